import { findGameFamily, type GameFamily, lotteryInfoShape } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });

/** The family as a room overridden by an operator plays it: `playId` (and option) at `odds`. */
function withOdds(code: string, playId: string, option: string | undefined, odds: Record<string, string>) {
  const family = findGameFamily(code)!;
  const swap = (groups: GameFamily['playGroups']['credit']) =>
    groups.map((g) => ({
      ...g,
      entries: g.entries.map((e) =>
        e.playId === playId && (option === undefined || e.option === option) ? { ...e, odds } : e,
      ),
    }));
  return {
    ...family,
    playGroups: { credit: swap(family.playGroups.credit), norm: swap(family.playGroups.norm) },
  };
}

/** A lottery room whose info call answers the overridden family (bonus map `name:key` for keyed tables). */
function room(family: GameFamily) {
  resetSession({ isLogin: true, token: 't', userData: demoMember });
  return mockFetch({
    '/api/lottery/sale/issue': () => {
      const now = Date.now();
      return ok({ issue: '20240501-0100', closeAt: now + 60_000, drawAt: now + 70_000, serverTime: now });
    },
    '/api/lottery/history/draw': () => ok({ list: [] }),
    '/api/lottery/info': () => ok({ id: family.code, name: family.name, ...lotteryInfoShape(family) }),
    '/api/lottery/enter': () => ok({}),
    '/api/bet/rebate': () => ok({ maxBp: 0, stepBp: 10 }),
    '/api/bet/order': () => ok({ content: { orderId: 4, issue: '20240501-0100', items: [], totalFen: 200 } }),
  });
}

async function submitAndReadBody(calls: ReturnType<typeof mockFetch>) {
  fireEvent.click(screen.getByRole('button', { name: '下注' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/bet/order')).toBe(true));
  return JSON.parse(String(calls.find((c) => c.url.pathname === '/api/bet/order')?.init?.body));
}

describe('room overrides of keyed odds on the lottery screen', () => {
  it('特肖 (两面): the cell shows the room’s default/year table and the bet sends it', async () => {
    const defaults = findGameFamily('Marksixff')!
      .playGroups.credit.flatMap((g) => g.entries)
      .find((e) => e.playId === 'special-zodiac' && e.option === '0')!.odds;
    expect(defaults).not.toEqual({ default: '12.5', year: '9.9' });
    const calls = room(withOdds('Marksixff', 'special-zodiac', '0', { default: '12.5', year: '9.9' }));
    renderRoutes(gameRoutes(), '/lottery?game_id=Marksixff');
    const cell = await screen.findByRole('button', { name: /^鼠\s*×12\.5\/9\.9/ }, { timeout: 10_000 });
    await waitFor(() => expect(cell.hasAttribute('disabled')).toBe(false), { timeout: 5000 });
    fireEvent.click(cell);
    const body = await submitAndReadBody(calls);
    expect(body.content).toEqual([
      { playId: 'special-zodiac', option: '0', amountFen: 1000, odds: { default: '12.5', year: '9.9' } },
    ]);
  }, 20_000);

  it('组选包胆 (官方): the panel shows the room’s 组三/组六 prizes and the cart sends them', async () => {
    const odds = { 'group-three': '311', 'group-six': '155.5' };
    const calls = room(withOdds('Ffc', 'group-bao-dan', undefined, odds));
    const view = renderRoutes(gameRoutes(), '/lottery?game_id=Ffc');
    fireEvent.click(await screen.findByRole('tab', { name: '官方' }, { timeout: 5000 }));
    const play = await waitFor(
      () => {
        const item = [...view.container.querySelectorAll('.adm-selector-item')].find(
          (n) => n.textContent === '组选包胆',
        );
        if (!item) throw new Error('no 组选包胆');
        return item;
      },
      { timeout: 5000 },
    );
    fireEvent.click(play);
    await waitFor(() => expect(screen.getByTestId('norm-odds').textContent).toBe('赔率 311/155.5'));
    fireEvent.click(within(screen.getByRole('group', { name: '胆码' })).getByRole('button', { name: '3' }));
    fireEvent.click(screen.getByRole('button', { name: '添加到购物车' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '下注' }).hasAttribute('disabled')).toBe(false),
    );
    const body = await submitAndReadBody(calls);
    expect(body.content).toHaveLength(1);
    expect(body.content[0]).toMatchObject({ playId: 'group-bao-dan', numbers: [3], count: 54, odds });
  }, 20_000);
});
