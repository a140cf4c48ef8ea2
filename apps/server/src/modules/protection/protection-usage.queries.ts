import { ProtectionCsv } from '@qilin/contract';
import type { DayUsage } from '@qilin/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { memberWalletEntries } from '../ledger';

/**
 * Wallet transfers that are a stake (money out to a bet, a red packet sent, a grab's liability reserved)
 * and those that come back (payouts, refunds, released holds, 返点, red-packet grabs, refunds and wins).
 */
const STAKE_TYPES = ['bet_stake', 'red_packet_send', 'red_packet_liability'];
const RETURN_TYPES = [
  'bet_cancel',
  'bet_refund',
  'bet_payout',
  'hold_release',
  'bet_rebate',
  'red_packet_refund',
  'red_packet_release',
  'red_packet_grab',
  'red_packet_mine_win',
];
const DEPOSIT_TYPES = ['deposit'];

/**
 * A member's stakes, returns and deposits per Asia/Shanghai day since `sinceMs`, read from their
 * ledger wallet entries (the statement, and the usage so far when a member first sets a limit).
 */
export async function ledgerDays(db: Db, memberId: number, sinceMs: number): Promise<DayUsage[]> {
  const day = sql<string>`to_char(e.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await memberWalletEntries(db, memberId)
    .where('e.created_at', '>=', new Date(sinceMs))
    .where('t.type', 'in', [...STAKE_TYPES, ...RETURN_TYPES, ...DEPOSIT_TYPES])
    .select([day.as('day'), 't.type', sql<string>`sum(e.amount_fen)`.as('fen')])
    .groupBy([day, 't.type'])
    .execute();
  const byDay = new Map<string, DayUsage>();
  for (const r of rows) {
    const x = byDay.get(r.day) ?? { day: r.day, stakeFen: 0, returnFen: 0, depositFen: 0 };
    const fen = Number(r.fen);
    if (STAKE_TYPES.includes(r.type)) x.stakeFen += -fen;
    else if (RETURN_TYPES.includes(r.type)) x.returnFen += fen;
    else x.depositFen += fen;
    byDay.set(r.day, x);
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** Writes the ledger's days since `sinceMs` as the member's usage rows (their first limit or break). */
export async function backfillUsage(db: Db, memberId: number, sinceMs: number): Promise<void> {
  for (const x of await ledgerDays(db, memberId, sinceMs))
    await sql`insert into protection_usage (member_id, day, stake_fen, return_fen, deposit_fen)
      values (${memberId}, ${x.day}::date, ${Math.max(0, x.stakeFen)}, ${Math.max(0, x.returnFen)},
        ${Math.max(0, x.depositFen)})
      on conflict (member_id, day) do nothing`.execute(db);
}

/** Quotes a cell with a separator or quote; one that a spreadsheet would read as a formula gets a leading '. */
const csvCell = (v: string) => {
  const text = /^[=+\-@]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The member's wallet history since `sinceMs` as CSV (UTF-8 with BOM for spreadsheet apps), oldest first. */
export async function historyCsv(db: Db, memberId: number, sinceMs: number): Promise<string> {
  const rows = await memberWalletEntries(db, memberId)
    .where('e.created_at', '>=', new Date(sinceMs))
    .select([
      sql<string>`to_char(e.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`.as('at'),
      't.type',
      'e.amount_fen',
      'e.balance_after_fen',
    ])
    .orderBy('e.account_version')
    .execute();
  const yuan = (fen: number) => (Number(fen) / 100).toFixed(2);
  const lines: string[] = [ProtectionCsv.header];
  for (const r of rows)
    lines.push(
      [r.at, ProtectionCsv.types[r.type] ?? r.type, yuan(r.amount_fen), yuan(r.balance_after_fen)]
        .map(csvCell)
        .join(','),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Returns less stakes in the member's wallet since `sinceMs` (the reality check's session result). */
export async function netSince(db: Db, memberId: number, sinceMs: number): Promise<number> {
  const row = await memberWalletEntries(db, memberId)
    .where('e.created_at', '>=', new Date(sinceMs))
    .where('t.type', 'in', [...STAKE_TYPES, ...RETURN_TYPES])
    .select(sql<string | null>`sum(e.amount_fen)`.as('fen'))
    .executeTakeFirst();
  return Number(row?.fen ?? 0);
}
