import { ErrorCode, type ProtectionStatus } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAudit } from '../../src/modules/operator';
import { balances, fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testAudit, testDbKind } from '../helpers';

const pc28 = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const odds = (playId: string) => pc28.find((e) => e.playId === playId)?.odds ?? '';
const content = (amountFen: number) => JSON.stringify([{ playId: 'odd', amountFen, odds: odds('odd') }]);
const DAY = 86_400_000;

type Kit = Awaited<ReturnType<typeof buildHttpKit>>;

/** Player protection over HTTP: limits at the bet path, cooling-off, breaks, operators, statement, CSV. */
describe(`player protection (${testDbKind()})`, () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28']);
    await kit.tick();
  });
  afterAll(async () => {
    await kit?.close();
  });

  const put = async (url: string, body: unknown, token: string) => {
    const res = await kit.app.inject({ method: 'PUT', url, payload: body as object, headers: { token } });
    return { status: res.statusCode, body: res.json() };
  };
  const admin = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await kit.app.inject({
      method,
      url,
      ...(body !== undefined && { payload: body as object }),
      headers: { 'x-admin-token': kit.app.env.adminToken },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const bet = (token: string, fen: number) =>
    kit.call('POST', '/api/bet/order', { game_id: 'Tradition28', content: content(fen) }, token);
  const orders = async (memberId: number) =>
    (await kit.db.db.selectFrom('bet_orders').select('id').where('member_id', '=', memberId).execute())
      .length;

  /** The audit rows of `action` on the member (`member:<id> break:<id>`), oldest first. */
  const auditRows = async (action: string, memberId: number) =>
    (
      await kit.db.db
        .selectFrom('audit_log')
        .select(['target', 'before', 'after'])
        .where('action', '=', action)
        .orderBy('id')
        .execute()
    ).filter((r) => r.target.split(' ')[0] === `member:${memberId}`);

  async function member(fundFen = 100_000) {
    const m = await kit.newMember();
    await fund(kit.db.db, m.id, fundFen);
    return { ...m, token: await kit.login(m) };
  }

  it('a loss limit refuses the bet that would pass it, names it and its reset, and writes nothing', async () => {
    const m = await member();
    const set = await put('/api/protection/limits', { key: 'loss_day', value: 1_000 }, m.token);
    expect(set.body).toMatchObject({ success: true });
    expect(set.body.result.limits).toContainEqual({ key: 'loss_day', value: 1_000, pending: null });
    expect((await bet(m.token, 600)).body).toMatchObject({ success: true });
    const before = await balances(kit.db.db, m.id);
    const refused = await bet(m.token, 500);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error_code: ErrorCode.ProtectionLimitReached });
    // 2026-03-01 10:00 in Shanghai: the day resets at the next midnight.
    expect(refused.body.error_message).toBe('已达到您设置的每日亏损限额（10元），将于2026-03-02 00:00重置');
    expect(await balances(kit.db.db, m.id)).toEqual(before);
    expect(await orders(m.id)).toBe(1);
    expect((await bet(m.token, 400)).body).toMatchObject({ success: true });
    const status = await kit.call('GET', '/api/protection/status', undefined, m.token);
    expect(status.body.result).toMatchObject({ usage: { day: { stake_fen: 1_000, net_fen: -1_000 } } });
  });

  it('a cancelled order comes back and nets the loss; a single-bet cap refuses a larger bet', async () => {
    const m = await member();
    await put('/api/protection/limits', { key: 'loss_day', value: 1_000 }, m.token);
    await put('/api/protection/limits', { key: 'single_bet', value: 800 }, m.token);
    const placed = await bet(m.token, 700);
    const orderId = (placed.body.result as { content: { orderId: number } }).content.orderId;
    expect((await bet(m.token, 700)).body).toMatchObject({ error_code: ErrorCode.ProtectionLimitReached });
    await kit.call('POST', '/api/bet/cancel', { game_id: 'Tradition28', id: orderId }, m.token);
    const cap = await bet(m.token, 900);
    expect(cap.body).toMatchObject({
      error_code: ErrorCode.ProtectionLimitReached,
      error_message: '单注金额超过您设置的单注限额（8元）',
    });
    expect((await bet(m.token, 800)).body).toMatchObject({ success: true });
  });

  it('raising waits 24 h and a confirmation; lowering is at once', async () => {
    const m = await member();
    await put('/api/protection/limits', { key: 'stake_day', value: 500 }, m.token);
    const raised = await put('/api/protection/limits', { key: 'stake_day', value: 5_000 }, m.token);
    expect(raised.body.result.limits).toContainEqual({
      key: 'stake_day',
      value: 500,
      pending: { value: 5_000, due_at: kit.clock.ms + DAY },
    });
    expect((await bet(m.token, 600)).body).toMatchObject({ error_code: ErrorCode.ProtectionLimitReached });
    const early = await kit.call('POST', '/api/protection/limits/confirm', { key: 'stake_day' }, m.token);
    expect(early.body).toMatchObject({ success: false, error_code: ErrorCode.ProtectionCoolingOff });
    kit.clock.advance(DAY);
    await kit.tick();
    const confirmed = await kit.call('POST', '/api/protection/limits/confirm', { key: 'stake_day' }, m.token);
    expect((confirmed.body.result as ProtectionStatus).limits).toContainEqual({
      key: 'stake_day',
      value: 5_000,
      pending: null,
    });
    const again = await kit.call('POST', '/api/protection/limits/confirm', { key: 'stake_day' }, m.token);
    expect(again.body).toMatchObject({ error_code: ErrorCode.ProtectionNothingPending });
    expect((await bet(m.token, 600)).body).toMatchObject({ success: true });
    const lowered = await put('/api/protection/limits', { key: 'stake_day', value: 100 }, m.token);
    expect(lowered.body.result.limits).toContainEqual({ key: 'stake_day', value: 100, pending: null });
  });

  it('a time-out blocks bets and cancels and refunds running chases; it cannot be taken twice', async () => {
    const m = await member(10_000);
    const { chaseId } = await kit.app.gamePlay.chases.follow(m.id, {
      gameCode: 'Tradition28',
      roomId: '1',
      items: [{ playId: 'odd', amountFen: 200, odds: odds('odd') }],
      times: 3,
      multiple: 1,
      isWinStop: false,
    });
    expect(await balances(kit.db.db, m.id)).toMatchObject({ balanceFen: 9_400, heldFen: 600 });
    const taken = await kit.call('POST', '/api/protection/break', { length: '24h' }, m.token);
    expect((taken.body.result as ProtectionStatus).break).toMatchObject({
      kind: 'timeout',
      ends_at: kit.clock.ms + DAY,
    });
    expect(await balances(kit.db.db, m.id)).toMatchObject({ balanceFen: 10_000, heldFen: 0 });
    const plan = await kit.db.db
      .selectFrom('chase_plans')
      .select('status')
      .where('id', '=', chaseId)
      .executeTakeFirst();
    expect(plan?.status).toBe('cancelled');
    const refused = await bet(m.token, 100);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe(ErrorCode.ProtectionBreakActive);
    expect(refused.body.error_message).toMatch(
      /^您正处于冷静期，至\d{4}-\d\d-\d\d \d\d:\d\d结束，期间不能投注$/,
    );
    await expect(
      kit.app.gamePlay.chases.follow(m.id, {
        gameCode: 'Tradition28',
        roomId: '1',
        items: [{ playId: 'odd', amountFen: 200, odds: odds('odd') }],
        times: 2,
        multiple: 1,
        isWinStop: false,
      }),
    ).rejects.toMatchObject({ errorCode: ErrorCode.ProtectionBreakActive });
    const twice = await kit.call('POST', '/api/protection/break', { length: '7d' }, m.token);
    expect(twice.body).toMatchObject({ error_code: ErrorCode.ProtectionAlreadyOnBreak });
    // Reading history still works during the break.
    expect(
      (await kit.call('GET', '/api/protection/statement?period=day&count=2', undefined, m.token)).status,
    ).toBe(200);
  });

  it('operators see the state, exclude and lift their own exclusion, but never lift a self-exclusion', async () => {
    const m = await member();
    await kit.call('POST', '/api/protection/break', { length: '6m' }, m.token);
    const view = await admin('GET', `/api/admin/members/${m.id}/protection`);
    expect(view.body.result).toMatchObject({ member_id: m.id, break: { kind: 'self_exclusion' } });
    const selfId = view.body.result.breaks[0].id as number;
    const lift = await admin('POST', `/api/admin/members/${m.id}/protection/lift`, { break_id: selfId });
    expect(lift.status).toBe(403);
    expect(lift.body).toMatchObject({ success: false, error_code: ErrorCode.ProtectionLiftRefused });
    expect(await auditRows('protection.exclusion.lifted', m.id)).toEqual([]);
    expect((await bet(m.token, 100)).body.error_code).toBe(ErrorCode.ProtectionBreakActive);

    const other = await member();
    const excluded = await admin('POST', `/api/admin/members/${other.id}/protection/exclusion`, {
      days: 30,
      reason: '风控',
    });
    expect(excluded.body.result.break).toMatchObject({ kind: 'operator_exclusion' });
    expect((await bet(other.token, 100)).body.error_code).toBe(ErrorCode.ProtectionBreakActive);
    const opId = excluded.body.result.breaks[0].id as number;
    // One row, in the exclusion's transaction: the running breaks before → after.
    const exclusion = {
      id: opId,
      kind: 'operator_exclusion',
      starts_at: expect.any(Number),
      ends_at: expect.any(Number),
      lifted_at: null,
    };
    expect(await auditRows('protection.exclusion.set', other.id)).toEqual([
      {
        target: `member:${other.id} break:${opId}`,
        before: { running_breaks: [] },
        after: { running_breaks: [exclusion], reason: '风控' },
      },
    ]);
    const lifted = await admin('POST', `/api/admin/members/${other.id}/protection/lift`, { break_id: opId });
    expect(lifted.body.result.break).toBeNull();
    expect((await bet(other.token, 100)).body).toMatchObject({ success: true });
    const liftRows = await auditRows('protection.exclusion.lifted', other.id);
    expect(liftRows).toEqual([
      {
        target: `member:${other.id} break:${opId}`,
        before: exclusion,
        after: { ...exclusion, lifted_at: expect.any(Number) },
      },
    ]);
    // Lifting again changes nothing and records before = after.
    expect(
      (await admin('POST', `/api/admin/members/${other.id}/protection/lift`, { break_id: opId })).status,
    ).toBe(200);
    const repeat = (await auditRows('protection.exclusion.lifted', other.id)).slice(1);
    expect(repeat).toEqual([
      expect.objectContaining({ before: liftRows[0]?.after, after: liftRows[0]?.after }),
    ]);

    const none = await admin('POST', '/api/admin/members/999999/protection/exclusion', {
      days: 1,
      reason: 'x',
    });
    expect(none.status).toBe(404);
    expect(await auditRows('protection.exclusion.set', 999999)).toEqual([]);

    // An exclusion whose transaction rolls back after recording: no break, no row, bets still accepted.
    const third = await member();
    const crashing: AdminAudit = {
      record: async (trx, change) => {
        await testAudit.record(trx, change);
        throw new Error('crash after the audit row');
      },
    };
    await expect(kit.app.protection.exclude(third.id, 7, '回滚测试', crashing)).rejects.toThrow(
      'crash after the audit row',
    );
    expect(await auditRows('protection.exclusion.set', third.id)).toEqual([]);
    expect((await admin('GET', `/api/admin/members/${third.id}/protection`)).body.result.breaks).toEqual([]);
    expect((await bet(third.token, 100)).body).toMatchObject({ success: true });
  });

  it('refuses bad input with a readable 4xx', async () => {
    const m = await member();
    const bad = await put('/api/protection/limits', { key: 'nope', value: 1 }, m.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false });
    const neg = await put('/api/protection/limits', { key: 'loss_day', value: -1 }, m.token);
    expect(neg.status).toBe(400);
    const len = await kit.call('POST', '/api/protection/break', { length: '2d' }, m.token);
    expect(len.status).toBe(400);
    const guest = await kit.call('GET', '/api/protection/status');
    expect(guest.body).toMatchObject({ success: false, error_code: ErrorCode.SessionExpired });
  });
});

