import { sql } from 'kysely';
import { createDb, migrate } from '../../apps/server/src/db';
import { EventBus } from '../../apps/server/src/events';
import { hashPassword } from '../../apps/server/src/lib/password';
import { BetService, BetSettler } from '../../apps/server/src/modules/bet';
import {
  DRAW_ALGORITHM,
  DrawScheduler,
  DrawService,
  domainDrawResult,
  drawGamesFromCatalogue,
} from '../../apps/server/src/modules/draw';
import { transfer } from '../../apps/server/src/modules/ledger';
import { memberAccounts } from '../../apps/server/src/modules/member';
import { BENCH_GAME, STAKE_FEN } from '../lib/bet-requests';
import { freshDatabase } from '../lib/pg-admin';
import { type Figure, ratioFigure } from '../lib/report';
import { pick, type Scale } from '../lib/scale';

const MEMBERS = 100;
/** Longest settle a size may project to and still run (the whole bench stays near ten minutes). */
const SIZE_BUDGET_MS = 150_000;

type Db = Awaited<ReturnType<typeof createDb>>['db'];

/**
 * Clones one real bet (placed through BetService, so the row shapes are the product's) into `n` bets
 * of the same issue, each its own pending hold backed by money in the member's held account.
 */
async function seedBets(db: Db, n: number) {
  let ms = new Date('2026-03-01T10:00:05+08:00').getTime();
  const now = () => new Date(ms);
  const scheduler = new DrawScheduler({
    db,
    games: drawGamesFromCatalogue({ only: [BENCH_GAME] }),
    now,
    drawResult: domainDrawResult,
    algorithm: DRAW_ALGORITHM,
    chainLength: 50,
  });
  const bets = new BetService(db, new DrawService(db, now, scheduler), now);
  scheduler.setSettler(new BetSettler(now, new EventBus()));
  await scheduler.tick();
  const hash = await hashPassword('bench-secret-1');
  const per = Math.ceil(n / MEMBERS);
  for (let i = 0; i < MEMBERS; i++) {
    const row = await memberAccounts.insert(db, { username: `s${i}`, passwordHash: hash, nickname: `s${i}` });
    if (!row) throw new Error('member exists');
    const count = Math.min(per, n - i * per);
    if (count <= 0) break;
    await db.transaction().execute(async (trx) => {
      await transfer(trx, {
        from: { kind: 'deposits_clearing' },
        to: { kind: 'member_wallet', memberId: row.id },
        amountFen: STAKE_FEN,
        type: 'deposit',
      });
      if (count > 1)
        await transfer(trx, {
          from: { kind: 'deposits_clearing' },
          to: { kind: 'member_held', memberId: row.id },
          amountFen: (count - 1) * STAKE_FEN,
          type: 'deposit',
        });
    });
    const content = [{ playId: i % 2 ? 'big' : 'small', amountFen: STAKE_FEN, odds: '1.98' }];
    const receipt = await bets.place(row.id, { gameCode: BENCH_GAME, roomId: '1', items: content as never });
    if (count > 1)
      await sql`
        insert into bets (order_id, member_id, issue_id, play_id, name, selection, odds, stake_fen, held_fen, rules,
          shape)
        select t.order_id, t.member_id, t.issue_id, t.play_id, t.name, t.selection, t.odds, t.stake_fen, t.held_fen,
          t.rules, t.shape
        from (select * from bets where order_id = ${receipt.orderId} limit 1) t, generate_series(2, ${count})`.execute(
        db,
      );
  }
  await sql`vacuum analyze`.execute(db);
  const issue = await db.selectFrom('bets').select('issue_id').limit(1).executeTakeFirstOrThrow();
  ms += 3600_000;
  if ((await scheduler.drawIssue(issue.issue_id)) !== 1) throw new Error('issue did not draw');
  return { scheduler, issueId: issue.issue_id };
}

