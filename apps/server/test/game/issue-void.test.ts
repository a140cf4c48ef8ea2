import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/ledger';
import type { AdminAudit } from '../../src/modules/operator';
import { balances, fund, plainCreditItems } from '../bet/bet-kit';
import { asRecord, buildMember, buildTestApp, type TestApp, testAudit, testDbKind } from '../helpers';
import { asOperator, failCode, makeOperator, okResult, signIn } from '../operator/operator-kit';

type Issue = {
  id: number;
  issue: string;
  state: string;
  commitment: string | null;
  seed: string | null;
  bets: number;
  stake_fen: number;
  payout_fen: number;
  void_reason: string | null;
};

// Voiding an issue from the console: two operators, a reason, every open bet and chase item of the
// issue refunded through the ledger once; the issue list never shows an undrawn seed.
describe(`issue void by operators (${testDbKind()})`, () => {
  let t: TestApp;
  const tok = new Map<string, string>();
  beforeAll(async () => {
    // A long sales window: the issue on sale stays OPEN for the whole test on the real clock.
    t = await buildTestApp({ DRAW_PERIOD_SEC: '3600', DRAW_CLOSE_SEC: '60' });
    for (const [name, role] of Object.entries({
      managerA: 'manager',
      managerB: 'manager',
      riskC: 'risk',
      contentD: 'content',
    } as const)) {
      tok.set(name, await signIn(t, await makeOperator(t, role)));
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const as = (name: string) => asOperator(tok.get(name) as string);
  const issues = async (who: string, query: string) =>
    asRecord(okResult(await t.call(`/api/admin/games/issues?${query}`, { headers: as(who) }))) as {
      list: Issue[];
      total: number;
    };

  it('lists the catalogue, issues and epochs to readers; others get 403', async () => {
    const games = asRecord(okResult(await t.call('/api/admin/games', { headers: as('riskC') })));
    const ffc = (games.list as { code: string; scheduled: boolean }[]).find((g) => g.code === 'Ffc');
    expect(ffc?.scheduled).toBe(true);
    const denied = await t.call('/api/admin/games', { headers: as('contentD') });
    expect([denied.status, failCode(denied)]).toEqual([403, ErrorCode.PermissionDenied]);
    const epochs = await t.call('/api/admin/games/epochs?game_id=Ffc', { headers: as('riskC') });
    expect(asRecord(okResult(epochs)).list).toBeInstanceOf(Array);
  });

  // The void's own audit rows (`issue:<id>`, `issue:<id> approval:<n>` once approved), oldest first.
  const voidRows = async (id: number) =>
    (
      await t.db.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'issue.voided')
        .orderBy('id')
        .execute()
    ).filter((r) => r.target.split(' ')[0] === `issue:${id}`);

  it('a void whose transaction rolls back after recording leaves the issue on sale, the stake held, no audit row', async () => {
    const m = await buildMember(t.db.db);
    await fund(t.db.db, m.id, 5_000);
    const placed = await t.app.gamePlay.bets.place(m.id, {
      gameCode: 'Tradition28',
      roomId: '',
      items: plainCreditItems('Tradition28', 1, 0, () => 1),
    });
    const held = await balances(t.db.db, m.id);
    const open = (await issues('riskC', 'game_id=Tradition28&size=10')).list.find(
      (i) => i.issue === placed.issue,
    ) as Issue;
    expect(open).toMatchObject({ state: 'OPEN', bets: 1 });
    const crashing: AdminAudit = {
      record: async (trx, change) => {
        await testAudit.record(trx, change);
        throw new Error('crash after the audit row');
      },
    };
    await expect(t.app.gamePlay.scheduler.voidIssue(open.id, '回滚测试', crashing)).rejects.toThrow(
      'crash after the audit row',
    );
    expect(await voidRows(open.id)).toEqual([]);
    const still = (await issues('riskC', 'game_id=Tradition28&state=OPEN')).list.find(
      (i) => i.id === open.id,
    );
    expect(still).toMatchObject({ state: 'OPEN', void_reason: null, bets: 1 });
    // Nothing refunded: the stake is still held.
    expect(await balances(t.db.db, m.id)).toEqual(held);
  });

  it('a member bets; two operators void the issue; every stake comes back once, the ledger balances', async () => {
    const m = await buildMember(t.db.db);
    await fund(t.db.db, m.id, 50_000);
    const { bets, chases } = t.app.gamePlay;
    const placed = await bets.place(m.id, {
      gameCode: 'Ffc',
      roomId: '',
      items: plainCreditItems('Ffc', 3, 0, (k) => k + 1),
    });
    // A chase over this issue and the next: its item here is refunded, the next stays bought.
    const chase = await chases.follow(m.id, {
      gameCode: 'Ffc',
      roomId: '',
      items: plainCreditItems('Ffc', 1, 0, () => 2),
      times: 2,
      multiple: 1,
      isWinStop: false,
    });
    const sum = (items: { amountFen: number }[]) => items.reduce((s, i) => s + i.amountFen, 0);
    const chased = sum(chase.orders[0]?.items ?? []);
    expect(chase.orders.map((o) => o.issue)[0]).toBe(placed.issue);
    const staked = sum(placed.items) + chased;
    const before = await balances(t.db.db, m.id);
    expect(before.balanceFen + before.heldFen).toBe(50_000);

    const page = await issues('riskC', 'game_id=Ffc&size=10');
    const open = page.list.find((i) => i.issue === placed.issue) as Issue;
    expect(open).toMatchObject({ state: 'OPEN', seed: null, bets: 4, stake_fen: staked });
    expect(open.commitment).toMatch(/^[0-9a-f]{64}$/);
    // Later issues: numbered and timed, no commitment (it would be the open issue's seed), no seed.
    for (const later of page.list.filter((i) => i.state === 'PENDING')) {
      expect([later.commitment, later.seed]).toEqual([null, null]);
    }

    const shortReason = await t.call(`/api/admin/games/issues/${open.id}/void`, {
      headers: as('managerA'),
      body: { reason: ' ' },
    });
    expect([shortReason.status, failCode(shortReason)]).toEqual([400, ErrorCode.InvalidPayload]);
    const readerOnly = await t.call(`/api/admin/games/issues/${open.id}/void`, {
      headers: as('riskC'),
      body: { reason: '开奖源故障' },
    });
    expect(readerOnly.status).toBe(403);

    const proposed = await t.call(`/api/admin/games/issues/${open.id}/void`, {
      headers: as('managerA'),
      body: { reason: '开奖源故障，客观原因' },
    });
    expect(proposed.status).toBe(202);
    const { approval_id: approvalId } = asRecord(okResult(proposed));
    expect((await issues('riskC', `game_id=Ffc&state=OPEN`)).list.map((i) => i.id)).toContain(open.id);

    const own = await t.call(`/api/admin/approvals/${approvalId}/approve`, {
      headers: as('managerA'),
      body: {},
    });
    expect([own.status, failCode(own)]).toEqual([403, ErrorCode.ApprovalOwnRefused]);
    const risk = await t.call(`/api/admin/approvals/${approvalId}/approve`, {
      headers: as('riskC'),
      body: {},
    });
    expect([risk.status, failCode(risk)]).toEqual([403, ErrorCode.PermissionDenied]);
    // Two approvers at once: the approval runs the void once.
    const racers = await Promise.all(
      [1, 2, 3].map(() =>
        t.call(`/api/admin/approvals/${approvalId}/approve`, { headers: as('managerB'), body: {} }),
      ),
    );
    const won = racers.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    const decided = asRecord(okResult(won[0] as (typeof racers)[number]));
    expect(decided).toMatchObject({ status: 'executed', result_status: 200 });
    const result = asRecord(asRecord(decided.result).result);
    expect(result).toMatchObject({ refunded_bets: 4, refunded_fen: staked });
    expect(asRecord(result.issue)).toMatchObject({
      state: 'VOID',
      void_reason: '人工作废：开奖源故障，客观原因',
    });

    // Exactly one audit row, in the void's transaction, as the approver, with the state before → after.
    const audited = await voidRows(open.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      target: `issue:${open.id} approval:${approvalId}`,
      actor_kind: 'operator',
      before: { game_code: 'Ffc', issue: open.issue, state: 'OPEN', void_reason: null },
      after: {
        game_code: 'Ffc',
        issue: open.issue,
        state: 'VOID',
        void_reason: '人工作废：开奖源故障，客观原因',
      },
    });

    // The chase item of the next issue is still bought: wallet = funded − that item.
    const after = await balances(t.db.db, m.id);
    expect(after).toMatchObject({ balanceFen: 50_000 - chased, heldFen: chased });
    const refunds = await t.db.db
      .selectFrom('bets')
      .select(['status', 'stake_fen', 'payout_fen'])
      .where('issue_id', '=', open.id)
      .execute();
    expect(refunds.every((b) => b.status === 'refunded' && b.payout_fen === 0)).toBe(true);
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
    const plan = await t.db.db
      .selectFrom('chase_plans')
      .select('status')
      .where('id', '=', chase.chaseId)
      .executeTakeFirstOrThrow();
    expect(plan.status).toBe('running');

    // Members see it voided. Its seed stays sealed until its draw time (publication rule), so the next
    // issue is not yet on sale and shows no commitment (the scheduler reveals both at the draw time).
    const seen = await t.call(`/api/guest/lottery/issue?game_id=Ffc&issue=${open.issue}`);
    expect(asRecord(asRecord(seen.body).result)).toMatchObject({ state: 'VOID', seed: null });
    const listed = await issues('managerB', 'game_id=Ffc&size=10');
    const voided = listed.list.find((i) => i.id === open.id) as Issue;
    const next = listed.list.filter((i) => i.issue > open.issue).at(-1) as Issue;
    expect([voided.seed, next.state, next.commitment]).toEqual([null, 'PENDING', null]);
    expect(await t.app.gamePlay.scheduler.revealVoided(open.id)).toBe(0);

    // Voiding it again is refused (nothing is refunded twice).
    const again = await t.call(`/api/admin/games/issues/${open.id}/void`, {
      headers: as('managerA'),
      body: { reason: '重复提交测试' },
    });
    const againId = asRecord(okResult(again)).approval_id;
    const second = asRecord(
      okResult(
        await t.call(`/api/admin/approvals/${againId}/approve`, { headers: as('managerB'), body: {} }),
      ),
    );
    expect(second).toMatchObject({ result_status: 409 });
    expect(await balances(t.db.db, m.id)).toEqual(after);
    // The refusal added no success row.
    expect(await voidRows(open.id)).toHaveLength(1);
  });

  it('refuses voiding a PENDING issue (its seed would reveal the issue before it)', async () => {
    const page = await issues('riskC', 'game_id=Ffc&state=PENDING');
    const pending = page.list[0] as Issue;
    expect(pending).toBeDefined();
    const proposed = await t.call(`/api/admin/games/issues/${pending.id}/void`, {
      headers: as('managerA'),
      body: { reason: '测试待售期作废' },
    });
    const id = asRecord(okResult(proposed)).approval_id;
    const decided = asRecord(
      okResult(await t.call(`/api/admin/approvals/${id}/approve`, { headers: as('managerB'), body: {} })),
    );
    expect(decided).toMatchObject({ result_status: 409 });
    expect(asRecord(decided.result)).toMatchObject({ error_code: ErrorCode.IssueNotVoidable });
    expect(await voidRows(pending.id)).toEqual([]);
  });

  it('answers 4xx on hostile input', async () => {
    for (const q of ['game_id=', 'game_id=Ffc&state=NOPE', 'game_id=Ffc&page=0', 'game_id=Ffc&size=1000']) {
      const r = await t.call(`/api/admin/games/issues?${q}`, { headers: as('riskC') });
      expect(r.status, q).toBe(400);
    }
    const r = await t.call('/api/admin/games/issues/abc/void', {
      headers: as('managerA'),
      body: { reason: 'xxxx' },
    });
    expect(r.status).toBe(400);
  });
});
