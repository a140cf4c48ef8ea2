import { BetMessages, Messages, StorageKey } from '@qilin/contract';
import { findGameFamily, lotteryInfoShape } from '@qilin/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOverlayStore } from '../../../components/popups';
import {
  demoMember,
  type FetchHandler,
  json,
  mockFetch,
  renderRoutes,
  resetSession,
} from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });
const SERVER_AHEAD_MS = 600_000;

/** GET /api/lottery/info as the server builds it, with 大 repriced to 2.05 (so the grid must show the server's odds). */
function lotteryInfo() {
  const info = lotteryInfoShape(findGameFamily('Finance28')!);
  for (const g of info.credit) for (const p of g.plays) if (p.bonus['大']) p.bonus['大'] = '2.05';
  return info;
}

/** One open order as POST /api/bet/records lists it (server bet.queries). */
const serverOrder = {
  id: 7,
  game_id: 'Finance28',
  room_id: '1',
  issue: '20240501-0100',
  status: 'open',
  chase_id: null,
  multiple: 1,
  totalFen: 1000,
  payoutFen: 0,
  placedAt: 0,
  receiptHash: 'h',
  items: [
    {
      id: 70,
      play_id: 'big',
      name: '大',
      selection: { playId: 'big' },
      odds: '2.05',
      amountFen: 1000,
      payoutFen: 0,
      status: 'pending',
      settledAt: null,
    },
  ],
};

function room(
  placeReply: () => Response,
  records: unknown[] | (() => Response) = [],
  closeInMs = 45_000,
  info: object = lotteryInfo(),
  more: Record<string, FetchHandler> = {},
) {
  // One round: the same close instant for every ask (a refetch must not reopen the round).
  const closeAt = Date.now() + SERVER_AHEAD_MS + closeInMs;
  return mockFetch({
    '/api/lottery/sale/issue': () => {
      const serverNow = Date.now() + SERVER_AHEAD_MS;
      return ok({
        issue: '20240501-0100',
        closeAt,
        drawAt: closeAt + 20_000,
        serverTime: serverNow,
        commitment: 'c',
      });
    },
    '/api/lottery/history/draw': () => ok({ list: [] }),
    '/api/lottery/info': () => ok(info),
    '/api/member/wallet': () => ok({ balance: 12345, withdrawable_amount: 0, held: 0 }),
    '/api/bet/records': typeof records === 'function' ? records : () => ok({ list: records }),
    '/api/bet/order': placeReply,
    '/api/bet/cancel': () => ok({ cancelled: [7], refundFen: 1000 }),
    '/api/lottery/enter': () => ok({ game_id: 'Finance28' }),
    '/api/lottery/how_play': () => ok({ plays: [{ id: 'big', name: '大', rule: '和值14-27' }] }),
    '/api/bet/task/list': () => ok({ list: [] }),
    ...more,
  });
}

/**
 * The spec §9 timers are setTimeout calls; only setTimeout is faked, so React's scheduler, animation
 * frames and lazy chunks keep running on real time while the timers under test wait for `advance`.
 */
const realSetTimeout = globalThis.setTimeout;
const sleepReal = (ms: number) => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, ms)));
async function untilReal(check: () => boolean, ms = 10_000): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > ms) throw new Error('condition not met in real time');
    await sleepReal(20);
  }
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const fakeSetTimeout = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** A toast on screen (antd keeps it in the DOM while it fades out, then removes it). */
const toastShown = (text: string) => screen.queryByText(text) !== null;

/** Up to the confirm popup of a 大 bet (real timers: the room loads, the popup renderer loads). */
async function openBigConfirm() {
  await waitFor(
    () => expect(screen.getByRole('button', { name: /大\s*×2\.05/ }).hasAttribute('disabled')).toBe(false),
    { timeout: 10_000 },
  );
  fireEvent.click(screen.getByRole('button', { name: /大\s*×2\.05/ }));
  fireEvent.click(screen.getByRole('button', { name: '下注' }));
  return screen.findByRole('dialog', {}, { timeout: 10_000 });
}

