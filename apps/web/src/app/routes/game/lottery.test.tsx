import { Messages } from '@qilin/contract';
import { buildChain, drawResultFor, findGameFamily, lotteryInfoShape, normBetCount } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, pickOnWheel, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });

/**
 * Upcoming issues as a 15 s DRAW_PERIOD_SEC server lists them (5759, 5760, then the next day): numbers
 * the catalogue's 60 s Ffc period could never produce, so the list must come from the server.
 */
const ISSUES = [
  '20240501-5759',
  '20240501-5760',
  '20240502-0001',
  '20240502-0002',
  '20240502-0003',
  '20240502-0004',
  '20240502-0005',
  '20240502-0006',
  '20240502-0007',
  '20240502-0008',
  '20240502-0009',
  '20240502-0010',
  '20240502-0011',
  '20240502-0012',
  '20240502-0013',
];

function lottery() {
  return mockFetch({
    '/api/lottery/sale/issue': () => {
      const now = Date.now();
      return ok({
        issue: ISSUES[0],
        closeAt: now + 60_000,
        drawAt: now + 70_000,
        serverTime: now,
        commitment: 'c',
      });
    },
    '/api/lottery/sale/issues': (url) => {
      const count = Number(url.searchParams.get('count'));
      const now = Date.now();
      return ok({
        serverTime: now,
        list: ISSUES.slice(0, count).map((issue, i) => ({
          issue,
          openAt: now,
          closeAt: now + 60_000 + i * 15_000,
          drawAt: now + 70_000 + i * 15_000,
        })),
      });
    },
    '/api/lottery/history/draw': () => ok({ list: [] }),
    '/api/lottery/info': () => ok(lotteryInfoShape(findGameFamily('Ffc')!)),
    '/api/lottery/enter': () => ok({}),
    '/api/bet/task/order': () => ok({ chaseId: 3, orders: [], message: Messages.chaseSetSuccess }),
  });
}

const issuesShown = () =>
  within(screen.getByTestId('zh-list'))
    .getAllByText(/^2024/)
    .map((n) => n.textContent);

describe('lottery chase list (zhList)', () => {
  it("numbers the chase from the server's upcoming issues; a new start renumbers every item; each item keeps its multiple", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = lottery();
    const view = renderRoutes(gameRoutes(), '/lottery?game_id=Ffc');
    await waitFor(
      () => expect(view.container.querySelector('.ql-odds__cell:not([disabled])')).not.toBeNull(),
      {
        timeout: 5000,
      },
    );
    fireEvent.click(view.container.querySelector('.ql-odds__cell:not([disabled])')!);
    fireEvent.click(screen.getByRole('button', { name: '追号' }));
    await waitFor(() => expect(issuesShown()).toEqual(ISSUES.slice(0, 5)));
    const upcoming = calls.find((c) => c.url.pathname === '/api/lottery/sale/issues');
    expect(upcoming?.url.searchParams.get('game_id')).toBe('Ffc');

    // Issue 2 at multiple 3 (two taps on its plus).
    const second = screen.getByRole('group', { name: `第 ${ISSUES[1]} 期倍数` });
    fireEvent.click(second.querySelector('.adm-stepper-plus')!);
    fireEvent.click(second.querySelector('.adm-stepper-plus')!);
    await waitFor(() => expect(screen.getByTestId('zh-total').textContent).toContain('70'));

    // Changing the start issue moves every item onto the run from it, multiples travel with the items.
    fireEvent.click(screen.getByTestId('zh-start'));
    await pickOnWheel(ISSUES[1]!);
    await waitFor(() => expect(issuesShown()).toEqual(ISSUES.slice(1, 6)));
    const moved = screen.getByRole('group', { name: `第 ${ISSUES[2]} 期倍数` });
    expect((moved.querySelector('input') as HTMLInputElement).value).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: '确认追号' }));
    // the success toast follows the chase call; a loaded machine needs more than the default 1 s
    expect(await screen.findByText(Messages.chaseSetSuccess, {}, { timeout: 5000 })).toBeTruthy();
    const order = calls.find((c) => c.url.pathname === '/api/bet/task/order');
    const body = JSON.parse(String(order?.init?.body));
    expect(body.zhList).toEqual([
      { issue: ISSUES[1], multiple: 1 },
      { issue: ISSUES[2], multiple: 3 },
      { issue: ISSUES[3], multiple: 1 },
      { issue: ISSUES[4], multiple: 1 },
      { issue: ISSUES[5], multiple: 1 },
    ]);
    expect(body).toMatchObject({ game_id: 'Ffc', game_room_id: '1', isWinStop: true });
    expect(body.content).toHaveLength(1);
    expect(body.content[0].amountFen).toBe(1000);
    expect(body.times).toBeUndefined();
  }, 20_000);
});