async function settleOnce(n: number): Promise<{ settleMs: number; updateMs: number; settled: number }> {
  const pg = await freshDatabase('settle');
  const handle = await createDb({ databaseUrl: pg.url, poolSize: 2 });
  try {
    await migrate(handle.db);
    const { scheduler, issueId } = await seedBets(handle.db, n);
    // Baseline: the same rows settled by one raw UPDATE (committed), then put back untimed.
    let t = performance.now();
    await sql`update bets set status = 'lost', payout_fen = 0, settled_at = now() where issue_id = ${issueId} and status = 'pending'`.execute(
      handle.db,
    );
    const updateMs = performance.now() - t;
    await sql`update bets set status = 'pending', settled_at = null where issue_id = ${issueId}`.execute(
      handle.db,
    );
    await sql`vacuum analyze bets`.execute(handle.db);
    t = performance.now();
    await scheduler.settleIssue(issueId);
    const settleMs = performance.now() - t;
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from bets where issue_id = ${issueId} and status = 'pending'`.execute(
      handle.db,
    );
    const all = await sql<{
      n: number;
    }>`select count(*)::int as n from bets where issue_id = ${issueId}`.execute(handle.db);
    if ((left.rows[0]?.n ?? 1) !== 0) throw new Error('settlement left pending bets');
    return { settleMs, updateMs, settled: all.rows[0]?.n ?? 0 };
  } finally {
    await handle.close();
    await pg.drop();
  }
}

const figure = (n: number, r: { settleMs: number; updateMs: number; settled: number }): Figure =>
  ratioFigure(
    {
      id: `settle-${n}`,
      name: `settlement of ${n.toLocaleString('en')} bets of one issue`,
      value: r.settleMs,
      unit: 'ms',
      baseline: { name: 'raw UPDATE of the same rows', value: r.updateMs, unit: 'ms' },
      target: { op: '<=', value: 1.3, of: 'ratio' },
      detail: { bets: r.settled, betsPerSec: (r.settled * 1000) / r.settleMs },
    },
    'value/baseline',
  );

const skip = (n: number, reason: string): Figure => ({
  id: `settle-${n}`,
  name: `settlement of ${n.toLocaleString('en')} bets of one issue`,
  value: Number.NaN,
  unit: 'ms',
  target: { op: '<=', value: 1.3, of: 'ratio' },
  skipped: reason,
});

/**
 * Figure 5: settling 100k and 1M bets of one issue vs a raw UPDATE of those rows. A calibration run
 * (5k bets) comes first; a size runs only when its projected settle time fits its budget, otherwise
 * the output says why it was skipped and the calibration row carries the ratio.
 */
export async function settlement(scale: Scale): Promise<Figure[]> {
  const calibration = Number(process.env.BENCH_SETTLE_N ?? pick(scale, 200, 5_000));
  const first = await settleOnce(calibration);
  // The issue's sizes are 100k and 1M; the calibration run carries the target only when it stands in for
  // them (smoke, or BENCH_SETTLE_N), otherwise it is recorded as INFO (a 5k issue is mostly fixed costs).
  const sized = scale === 'smoke' || process.env.BENCH_SETTLE_N !== undefined;
  const calib = figure(calibration, first);
  const out = [sized ? calib : { ...calib, id: `${calib.id}-calibration`, target: undefined }];
  if (scale === 'smoke') return out;
  const perBetMs = first.settleMs / calibration;
  for (const [n, budgetMs] of [
    [100_000, SIZE_BUDGET_MS],
    [1_000_000, SIZE_BUDGET_MS],
  ] as const) {
    const projected = perBetMs * n;
    if (projected <= budgetMs) out.push(figure(n, await settleOnce(n)));
    else
      out.push(
        skip(
          n,
          `skipped: settling runs at ${(1000 / perBetMs).toFixed(0)} bets/s here, so ${n.toLocaleString('en')} bets would take ~${(projected / 1000).toFixed(0)} s (> ${SIZE_BUDGET_MS / 1000} s budget of a ~10 min bench)`,
        ),
      );
  }
  return out;
}