async function placeBig() {
  await waitFor(
    () => expect(screen.getByRole('button', { name: /大\s*×2\.05/ }).hasAttribute('disabled')).toBe(false),
    { timeout: 3000 },
  );
  fireEvent.click(await screen.findByRole('button', { name: /大\s*×2\.05/ }));
  fireEvent.click(screen.getByRole('button', { name: '下注' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
}

// Each test renders the whole room; on a loaded machine that alone can take seconds.
describe('game room', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('counts down from the server clock, not the local one, and shows server odds', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    room(() => ok({}));
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    const countdown = await screen.findByTestId('countdown', {}, { timeout: 5000 });
    // closeAt is 45 s after the server's now; the local clock is 10 minutes behind it (a local countdown
    // would read 10:45). A slow first load of the room may eat a few of the 45 s.
    expect(countdown.textContent).toMatch(/^距封盘00:(3[5-9]|4[0-6])$/);
    expect(await screen.findByText('123.45', {}, { timeout: 3000 })).toBeTruthy();
  });

  it("the rules popup shows the room's 13/14 and hedging rules above the plays", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const rules = {
      dxds1314Odds: '1.6',
      combo1314Odds: null,
      tiers1314: [],
      hedged1314Refund: false,
      hedging: {
        oppositeSides: true,
        killCombo: false,
        sameCombo: false,
        oppositeCombo: false,
        exceptOverFen: 0,
      },
    };
    room(() => ok({}), [], 45_000, { ...lotteryInfo(), rules });
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    await screen.findByRole('button', { name: /大\s*×2\.05/ }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '玩法规则' }));
    const popup = await screen.findByText(/本房间规则/, {}, { timeout: 3000 });
    const text = popup.textContent ?? '';
    expect(text).toContain('开 13、14 时，大小单双中奖按 1.6 倍赔付');
    expect(text).toContain('本房间禁止对冲：大小或单双同时下注');
    expect(text.indexOf('本房间规则')).toBeLessThan(text.indexOf('大：和值14-27'));
  });

  it('records the entry into the room for the hall recent games (members only)', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = room(() => ok({}));
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28&game_room_id=4');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/lottery/enter')).toBe(true));
    const enter = calls.find((c) => c.url.pathname === '/api/lottery/enter');
    expect(JSON.parse(String(enter?.init?.body))).toEqual({ game_id: 'Finance28', game_room_id: '4' });
  });

  it('places 大 as the server reads it (content items with the shown odds) and takes result.content', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = room(() =>
      ok({ content: { orderId: 9, issue: '20240501-0100', items: [], totalFen: 1000 } }),
    );
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    await placeBig();
    expect(await screen.findByText('投注成功')).toBeTruthy();
    const body = JSON.parse(String(calls.find((c) => c.url.pathname === '/api/bet/order')?.init?.body));
    expect(body).toMatchObject({ game_id: 'Finance28', game_room_id: '1', issue: '20240501-0100' });
    expect(body.content).toEqual([{ playId: 'big', amountFen: 1000, odds: '2.05' }]);
  });

  it('stores the real-bet info of an accepted bet and marks the option in the grid', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    room(() => ok({ content: { orderId: 9, issue: '20240501-0100', items: [], totalFen: 1000 } }));
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    await placeBig();
    const big = await screen.findByRole('button', { name: /大\s*×2\.05/ });
    expect((await within(big).findByTestId('placed')).textContent).toBe('10');
    expect(JSON.parse(localStorage.getItem(StorageKey.realBetInfo) ?? 'null')).toEqual({
      gameId: 'Finance28',
      roomId: '1',
      issue: '20240501-0100',
      bets: [{ key: expect.stringContaining(':big:'), orderId: 9, amountFen: 1000 }],
    });
  });

  it('round process 2 (sales closed) clears the stored real-bet info of the round', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const group = findGameFamily('Finance28')!.playGroups.credit.find((g) =>
      g.entries.some((e) => e.playId === 'big'),
    );
    const key = `${group?.key}:big::`;
    const stored = {
      gameId: 'Finance28',
      roomId: '1',
      issue: '20240501-0100',
      bets: [{ key, orderId: 5, amountFen: 300 }],
    };
    localStorage.setItem(StorageKey.realBetInfo, JSON.stringify(stored));
    room(() => ok({}));
    // Only Date is faked: the room's ticker keeps running, and the clock jumps past close on demand.
    vi.useFakeTimers({ toFake: ['Date'] });
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    // While the round sells (process 1) the stored bet shows on its option…
    const big = await screen.findByRole('button', { name: /大\s*×2\.05/ }, { timeout: 5000 });
    expect((await within(big).findByTestId('placed', {}, { timeout: 5000 })).textContent).toBe('3');
    expect(localStorage.getItem(StorageKey.realBetInfo)).not.toBeNull();
    // …and once sales close (process 2) it is cleared from storage and from the grid.
    vi.setSystemTime(Date.now() + 46_000);
    await waitFor(() => expect(localStorage.getItem(StorageKey.realBetInfo)).toBeNull(), { timeout: 5000 });
    // Storage is cleared in the same tick as the store; the grid follows on React's next render.
    await waitFor(() =>
      expect(within(screen.getByRole('button', { name: /大\s*×2\.05/ })).queryByTestId('placed')).toBeNull(),
    );
    expect(screen.getByText('本期已封盘，请等待下一期')).toBeTruthy();
  });

  it('shows the insufficient-balance popup for the contract text, a toast for other refusals', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    room(() =>
      json(
        { success: false, error_code: 41001, error_message: Messages.insufficientBalance },
        { status: 400 },
      ),
    );
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    await placeBig();
    await waitFor(() =>
      expect(useOverlayStore.getState().entries.some((e) => e.spec.kind === 'insufficientBalance')).toBe(
        true,
      ),
    );
  });

  it('shows other bet errors as a toast', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    room(() =>
      json(
        { success: false, error_code: 41102, error_message: '赔率已变动，请刷新后重新下注' },
        { status: 400 },
      ),
    );
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    await placeBig();
    expect(await screen.findByText('赔率已变动，请刷新后重新下注')).toBeTruthy();
    expect(useOverlayStore.getState().entries.some((e) => e.spec.kind === 'insufficientBalance')).toBe(false);
  });

  it('cancels a bet of this issue with the 取消下注成功 toast', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = room(() => ok({}), [serverOrder]);
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    fireEvent.click(await screen.findByRole('button', { name: '撤单' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: /确定|去绑定/ }));
    expect(await screen.findByText(Messages.betCancelSuccess)).toBeTruthy();
    const cancel = calls.find((c) => c.url.pathname === '/api/bet/cancel');
    expect(JSON.parse(String(cancel?.init?.body))).toEqual({ game_id: 'Finance28', id: 7 });
  });

  it("shows '加载失败' (not the empty text) when this issue's bets fail to load, and loads them on retry", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    let fail = true;
    room(
      () => ok({}),
      () =>
        fail
          ? json({ success: false, error_code: 50000, error_message: '服务器繁忙' }, { status: 500 })
          : ok({ list: [serverOrder] }),
    );
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    const panel = (await screen.findByRole('heading', { name: '本期注单' })).parentElement!;
    expect((await within(panel).findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      Messages.loadFailed,
    );
    expect(within(panel).queryByText('本期暂无注单')).toBeNull();
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: '重试' }));
    expect(await within(panel).findByRole('button', { name: '撤单' })).toBeTruthy();
    expect(within(panel).queryByText(Messages.loadFailed)).toBeNull();
  });
});

