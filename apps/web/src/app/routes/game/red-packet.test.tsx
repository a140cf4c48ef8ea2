import { ErrorCode, Messages, type RedPacketView } from '@qilin/contract';
import { commitmentOf, drawRedPacketFor, formatFen, sha256Hex } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';
import HallRoute from '../home/hall';

const ok = (result: unknown) => json({ success: true, result });
const fail = (status: number, error_code: number, error_message: string) =>
  json({ success: false, error_code, error_message }, { status });

const RULES = {
  minCount: 3,
  maxCount: 20,
  defaultCount: 7,
  maxMines: 5,
  minFen: 1_000,
  maxFen: 500_000,
  expirySec: 300,
  houseCutBp: 500,
};
const NOW = 1_700_000_000_000;
const seed = sha256Hex('route-seed');
const parts = drawRedPacketFor(seed, '7', 10_000, 5).partsFen;

function packet(over: Partial<RedPacketView> = {}): RedPacketView {
  return {
    hid: 7,
    gameId: 'RedPacket',
    roomId: '1',
    variant: 'classic',
    sender: '小***麒',
    own: false,
    totalFen: 10_000,
    count: 5,
    mineDigits: [3],
    rate: '2.1',
    liabilityFen: 21_000,
    grabbedCount: 0,
    grabbedFen: 0,
    state: 'open',
    createdAt: NOW,
    expiresAt: NOW + 300_000,
    serverTime: NOW + 60_000,
    commitment: commitmentOf(seed),
    seed: null,
    partsFen: null,
    grabs: [],
    settlement: null,
    ...over,
  };
}

function settled(tamper = false): RedPacketView {
  return packet({
    state: 'settled',
    grabbedCount: 5,
    grabbedFen: 10_000,
    seed,
    partsFen: parts,
    grabs: parts.map((amountFen, seq) => ({
      seq,
      nickname: seq === 0 ? '小麒' : `m***${seq}`,
      amountFen: tamper && seq === 1 ? amountFen + 1 : amountFen,
      hitMine: amountFen % 10 === 3,
      paidFen: amountFen % 10 === 3 ? 21_000 : 0,
      self: seq === 0,
    })),
    settlement: {
      reason: 'emptied',
      exploded: parts.some((p) => p % 10 === 3),
      minesWonFen: 0,
      houseFen: 0,
      senderCreditFen: 0,
      unclaimedFen: 0,
      settledAt: NOW,
    },
  });
}

function server(list: RedPacketView[], handlers: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    '/api/member/wallet': () => ok({ balance: 50_000, withdrawable_amount: 0 }),
    '/api/redpacket/list': () => ok({ list, rules: RULES, serverTime: Date.now() + 60_000 }),
    '/api/redpacket/detail': (url) => ok(list.find((p) => p.hid === Number(url.searchParams.get('hid')))),
    ...handlers,
  });
}

const open = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /小\*\*\*麒 100 进行中/ }));
  return screen.findByRole('dialog');
};