describe('lottery credit 任选 (11选5)', () => {
  it('任选三 opens a number sheet; the bet sent carries the three numbers, one 注 at the shown odds', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const family = findGameFamily('Syxw')!;
    const odds = family.playGroups.credit[0]!.entries.find((e) => e.playId === 'any-3')!.odds;
    const calls = mockFetch({
      '/api/lottery/sale/issue': () => {
        const now = Date.now();
        return ok({ issue: '20240501-0100', closeAt: now + 60_000, drawAt: now + 70_000, serverTime: now });
      },
      '/api/lottery/history/draw': () => ok({ list: [] }),
      '/api/lottery/info': () => ok(lotteryInfoShape(family)),
      '/api/lottery/enter': () => ok({}),
      '/api/bet/order': () =>
        ok({ content: { orderId: 4, issue: '20240501-0100', items: [], totalFen: 200 } }),
    });
    renderRoutes(gameRoutes(), '/lottery?game_id=Syxw');
    const cell = await screen.findByRole(
      'button',
      { name: new RegExp(`任选三\\s*×${odds}`) },
      { timeout: 5000 },
    );
    await waitFor(() => expect(cell.hasAttribute('disabled')).toBe(false), { timeout: 5000 });
    fireEvent.click(cell);
    const sheet = await screen.findByText('任选三：请选择 3 个号码');
    const balls = sheet.closest('.ql-pick-sheet') as HTMLElement;
    const confirm = within(balls).getByRole('button', { name: '确定' });
    for (const n of ['02', '09', '05', '11']) fireEvent.click(within(balls).getByRole('button', { name: n }));
    // A fourth number is ignored: 任选三 is exactly three numbers.
    expect(within(balls).getByRole('button', { name: '11' }).getAttribute('aria-pressed')).toBe('false');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByText('任选三 02 05 09')).toBeTruthy();
    expect(cell.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '下注' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('任选三 02 05 09');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/bet/order')).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.url.pathname === '/api/bet/order')?.init?.body));
    expect(body.content).toEqual([{ playId: 'any-3', numbers: [2, 5, 9], amountFen: 1000, odds }]);
    // What bet-items.rules.ts requires of a credit play with a counter: exactly one 注.
    expect(normBetCount('syxw', 'any-3', { playId: 'any-3', numbers: body.content[0].numbers })).toBe(1);
  }, 20_000);
});

describe('lottery fairness panel', () => {
  const chain = buildChain('ab'.repeat(32), 4);
  const drawnIssue = (issue: string, index: number) => ({
    gameCode: 'Syxw',
    issue,
    state: 'SETTLED',
    drawAt: 0,
    commitment: chain[index - 1]!,
    terminalHash: chain[0]!,
    chainIndex: index,
    seed: chain[index]!,
    result: drawResultFor('Syxw', chain[index]!, issue),
  });
  const genuine = drawnIssue('20240501-0099', 3);
  const honest = drawnIssue('20240501-0098', 2);
  // The server announced other balls than the seed draws: the browser's recomputation must say ✗.
  const tampered = { ...honest, result: { ...honest.result, balls: [1, 2, 3, 4, 5] } };

  it('lists the drawn issues; each opens seed, commitment and the browser-recomputed ✓ or ✗', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const byIssue = new Map([genuine, tampered].map((d) => [d.issue, d]));
    mockFetch({
      '/api/lottery/sale/issue': () => {
        const now = Date.now();
        return ok({ issue: '20240501-0100', closeAt: now + 60_000, drawAt: now + 70_000, serverTime: now });
      },
      '/api/lottery/history/draw': () => ok({ list: [genuine, tampered] }),
      '/api/lottery/issue': (url) => ok(byIssue.get(url.searchParams.get('issue') ?? '')),
      '/api/lottery/info': () => ok(lotteryInfoShape(findGameFamily('Syxw')!)),
      '/api/lottery/enter': () => ok({}),
    });
    renderRoutes(gameRoutes(), '/lottery?game_id=Syxw');
    fireEvent.click(await screen.findByRole('button', { name: /20240501-0099/ }, { timeout: 5000 }));
    const ok1 = await screen.findByTestId('fair-verdict', {}, { timeout: 5000 });
    expect(ok1.textContent).toContain('✓');
    const panel = ok1.closest('section') as HTMLElement;
    expect(panel.textContent).toContain(genuine.seed);
    expect(panel.textContent).toContain(genuine.commitment);

    fireEvent.click(screen.getByRole('button', { name: /20240501-0098/ }));
    await waitFor(() => expect(screen.getByTestId('fair-verdict').textContent).toContain('✗'), {
      timeout: 5000,
    });
    expect(screen.getByText(/重算结果与开奖一致/).textContent).toContain('✗');
    expect(screen.getByText(/种子哈希与承诺一致/).textContent).toContain('✓');
  }, 20_000);
});