describe('game room timers (spec §9)', () => {
  afterEach(() => vi.useRealTimers());
  const hasPopup = (kind: string) => useOverlayStore.getState().entries.some((e) => e.spec.kind === kind);

  it('the bet confirm tip closes after 1 s', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    room(() => ok({ content: { orderId: 9, issue: '20240501-0100', items: [], totalFen: 1000 } }));
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    const dialog = await openBigConfirm();
    fakeSetTimeout();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await untilReal(() => hasPopup('betSuccess'));
    expect(screen.getByText('投注成功')).toBeTruthy();
    await advance(999);
    expect(hasPopup('betSuccess')).toBe(true);
    await advance(2);
    expect(hasPopup('betSuccess')).toBe(false);
  }, 30_000);

  it('other bet errors stay 2 s as a toast', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const refusal = '赔率已变动，请刷新后重新下注';
    room(() => json({ success: false, error_code: 41102, error_message: refusal }, { status: 400 }));
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    const dialog = await openBigConfirm();
    fakeSetTimeout();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await untilReal(() => toastShown(refusal));
    await advance(1999);
    await sleepReal(400);
    expect(toastShown(refusal)).toBe(true);
    await advance(1);
    await untilReal(() => !toastShown(refusal));
  }, 30_000);

  it('a cancel: 取消下注成功 for 1.5 s; my bets, balance, game info and draw history reload 1 s after', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = room(() => ok({}), [serverOrder]);
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    fireEvent.click(await screen.findByRole('button', { name: '撤单' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const reloaded = [
      '/api/bet/records',
      '/api/member/wallet',
      '/api/lottery/info',
      '/api/lottery/history/draw',
    ];
    const asked = () => reloaded.map((path) => calls.filter((c) => c.url.pathname === path).length);
    fakeSetTimeout();
    const before = asked();
    fireEvent.click(within(dialog).getByRole('button', { name: /确定/ }));
    await untilReal(() => toastShown(Messages.betCancelSuccess));
    await advance(999);
    expect(asked()).toEqual(before);
    await advance(1);
    await untilReal(() => asked().every((n, i) => n === (before[i] ?? 0) + 1));
    await advance(499);
    await sleepReal(400);
    expect(toastShown(Messages.betCancelSuccess)).toBe(true);
    await advance(1);
    await untilReal(() => !toastShown(Messages.betCancelSuccess));
  }, 30_000);
});

