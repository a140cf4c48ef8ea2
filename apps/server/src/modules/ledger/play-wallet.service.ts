import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db';
import { ledgerRepository as repo } from './ledger.repository';
import { transfer } from './ledger.service';
import { type AccountRef, PLAY_HOUSE } from './ledger.types';

type Trx = Transaction<Database>;

/**
 * 试玩 play money (docs/ledger.md "Play money"). A trial member's wallet and held accounts are created as
 * play accounts before anything else touches them, and the play house issues their demo balance; the
 * ledger refuses any transfer between a play and a real account, so play money stays among them.
 */
export async function openPlayWallet(trx: Trx, memberId: number, demoFen: number): Promise<void> {
  await sql`insert into ledger_accounts (kind, member_id, venue, allow_negative, play)
    values ('member_wallet', ${memberId}, '', false, true), ('member_held', ${memberId}, '', false, true)`.execute(
    trx,
  );
  await transfer(trx, {
    from: PLAY_HOUSE,
    to: { kind: 'member_wallet', memberId },
    amountFen: demoFen,
    type: 'trial_credit',
    refType: 'trial',
    refId: String(memberId),
  });
}

/**
 * Tops a play wallet back to `demoFen` (or returns what is above it to the play house); held stakes of
 * open bets stay where they are. Idempotent: a wallet already at the demo balance moves nothing.
 * Returns the wallet balance after.
 */
export async function resetPlayWallet(trx: Trx, memberId: number, demoFen: number): Promise<number> {
  const walletId = await repo.ensureAccount(trx, { kind: 'member_wallet', memberId });
  const locked = await repo.lockAccounts(trx, [walletId]);
  const wallet = locked.get(walletId);
  if (!wallet?.play) throw new RangeError(`member ${memberId} has no play wallet`);
  const gap = demoFen - wallet.balance_fen;
  if (gap === 0) return demoFen;
  const own: AccountRef = { kind: 'member_wallet', memberId };
  await transfer(trx, {
    from: gap > 0 ? PLAY_HOUSE : own,
    to: gap > 0 ? own : PLAY_HOUSE,
    amountFen: Math.abs(gap),
    type: 'trial_reset',
    refType: 'trial',
    refId: String(memberId),
  });
  return demoFen;
}

/** The house-side account a member's bets settle against: the play house for a trial member. */
export async function houseFor(db: Db, memberId: number): Promise<AccountRef> {
  const r = await sql<{ play: boolean }>`select play from ledger_accounts
    where kind = 'member_wallet' and coalesce(member_id, 0) = ${memberId} and venue = ''`.execute(db);
  return r.rows[0]?.play ? PLAY_HOUSE : { kind: 'house' };
}
