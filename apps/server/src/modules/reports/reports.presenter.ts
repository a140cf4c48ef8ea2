import {
  type DailyReportRow,
  type GameReportRow,
  type MemberReportRow,
  REPORT_CSV_HEADERS,
} from '@qilin/contract';
import { formatFenFixed } from '@qilin/domain';

/** The byte order mark that makes Excel read the file as UTF-8 (Chinese headers and names). */
export const UTF8_BOM = '\uFEFF';

/** A yuan amount or a count as the report writes it: safe from formula escaping. */
const NUMBER = /^-?\d+(?:\.\d{2})?$/;
/** What a spreadsheet would run as a formula at the start of a cell (with tab and CR, OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): a text a spreadsheet would take for a formula gets a leading apostrophe
 * (numbers, and the amounts the report formats itself, stay numbers); a cell with a comma, quote or line break
 * is quoted, its quotes doubled.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && !NUMBER.test(text) && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const yuan = formatFenFixed;

export const csvRows = {
  daily: (r: DailyReportRow) => [
    r.day,
    r.deposit_count,
    yuan(r.deposit_fen),
    r.withdrawal_count,
    yuan(r.withdrawal_fen),
    r.bet_count,
    yuan(r.stake_fen),
    yuan(r.payout_fen),
    yuan(r.ggr_fen),
  ],
  game: (r: GameReportRow) => [
    r.game_code,
    r.game_name,
    r.bet_count,
    yuan(r.stake_fen),
    yuan(r.payout_fen),
    yuan(r.ggr_fen),
  ],
  member: (r: MemberReportRow) => [
    r.member_id,
    r.username,
    yuan(r.deposit_fen),
    yuan(r.withdrawal_fen),
    r.bet_count,
    yuan(r.stake_fen),
    yuan(r.payout_fen),
    yuan(r.ggr_fen),
  ],
} as const;

export type ReportKind = keyof typeof REPORT_CSV_HEADERS;

/** The file as lines: the BOM and header first, then one line per row (the route streams them). */
export function* csvLines<K extends ReportKind>(
  kind: K,
  rows: Iterable<Parameters<(typeof csvRows)[K]>[0]>,
): Generator<string> {
  yield UTF8_BOM + csvLine(REPORT_CSV_HEADERS[kind]);
  const toCells = csvRows[kind] as (r: unknown) => (string | number)[];
  for (const r of rows) yield csvLine(toCells(r));
}