/** Upcoming issues as the server lists them (GET /api/lottery/sale/issues), from the issue on sale. */
const UPCOMING = Array.from({ length: 15 }, (_, i) => `20240501-${String(100 + i).padStart(4, '0')}`);

/** A running chase of the 28 room as GET /api/bet/task/list lists it (the server calls it 'running'). */
const runningChase = {
  zhid: 5,
  gameId: 'Finance28',
  isWinStop: true,
  status: 'running',
  totalFen: 5000,
  issues: 5,
  done: 1,
  items: UPCOMING.slice(0, 5).map((issue, i) => ({
    orderId: 50 + i,
    issue,
    multiple: 1,
    status: 'open',
    totalFen: 1000,
  })),
  createdAt: 0,
};

function chaseRoom() {
  let chases: unknown[] = [];
  const calls = room(() => ok({}), [], 45_000, lotteryInfo(), {
    '/api/lottery/sale/issues': (url) => {
      const count = Number(url.searchParams.get('count'));
      const now = Date.now() + SERVER_AHEAD_MS;
      return ok({
        serverTime: now,
        list: UPCOMING.slice(0, count).map((issue, i) => ({
          issue,
          openAt: now,
          closeAt: now + 45_000 + i * 60_000,
          drawAt: now + 65_000 + i * 60_000,
        })),
      });
    },
    '/api/bet/task/order': () => {
      chases = [runningChase];
      return ok({ chaseId: 5, orders: [], message: Messages.chaseSetSuccess });
    },
    '/api/bet/task/list': () => ok({ list: chases }),
    '/api/bet/task/cancel': () => {
      chases = [{ ...runningChase, status: 'cancelled' }];
      return ok({ refundFen: 4000, cancelled: 4, message: Messages.chaseCancelSuccess });
    },
  });
  return calls;
}

