import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, fund } from '../bet/bet-kit';
import {
  asRecord,
  buildMember,
  buildTestApp,
  DEPOSITOR,
  loginMember,
  type TestApp,
  testDbKind,
} from '../helpers';
import { ADMIN, createOrder } from '../payment/payment-kit';

/** The money paths besides bets: deposits (request and confirmation), venue transfers, red packets. */
describe(`player protection on every money path (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const code = (r: { body: unknown }) => asRecord(r.body).error_code;
  const setLimit = (token: string, key: string, value: number | null) =>
    t.call('/api/protection/limits', { token, method: 'PUT', body: { key, value } });
  const confirmDeposit = (id: number) =>
    t.call(`/api/admin/deposits/${id}/confirm`, { method: 'POST', headers: ADMIN });

  it('a deposit limit refuses the request above it, and the confirmation re-checks and counts', async () => {
    const m = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, m);
    expect((await setLimit(token, 'deposit_day', 30_000)).status).toBe(200);
    const over = await t.call('/api/fund/recharge_deposit', { token, body: { channelId: 1, amount: '301' } });
    expect(code(over)).toBe(ErrorCode.ProtectionLimitReached);
    expect(asRecord(over.body).error_message).toMatch(/^已达到您设置的每日存款限额（300元），将于.+重置$/);
    const first = (await createOrder(t, token, 1, '200')).id as number;
    expect((await confirmDeposit(first)).status).toBe(200);
    // The second order fits at its request only while the first is unconfirmed; confirmed, it does not.
    const second = await t.call('/api/fund/recharge_deposit', {
      token,
      body: { channelId: 1, amount: '150' },
    });
    expect(code(second)).toBe(ErrorCode.ProtectionLimitReached);
    const fits = (await createOrder(t, token, 1, '100')).id as number;
    await setLimit(token, 'deposit_day', 25_000);
    const late = await confirmDeposit(fits);
    expect(code(late)).toBe(ErrorCode.ProtectionLimitReached);
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 20_000 });
    const status = asRecord(asRecord((await t.call('/api/protection/status', { token })).body).result);
    expect(asRecord(asRecord(status.usage).day).deposit_fen).toBe(20_000);
  });

  it('during a break: no deposit, no transfer into a venue, no red packet; money comes out of a venue', async () => {
    const m = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 50_000);
    const move = (dir: string, body: Record<string, unknown>) =>
      t.call(`/api/games/exchange/${dir}`, { token, body });
    expect((await move('in', { code: 'ag', amount: '30' })).status).toBe(200);
    expect((await t.call('/api/protection/break', { token, body: { length: '7d' } })).status).toBe(200);
    expect(code(await move('in', { code: 'ag', amount: '1' }))).toBe(ErrorCode.ProtectionBreakActive);
    expect((await move('out', { code: 'ag', amount: '30' })).status).toBe(200);
    const deposit = await t.call('/api/fund/recharge_deposit', {
      token,
      body: { channelId: 1, amount: '100' },
    });
    expect(code(deposit)).toBe(ErrorCode.ProtectionBreakActive);
    expect(asRecord(deposit.body).error_message).toMatch(/期间不能充值$/);
    const packet = await t.call('/api/redpacket/jdsl', {
      token,
      body: { game_room_id: '8', szlh: 3, hbgs: 5, money: '100' },
    });
    expect(code(packet)).toBe(ErrorCode.ProtectionBreakActive);
    expect(await balances(t.db.db, m.id)).toMatchObject({ balanceFen: 50_000, heldFen: 0 });

    // Another member's packet: the member on a break cannot grab it.
    const sender = await buildMember(t.db.db, DEPOSITOR);
    await fund(t.db.db, sender.id, 50_000);
    const created = await t.call('/api/redpacket/jdsl', {
      token: await loginMember(t, sender),
      body: { game_room_id: '8', szlh: 3, hbgs: 5, money: '100' },
    });
    const hid = asRecord(asRecord(created.body).result).hid;
    expect(code(await t.call('/api/redpacket/grab', { token, body: { hid } }))).toBe(
      ErrorCode.ProtectionBreakActive,
    );
  });

  it('a red packet counts as a stake against a stake limit', async () => {
    const m = await buildMember(t.db.db, DEPOSITOR);
    const token = await loginMember(t, m);
    await fund(t.db.db, m.id, 50_000);
    await setLimit(token, 'stake_day', 15_000);
    const send = () =>
      t.call('/api/redpacket/jdsl', { token, body: { game_room_id: '8', szlh: 3, hbgs: 5, money: '100' } });
    expect((await send()).status).toBe(200);
    expect(code(await send())).toBe(ErrorCode.ProtectionLimitReached);
  });
});