describe('red packet room', () => {
  it('lists the live packets with rate, progress and the time left from the server clock', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    server([packet({ expiresAt: Date.now() + 60_000 + 125_000 })]);
    renderRoutes(gameRoutes(), '/redPacket?game_id=RedPacket');
    const card = await screen.findByRole('button', { name: /小\*\*\*麒 100 进行中/ });
    expect(card.textContent).toContain('雷3');
    expect(card.textContent).toContain('×2.1');
    expect(card.textContent).toContain('已抢0/5');
    expect(card.textContent).toMatch(/剩余02:0[45]/);
    expect(await screen.findByText('发包10-5000元 · 3-20个 · 300秒未抢完退回')).toBeTruthy();
  });

  it('grabs with the packet amount and shows what was grabbed', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const after = packet({
      grabbedCount: 1,
      grabbedFen: null,
      grabs: [{ seq: 0, nickname: '小麒', amountFen: parts[0] ?? 0, hitMine: null, paidFen: 0, self: true }],
    });
    let current = packet();
    const calls = mockFetch({
      '/api/member/wallet': () => ok({ balance: 50_000, withdrawable_amount: 0 }),
      '/api/redpacket/list': () => ok({ list: [current], rules: RULES, serverTime: Date.now() }),
      '/api/redpacket/detail': () => ok(current),
      '/api/redpacket/grab': () => {
        current = after;
        return ok({ hid: 7, seq: 0, amountFen: parts[0], liabilityFen: 21_000, packet: after });
      },
    });
    renderRoutes(gameRoutes(), '/redPacket?game_id=RedPacket');
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: '抢红包（冻结210元）' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/redpacket/grab')).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.url.pathname === '/api/redpacket/grab')?.init?.body));
    expect(body).toEqual({ hid: 7, money: '100.00' });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /抢红包/ })).toBeNull());
    expect(within(dialog).getByText('小麒')).toBeTruthy();
  });

  it('an open packet shows counts and only the own part: the others read 待公开 until it settles', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const grabs = [0, 1, 2].map((seq) => ({
      seq,
      nickname: seq === 1 ? '小麒' : `m***${seq}`,
      amountFen: seq === 1 ? (parts[1] ?? 0) : null,
      hitMine: null,
      paidFen: 0,
      self: seq === 1,
    }));
    server([packet({ grabbedCount: 3, grabbedFen: null, grabs })]);
    renderRoutes(gameRoutes(), '/redPacket?game_id=RedPacket');
    const card = await screen.findByRole('button', { name: /小\*\*\*麒 100 进行中/ });
    expect(card.textContent).toContain('已抢3/5');
    expect(card.textContent).toContain(`抢到${formatFen(parts[1] ?? 0)}元`);
    const dialog = await open();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'm***0待公开',
      `小麒${formatFen(parts[1] ?? 0)}`,
      'm***2待公开',
    ]);
    expect(within(dialog).getByText('红包结束后公开每份金额')).toBeTruthy();
    for (const [i, fen] of parts.entries())
      if (i !== 1) expect(within(dialog).queryByText(formatFen(fen))).toBeNull();
  });

  it('a grab the balance cannot cover opens the insufficient-balance popup with the server reason', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const reason = `${Messages.insufficientBalance}抢此红包需冻结210元（红包金额100元 × 2.1倍赔付），红包结算后解冻`;
    server([packet()], { '/api/redpacket/grab': () => fail(400, ErrorCode.InsufficientBalance, reason) });
    renderRoutes(gameRoutes(), '/redPacket?game_id=RedPacket');
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: /抢红包/ }));
    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it('sends a classic packet to Jdsl with the mine digit, amount in fen and a client key', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    const calls = server([], { '/api/redpacket/jdsl': () => ok(packet({ own: true })) });
    renderRoutes(gameRoutes(), '/redPacket?game_id=RedPacket&game_room_id=2');
    expect(await screen.findByText('暂无红包，发一个试试吧')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发红包' }));
    const sheet = await screen.findByRole('dialog');
    const money = sheet.querySelector('#rp-money');
    if (!money) throw new Error('no amount input');
    fireEvent.change(money, { target: { value: '100' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '雷号 3' }));
    expect(within(sheet).getByTestId('rp-preview').textContent).toContain('1.6');
    expect(within(sheet).getByTestId('rp-preview').textContent).toContain('160');
    fireEvent.click(within(sheet).getByRole('button', { name: '塞钱进红包' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/redpacket/jdsl')).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.url.pathname === '/api/redpacket/jdsl')?.init?.body));
    expect(body).toMatchObject({
      game_id: 'RedPacket',
      game_room_id: '2',
      hbgs: 7,
      szlh: 3,
      amount_fen: 10_000,
    });
    expect(body.idempotency_key).toMatch(/^rp-/);
  });

  it('a settled packet shows the revealed seed and the split recomputed in the browser: ✓, or ✗ if altered', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    server([settled()]);
    const view = renderRoutes(gameRoutes(), '/redPacket?game_id=RedPacket');
    fireEvent.click(await screen.findByRole('button', { name: /小\*\*\*麒 100 已抢完/ }));
    const verdict = await screen.findByTestId('rp-fair-verdict');
    expect(verdict.textContent).toBe('✓ 验证通过');
    expect(screen.getByText(seed)).toBeTruthy();
    view.unmount();
    server([settled(true)]);
    renderRoutes(gameRoutes(), '/redPacket?game_id=RedPacket');
    fireEvent.click(await screen.findByRole('button', { name: /已抢完/ }));
    expect((await screen.findByTestId('rp-fair-verdict')).textContent).toBe('✗ 验证失败');
  });

  it('the hall opens the red-packet room from the 红包 class', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    mockFetch({
      '/api/member/wallet': () => ok({ balance: 5000, withdrawable_amount: 0 }),
      '/api/lottery/recent': () => ok({ list: [] }),
      '/api/lottery/class': (url) =>
        ok(
          url.searchParams.get('type') === '3'
            ? { type: 3, games: [{ id: 'RedPacket', name: '红包扫雷', type: 3 }] }
            : { type: 1, games: [] },
        ),
    });
    const view = renderRoutes(
      [
        { path: '/home/hall', element: <HallRoute /> },
        { path: '*', element: <p>room</p> },
      ],
      '/home/hall',
    );
    fireEvent.click(await screen.findByRole('tab', { name: '红包' }));
    fireEvent.click(await screen.findByRole('button', { name: /红包扫雷/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/redPacket'));
    expect(view.router.state.location.search).toBe('?game_id=RedPacket');
  });
});