const zhIssues = () =>
  within(screen.getByTestId('zh-list'))
    .getAllByText(/^2024/)
    .map((n) => n.textContent);

describe('28 room chase (追号)', () => {
  it("sets a chase of the picked 大 over the server's upcoming issues: 设置追号成功, then it runs in the room", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = chaseRoom();
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28&game_room_id=3');
    const big = await screen.findByRole('button', { name: /大\s*×2\.05/ }, { timeout: 10_000 });
    await waitFor(() => expect(big.hasAttribute('disabled')).toBe(false), { timeout: 10_000 });
    fireEvent.click(big);
    fireEvent.click(screen.getByRole('button', { name: '追号' }));
    await waitFor(() => expect(zhIssues()).toEqual(UPCOMING.slice(0, 5)), { timeout: 5000 });
    // the third issue at multiple 2: 10 元 per issue → 60 元 over the five
    const third = screen.getByRole('group', { name: `第 ${UPCOMING[2]} 期倍数` });
    fireEvent.click(third.querySelector('.adm-stepper-plus')!);
    await waitFor(() => expect(screen.getByTestId('zh-total').textContent).toContain('60'));

    fireEvent.click(screen.getByRole('button', { name: '确认追号' }));
    expect(await screen.findByText(Messages.chaseSetSuccess, {}, { timeout: 5000 })).toBeTruthy();
    const order = calls.find((c) => c.url.pathname === '/api/bet/task/order');
    const body = JSON.parse(String(order?.init?.body));
    expect(body).toMatchObject({ game_id: 'Finance28', game_room_id: '3', isWinStop: true });
    expect(body.content).toEqual([{ playId: 'big', amountFen: 1000, odds: '2.05' }]);
    expect(body.zhList).toEqual(
      UPCOMING.slice(0, 5).map((issue, i) => ({ issue, multiple: i === 2 ? 2 : 1 })),
    );
    // the panel closes, the picks clear, and the chase shows as running with its cancel
    await waitFor(() => expect(screen.queryByTestId('zh-list')).toBeNull());
    expect(screen.getByTestId('slip-total').textContent).toBe('请选择投注项');
    const running = await screen.findByRole('region', { name: '进行中的追号' });
    expect(within(running).getByText(`${UPCOMING[0]} 期起`)).toBeTruthy();
    expect(within(running).getByRole('button', { name: '取消追号' })).toBeTruthy();
  }, 30_000);

  it('cancelling a running chase says 取消追号成功 and clears the chase list', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = chaseRoom();
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    const big = await screen.findByRole('button', { name: /大\s*×2\.05/ }, { timeout: 10_000 });
    await waitFor(() => expect(big.hasAttribute('disabled')).toBe(false), { timeout: 10_000 });
    fireEvent.click(big);
    fireEvent.click(screen.getByRole('button', { name: '追号' }));
    await waitFor(() => expect(zhIssues()).toHaveLength(5), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '确认追号' }));
    const running = await screen.findByRole('region', { name: '进行中的追号' }, { timeout: 5000 });
    // A second chase is being set up (multiple 3 on the first issue) when the member cancels the first.
    fireEvent.click(big);
    fireEvent.click(screen.getByRole('button', { name: '追号' }));
    await waitFor(() => expect(zhIssues()).toHaveLength(5));
    const first = screen.getByRole('group', { name: `第 ${UPCOMING[0]} 期倍数` });
    fireEvent.click(first.querySelector('.adm-stepper-plus')!);
    fireEvent.click(first.querySelector('.adm-stepper-plus')!);
    await waitFor(() => expect(first.querySelector('input')?.value).toBe('3'));

    fireEvent.click(within(running).getByRole('button', { name: '取消追号' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: /确定/ }));
    expect(await screen.findByText(Messages.chaseCancelSuccess, {}, { timeout: 5000 })).toBeTruthy();
    const cancel = calls.find((c) => c.url.pathname === '/api/bet/task/cancel');
    expect(JSON.parse(String(cancel?.init?.body))).toEqual({ id: 5 });
    // the chase list is cleared: the panel closes, and reopened it starts again at multiple 1
    await waitFor(() => expect(screen.queryByTestId('zh-list')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('region', { name: '进行中的追号' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '追号' }));
    await waitFor(() => expect(zhIssues()).toHaveLength(5));
    const reopened = screen.getByRole('group', { name: `第 ${UPCOMING[0]} 期倍数` });
    expect(reopened.querySelector('input')?.value).toBe('1');
  }, 30_000);
});

