import { BetErrorCode, BetMessages, ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../helpers';
import { balances, fund } from './bet-kit';
import { buildHttpKit } from './http-kit';

/** A credit item at the catalogue's odds (Ffc: 第一球大 needs its position). */
function itemOf(game: string, playId: string, amountFen: number) {
  const entry = findGameFamily(game)
    ?.playGroups.credit.flatMap((g) => g.entries)
    .find((e) => e.playId === playId);
  if (!entry) throw new Error(`${game} has no ${playId}`);
  return {
    playId,
    amountFen,
    odds: entry.odds,
    ...(entry.position !== undefined && { position: entry.position }),
  };
}
const gameLimits = findGameFamily('Tradition28')?.limits;

/** Issue 4: a stake within the game's min/max AND the member's own limit (operator set). */
describe(`member bet limits (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  beforeAll(async () => {
    kit = await buildHttpKit(['Tradition28', 'Ffc']);
    await kit.tick();
  });
  afterAll(async () => {
    await kit.close();
  });

  const admin = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, token?: string) => {
    const res = await kit.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { 'x-admin-token': token ?? kit.app.env.adminToken },
    });
    return { status: res.statusCode, body: res.json() as { success: boolean; result?: unknown } };
  };
  const setLimit = (memberId: number, row: object) =>
    admin('PUT', '/api/admin/member-limits', { member_id: memberId, ...row });
  async function member() {
    const m = await kit.newMember();
    await fund(kit.db.db, m.id, 1_000_000);
    return { id: m.id, token: await kit.login(m) };
  }
  const bet = (token: string, amountFen: number, game = 'Tradition28', playId = 'big') =>
    kit.call('POST', '/api/bet/order', { game_id: game, content: [itemOf(game, playId, amountFen)] }, token);
  const limitOf = async (token: string, game = 'Tradition28') =>
    (await kit.call('GET', `/api/lottery/member/limit?game_id=${game}`, undefined, token)).body;

  it('member/limit answers the game limits until an operator sets the member’s own', async () => {
    const m = await member();
    expect(await limitOf(m.token)).toMatchObject({
      code: 200,
      result: { ...gameLimits, game: gameLimits, member: { maxPerBetFen: null, maxPerIssueFen: null } },
    });
    expect((await setLimit(m.id, { max_per_bet_fen: 5_000 })).status).toBe(200);
    const refused = await admin(
      'PUT',
      '/api/admin/member-limits',
      { member_id: m.id },
      'not-the-admin-token',
    );
    expect(refused.status).toBe(403);
    expect(await limitOf(m.token)).toMatchObject({
      result: { maxPerBetFen: 5_000, member: { maxPerBetFen: 5_000, maxPerIssueFen: null } },
    });
  });

  it('refuses a single bet above the member’s limit with its own code and text; a game row overrides', async () => {
    const m = await member();
    await setLimit(m.id, { max_per_bet_fen: 5_000 });
    const over = await bet(m.token, 6_000);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      success: false,
      error_code: BetErrorCode.MemberLimitExceeded,
      error_message: BetMessages.memberBetLimit('50'),
    });
    expect(await balances(kit.db.db, m.id)).toMatchObject({ balanceFen: 1_000_000, heldFen: 0 });
    expect((await bet(m.token, 5_000)).status).toBe(200);
    // The same refusal through the legacy job.
    const job = await kit.call(
      'POST',
      '/sbin',
      { jkid: 'general_bet', jkparam: JSON.stringify({ id: 1, gid: 'Tradition28', cmd: '小60' }) },
      m.token,
    );
    expect(job.body).toMatchObject({ success: false, error_code: BetErrorCode.MemberLimitExceeded });

    // Tradition28 opened wider than the member's other games; Ffc keeps the every-game row.
    await setLimit(m.id, { game_id: 'Tradition28', max_per_bet_fen: 8_000 });
    expect((await bet(m.token, 8_000)).status).toBe(200);
    expect((await limitOf(m.token)).result).toMatchObject({ maxPerBetFen: 8_000 });
    expect((await bet(m.token, 6_000, 'Ffc', 'ball-big')).body).toMatchObject({
      error_code: BetErrorCode.MemberLimitExceeded,
    });
    expect((await limitOf(m.token, 'Ffc')).result).toMatchObject({ maxPerBetFen: 5_000 });
    const rows = await admin('GET', `/api/admin/member-limits?member_id=${m.id}`);
    expect(rows.body.result).toEqual({
      list: [
        { gameCode: '', maxPerBetFen: 5_000, maxPerIssueFen: null },
        { gameCode: 'Tradition28', maxPerBetFen: 8_000, maxPerIssueFen: null },
      ],
    });
    const removed = await admin('DELETE', `/api/admin/member-limits?member_id=${m.id}&game_id=`);
    expect(removed.body.result).toMatchObject({ removed: true });
    expect((await bet(m.token, 6_000, 'Ffc', 'ball-big')).status).toBe(200);
  });

  it('holds the member’s total on the issue under the per-issue limit; cancelled orders free it', async () => {
    const m = await member();
    await setLimit(m.id, { max_per_issue_fen: 10_000 });
    const first = await bet(m.token, 4_000);
    expect(first.status).toBe(200);
    expect((await bet(m.token, 4_000, 'Tradition28', 'odd')).status).toBe(200);
    const over = await bet(m.token, 3_000);
    expect(over.body).toMatchObject({
      error_code: BetErrorCode.MemberLimitExceeded,
      error_message: BetMessages.memberIssueLimit('100'),
    });
    expect(await balances(kit.db.db, m.id)).toMatchObject({ heldFen: 8_000 });
    const orderId = (first.body.result as { receipt: { orderId: number } }).receipt.orderId;
    const cancel = await kit.call(
      'POST',
      '/api/bet/cancel',
      { game_id: 'Tradition28', id: orderId },
      m.token,
    );
    expect(cancel.status).toBe(200);
    expect((await bet(m.token, 3_000)).status).toBe(200);
    expect(await balances(kit.db.db, m.id)).toMatchObject({ heldFen: 7_000 });
  });

  it('lets concurrent orders take turns: exactly as many as fit under the per-issue limit', async () => {
    const m = await member();
    await setLimit(m.id, { game_id: 'Tradition28', max_per_issue_fen: 10_000 });
    const replies = await Promise.all(Array.from({ length: 8 }, () => bet(m.token, 3_000)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of replies.filter((x) => x.status !== 200))
      expect(r.body).toMatchObject({ error_code: BetErrorCode.MemberLimitExceeded });
    expect(await balances(kit.db.db, m.id)).toMatchObject({ heldFen: 9_000 });
  });

  it('a chase buys no issue over the member’s per-issue limit', async () => {
    const m = await member();
    await setLimit(m.id, { max_per_issue_fen: 5_000 });
    const content = [itemOf('Tradition28', 'big', 2_000)];
    const over = await kit.call(
      'POST',
      '/api/bet/task/order',
      { game_id: 'Tradition28', content, times: 3, multiple: 3 },
      m.token,
    );
    expect(over.body).toMatchObject({ error_code: BetErrorCode.MemberLimitExceeded });
    expect(await balances(kit.db.db, m.id)).toMatchObject({ balanceFen: 1_000_000, heldFen: 0 });
    const fits = await kit.call(
      'POST',
      '/api/bet/task/order',
      { game_id: 'Tradition28', content, times: 3, multiple: 2 },
      m.token,
    );
    expect(fits.status).toBe(200);
    expect(await balances(kit.db.db, m.id)).toMatchObject({ heldFen: 12_000 });
  });

  it('refuses bad operator input with 4xx', async () => {
    const m = await member();
    expect((await setLimit(m.id, { max_per_bet_fen: -1 })).body).toMatchObject({
      error_code: ErrorCode.InvalidPayload,
    });
    expect((await setLimit(m.id, { max_per_bet_fen: 1.5 })).status).toBe(400);
    expect((await setLimit(m.id, { game_id: 'Nope', max_per_bet_fen: 100 })).status).toBe(404);
    expect((await setLimit(99_999_999, { max_per_bet_fen: 100 })).status).toBe(404);
    expect((await admin('GET', '/api/admin/member-limits?member_id=x')).status).toBe(400);
  });
});
