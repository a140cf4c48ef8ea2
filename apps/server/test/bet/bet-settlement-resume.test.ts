import type { BetItem } from '@qilin/contract';
import { findGameFamily, type GameResult, settleBets } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueSettler } from '../../src/modules/draw';
import { reconcile } from '../../src/modules/ledger';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';

const GAME = 'Tradition28';
const MEMBERS = 8;
const FUND = 100_000;

function item(playId: string): BetItem {
  const entry = findGameFamily(GAME)
    ?.playGroups.credit.flatMap((g) => g.entries)
    .find((e) => e.playId === playId);
  return { playId, amountFen: 1_000, odds: entry?.odds ?? '' };
}

/**
 * The settler keeps a cursor over the issue's committed chunks so each chunk's scan starts above the
 * last one; a chunk whose transaction rolls back must not move it, or its bets would be skipped.
 */
describe(`settlement resumes after a failed chunk (${testDbKind()})`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a chunk that rolls back is settled again by the same settler, every bet exactly once', async () => {
    const kit = buildBetKit(t.db, [GAME], '2026-03-01T10:00:05+08:00', 3);
    await kit.scheduler.tick();
    const members: number[] = [];
    let issue = '';
    for (let m = 0; m < MEMBERS; m++) {
      const member = await buildMember(t.db);
      members.push(member.id);
      await fund(t.db, member.id, FUND);
      const items = [item(m % 2 ? 'big' : 'small'), item(m % 3 ? 'odd' : 'even')];
      const r = await kit.bets.place(member.id, { gameCode: GAME, roomId: '1', items });
      issue ||= r.issue;
    }
    // The second chunk fails after its statements ran (inside its transaction), once.
    const inner = kit.settler;
    let chunks = 0;
    const flaky: IssueSettler = {
      settleIssue: async (trx, row, limit) => {
        const r = await inner.settleIssue(trx, row, limit);
        chunks += 1;
        if (chunks === 2) throw new Error('injected failure after the chunk wrote');
        return r;
      },
      refundIssue: (trx, row) => inner.refundIssue(trx, row),
    };
    kit.scheduler.setSettler(flaky);
    const drawn = await kit.draws.issue(GAME, issue);
    kit.clock.set((drawn?.drawAt ?? 0) + 1);
    await kit.scheduler.tick(); // draws, settles chunk 1, fails on chunk 2 (rolled back)
    expect(chunks).toBe(2);
    const pending = await t.db.selectFrom('bets').select('id').where('status', '=', 'pending').execute();
    expect(pending.length).toBe(MEMBERS * 2 - 3);
    await kit.scheduler.tick(); // retried: chunks 2.. and the close
    const row = await kit.draws.issue(GAME, issue);
    expect(row?.state).toBe('SETTLED');

    const bets = await t.db.selectFrom('bets').selectAll().orderBy('id').execute();
    expect(bets.filter((b) => b.status === 'pending')).toEqual([]);
    const model = settleBets(
      row?.result as GameResult,
      bets.map((b) => ({
        id: String(b.id),
        selection: b.selection as never,
        stakeFen: b.stake_fen,
        odds: b.odds as never,
        issueStakeFen: 2_000,
        issuePlayIds: bets
          .filter((x) => x.member_id === b.member_id)
          .map((x) => x.play_id)
          .sort(),
      })),
    );
    const wallet = new Map(members.map((m) => [m, FUND]));
    for (const [i, s] of model.entries()) {
      const b = bets[i];
      if (!b) throw new Error('bet');
      expect([b.id, b.status, b.payout_fen]).toEqual([
        b.id,
        { win: 'won', lose: 'lost', push: 'push', refund: 'refunded' }[s.outcome],
        s.payoutFen,
      ]);
      wallet.set(b.member_id, (wallet.get(b.member_id) ?? 0) - b.stake_fen + s.payoutFen);
    }
    for (const m of members)
      expect(await balances(t.db, m)).toMatchObject({ balanceFen: wallet.get(m), heldFen: 0 });
    expect(await reconcile(t.db)).toEqual({ ok: true, problems: [] });
  });
});