describe('champion-match table (activeId)', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());
  const roomRecords = () =>
    json({ success: true, code: 200, data: { list: [], total: 0 }, result: { list: [], total: 0 } });

  it('places the bet and reads its bets under the activity; no chase at a champion table', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = room(
      () => ok({ content: { orderId: 9, issue: '20240501-0100', items: [], totalFen: 1000 } }),
      [],
      45_000,
      lotteryInfo(),
      { '/api/bet/room/records': roomRecords },
    );
    renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28&game_room_id=2&activeId=cm7');
    const dialog = await openBigConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('投注成功', {}, { timeout: 5000 })).toBeTruthy();
    const body = JSON.parse(String(calls.find((c) => c.url.pathname === '/api/bet/order')?.init?.body));
    expect(body).toMatchObject({ game_id: 'Finance28', game_room_id: '2', activeId: 'cm7' });
    const records = calls.find((c) => c.url.pathname === '/api/bet/room/records');
    expect(Object.fromEntries(records?.url.searchParams ?? [])).toMatchObject({
      gameId: 'Finance28',
      gameRoomId: '2',
      activeId: 'cm7',
      pageNum: '1',
    });
    // the general records call (every activity mixed) is not what a champion table lists
    expect(calls.some((c) => c.url.pathname === '/api/bet/records')).toBe(false);
    expect(screen.queryByRole('button', { name: '追号' })).toBeNull();
    expect(screen.getByRole('button', { name: '冠军赛' })).toBeTruthy();
  });

  it("a refusal containing '取消资格' is toasted, then the member is returned to /ChampionMatch after 2 s", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    expect(BetMessages.disqualified).toContain(Messages.disqualified);
    room(
      () =>
        json({ success: false, error_code: 41112, error_message: BetMessages.disqualified }, { status: 403 }),
      [],
      45_000,
      lotteryInfo(),
      { '/api/bet/room/records': roomRecords },
    );
    const { router } = renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28&activeId=cm7');
    const dialog = await openBigConfirm();
    fakeSetTimeout();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await untilReal(() => toastShown(BetMessages.disqualified));
    await advance(1999);
    expect(router.state.location.pathname).toBe('/gamezhuotou');
    await advance(1);
    expect(router.state.location.pathname).toBe('/ChampionMatch');
    expect(router.state.location.search).toBe('?activeId=cm7');
    vi.useRealTimers();
    const banner = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(banner.textContent).toContain('您在财经28的本场参赛资格已被取消');
  }, 30_000);

  it("outside a champion match a '取消资格' text is only a toast: the member stays in the room", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    room(() =>
      json({ success: false, error_code: 41112, error_message: BetMessages.disqualified }, { status: 403 }),
    );
    const { router } = renderRoutes(gameRoutes(), '/gamezhuotou?game_id=Finance28');
    const dialog = await openBigConfirm();
    fakeSetTimeout();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await untilReal(() => toastShown(BetMessages.disqualified));
    await advance(3000);
    expect(router.state.location.pathname).toBe('/gamezhuotou');
  }, 30_000);
});
