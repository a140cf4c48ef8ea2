import type { Db } from '../../db';

/** A withdrawal's amount in fen (the back office's two-person rule weighs it); undefined when none. */
export async function withdrawalAmountFen(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('withdrawals').select('amount_fen').where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : Number(row.amount_fen);
}
