import type { Kysely } from 'kysely';
import type { Database } from '../../src/db';
import { placeHold, postHold, voidHold } from '../../src/modules/ledger';

/** A stake that settles lost (posted to the house: valid turnover) or is voided (push / refund). */
export function stake(db: Kysely<Database>, memberId: number, amountFen: number, outcome: 'lost' | 'void') {
  return db.transaction().execute(async (trx) => {
    const { holdId } = await placeHold(trx, { memberId, amountFen, type: 'bet_stake' });
    if (outcome === 'lost') await postHold(trx, holdId, { to: { kind: 'house' }, type: 'bet_stake' });
    else await voidHold(trx, holdId, { type: 'bet_refund' });
  });
}

/** A small VIP table for tests: level 1 at 1,000 fen of turnover, level 2 at 5,000, gifts at level 1. */
export async function smallVipTable(db: Kysely<Database>) {
  await db.deleteFrom('vip_levels').execute();
  const row = (level: number, turnover: number, up: number, week: number, month: number) => ({
    level,
    name: `VIP${level}`,
    turnover_fen: turnover,
    deposit_fen: 0,
    keep_turnover_fen: 500,
    upgrade_gift_fen: up,
    weekly_gift_fen: week,
    monthly_gift_fen: month,
    wagering_x100: 200,
  });
  await db
    .insertInto('vip_levels')
    .values([row(0, 0, 0, 0, 0), row(1, 1_000, 800, 100, 300), row(2, 5_000, 2_000, 200, 600)])
    .execute();
}
