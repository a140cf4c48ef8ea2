import { type GameResult, type SettleBet, settleBets } from '@qilin/domain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { betSettlementRepository } from '../../src/modules/bet/bet-settlement.repository';
import { reconcile } from '../../src/modules/ledger';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { buildBetKit, fund, plainCreditItems } from './bet-kit';

const GAME = 'Tradition28';
const STATUS = { win: 'won', lose: 'lost', push: 'push', refund: 'refunded' } as const;
/** A PC28 draw of sum 7: a result that reads no member context (domain `resultNeedsIssueContext`). */
const SUM_7 = { game: 'pc28', sum: 7, digits: [2, 2, 3], source: 'beijing' };

/** Credit bets that need no picked numbers, cycled per member, at two stake sizes. */
const items = (member: number, n: number) => plainCreditItems(GAME, n, member * 5, (k) => 1 + (k % 2));

// Settlement reads an issue's shapes from the registry placement keeps (migration 0084) instead of
// scanning its bets for them; a bet the registry lacks must still settle.
describe(`settlement from the issue's registered shapes (${testDbKind()})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** 6 members × 2 orders × 8 items on the issue on sale; chunks of 7 so several run, the last short. */
  async function placeIssue(start: string) {
    const kit = buildBetKit(t.db, [GAME], start, 7);
    await kit.scheduler.tick();
    let issue = '';
    for (let m = 0; m < 6; m++) {
      const member = await buildMember(t.db);
      await fund(t.db, member.id, 1_000_000);
      for (let o = 0; o < 2; o++)
        issue = (await kit.bets.place(member.id, { gameCode: GAME, roomId: '1', items: items(m + o, 8) }))
          .issue;
    }
    const row = await t.db
      .selectFrom('draw_issues')
      .select('id')
      .where('game_code', '=', GAME)
      .where('issue', '=', issue)
      .executeTakeFirstOrThrow();
    return { kit, issueId: row.id };
  }

  /** Draws the issue with `result` by hand and settles it; every bet must match the domain's model. */
  async function settleAs(kit: ReturnType<typeof buildBetKit>, issueId: number, result: object) {
    await sql`update draw_issues set state = 'DRAWN', result = ${JSON.stringify(result)}::jsonb
      where id = ${issueId}`.execute(t.db);
    expect(await kit.scheduler.settleIssue(issueId)).toBe(1);
    const bets = await t.db
      .selectFrom('bets')
      .selectAll()
      .where('issue_id', '=', issueId)
      .orderBy('id')
      .execute();
    expect(bets.length).toBe(96);
    const model = settleBets(
      result as GameResult,
      bets.map((b) => ({
        id: String(b.id),
        selection: b.selection as SettleBet['selection'],
        stakeFen: b.stake_fen,
        odds: b.odds as SettleBet['odds'],
      })),
    );
    expect(bets.map((b) => ({ status: b.status, payout: b.payout_fen }))).toEqual(
      model.map((s) => ({ status: STATUS[s.outcome], payout: s.payoutFen })),
    );
    expect(new Set(model.map((s) => s.outcome)).size).toBeGreaterThanOrEqual(2);
    const open = await t.db
      .selectFrom('bet_orders')
      .select('id')
      .where('issue_id', '=', issueId)
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  }

  it('registers each distinct shape of an issue once, with the columns it digests', async () => {
    const { issueId } = await placeIssue('2026-03-01T10:00:05+08:00');
    const registered = await sql<{ shape: string; play_id: string; stake_fen: number }>`select
        encode(shape, 'hex') as shape, play_id, stake_fen from bet_issue_shapes where issue_id = ${issueId}
        order by shape`.execute(t.db);
    const fromBets = await sql<{ shape: string; play_id: string; stake_fen: number }>`select distinct
        encode(shape, 'hex') as shape, play_id, stake_fen from bets where issue_id = ${issueId}
        order by shape`.execute(t.db);
    expect(registered.rows.length).toBeGreaterThan(5);
    expect(registered.rows).toEqual(fromBets.rows);
  });

  it('settles every bet from the registry as the domain says, in chunks, the last one closing the issue', async () => {
    const { kit, issueId } = await placeIssue('2026-03-02T10:00:05+08:00');
    const scans = vi.spyOn(betSettlementRepository, 'nextChunk');
    await settleAs(kit, issueId, SUM_7);
    expect(scans).not.toHaveBeenCalled();
  });

  it('still settles a bet whose shape is missing from the registry (reads the rest for its shapes)', async () => {
    const { kit, issueId } = await placeIssue('2026-03-03T10:00:05+08:00');
    // As if one shape's bets had been written around placement: its registry row is missing.
    const gone = await sql`delete from bet_issue_shapes where issue_id = ${issueId}
      and shape = (select shape from bets where issue_id = ${issueId} order by id desc limit 1)`.execute(
      t.db,
    );
    expect(gone.numAffectedRows).toBe(1n);
    const scans = vi.spyOn(betSettlementRepository, 'nextChunk');
    await settleAs(kit, issueId, SUM_7);
    expect(scans).toHaveBeenCalled();
  });
});
