import { findGameFamily, judgePlay, lotteryInfoShape } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });

function dream8Room() {
  const closeAt = Date.now() + 60_000;
  return mockFetch({
    '/api/lottery/sale/issue': () =>
      ok({ issue: '20240501-0100', closeAt, drawAt: closeAt + 20_000, serverTime: Date.now() }),
    '/api/lottery/history/draw': () => ok({ list: [] }),
    '/api/lottery/info': () => ok(lotteryInfoShape(findGameFamily('Dream8')!)),
    '/api/member/wallet': () => ok({ balance: 100_000, withdrawable_amount: 0, held: 0 }),
    '/api/bet/records': () => ok({ list: [] }),
    '/api/lottery/enter': () => ok({}),
    '/api/bet/order': () =>
      ok({ content: { orderId: 3, issue: '20240501-0100', items: [], totalFen: 1000 } }),
  });
}

describe('/gamezhuotou 快乐8 (Dream8) 选号', () => {
  it('选三 opens an 01–80 number sheet; the bet carries exactly the three numbers picked', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = dream8Room();
    const view = renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Dream8');
    const cell = await screen.findByRole('button', { name: /^选三/ }, { timeout: 5000 });
    await waitFor(() => expect(cell.hasAttribute('disabled')).toBe(false), { timeout: 5000 });
    expect(cell.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(cell);
    await screen.findByText('选三：请选择 3 个号码');
    const sheet = view.baseElement.querySelector('.ql-pick-sheet') as HTMLElement;
    expect(within(sheet).getAllByRole('button', { name: /^\d\d$/ })).toHaveLength(80);
    for (const n of ['80', '01', '33']) fireEvent.click(within(sheet).getByRole('button', { name: n }));
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('选三 01 33 80')).toBeTruthy();

    // A second set of the same play is its own pick; the × removes one set only.
    fireEvent.click(cell);
    await screen.findByText('选三：请选择 3 个号码');
    const again = view.baseElement.querySelector('.ql-pick-sheet') as HTMLElement;
    for (const n of ['02', '03', '04']) fireEvent.click(within(again).getByRole('button', { name: n }));
    fireEvent.click(within(again).getByRole('button', { name: '确定' }));
    fireEvent.click(await screen.findByRole('button', { name: '移除 选三 02 03 04' }));
    expect(screen.queryByText('选三 02 03 04')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '下注' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/bet/order')).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.url.pathname === '/api/bet/order')?.init?.body));
    const odds = findGameFamily('Dream8')!
      .playGroups.credit.flatMap((g) => g.entries)
      .find((e) => e.playId === 'pick-3')!.odds;
    expect(body.content).toEqual([{ playId: 'pick-3', numbers: [1, 33, 80], amountFen: 1000, odds }]);
    // The selection settles: three hits of 1, 33, 80 pay the 3-hit odds.
    const numbers = [1, 33, 80, ...Array.from({ length: 17 }, (_, i) => 40 + i)];
    expect(judgePlay({ game: 'keno', numbers } as never, body.content[0])).toEqual({
      outcome: 'win',
      oddsKey: '3',
    });
  }, 30_000);
});