/** The statement and the CSV read the ledger, whose rows carry the database's clock: a kit on real time. */
describe(`protection statement and CSV (${testDbKind()})`, () => {
  let kit: Kit;
  beforeAll(async () => {
    // 5 s into this hour, as the default start is into its own: an issue on sale, and the ledger's
    // database clock in the same hour (and month) as the kit's.
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    kit = await buildHttpKit(['Tradition28'], new Date(hour + 5_000).toISOString());
    await kit.tick();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('the statement nets per period and the CSV lists the wallet history', async () => {
    const m = await kit.newMember();
    await fund(kit.db.db, m.id, 50_000);
    const token = await kit.login(m);
    const placed = await kit.call(
      'POST',
      '/api/bet/order',
      { game_id: 'Tradition28', content: content(300) },
      token,
    );
    expect(placed.body).toMatchObject({ success: true });
    const st = await kit.call('GET', '/api/protection/statement?period=month&count=2', undefined, token);
    const list = (st.body.result as { list: { stake_fen: number; deposit_fen: number; net_fen: number }[] })
      .list;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ stake_fen: 300, net_fen: -300 });
    expect(list[1]).toMatchObject({ stake_fen: 0, net_fen: 0 });
    const csv = await kit.app.inject({
      method: 'GET',
      url: '/api/protection/history.csv?days=7',
      headers: { token },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('时间,类型,金额(元),余额(元)');
    expect(lines.at(-1)).toMatch(/,投注,-3\.00,497\.00$/);
  });
});
