import { isSbinSuccess } from '@qilin/contract';
import { sql } from 'kysely';
import type { Db } from '../../src/db';

/** The journal's table and trigger function: test-only names that no migration uses. */
const JOURNAL = 'qilin_fuzz_writes';
const NOTE = 'qilin_fuzz_note_write';

export type TableWrite = { table: string; op: string; rows: number };

/**
 * Writes a refusal may commit, keyed `table:OP`, each with its reason. Only the audit log: it records
 * operator calls that were refused and failed sign-ins, which is its purpose. Considered and left out:
 * - login attempts and rate-limit counters are kept in memory (Redis in production, off in the fuzz
 *   app), not in the database: counting refusals is their purpose, and the journal does not see them;
 * - a picture captcha is consumed by its first check, right or wrong (`captchas:UPDATE`), but only a
 *   payload naming a live captcha id can consume one, and the fuzz never draws a captcha (login and
 *   register run with the captcha flag off; the SMS step always checks, against ids that match no row);
 * - a wrong SMS code is not recorded anywhere (the consume is inside the refused transaction).
 * Anything else a refused payload commits — a session, a half-written order — fails the fuzz.
 */
export const REFUSAL_MAY_WRITE: Readonly<Record<string, string>> = {
  'audit_log:INSERT': 'the audit log keeps refused operator calls and failed sign-ins (append-only)',
};

/**
 * A journal of committed writes for one test database (the fuzz's own, never a migration). An
 * AFTER ROW trigger on every base table of the schema appends `(table, op)` to `qilin_fuzz_writes`
 * inside the writing transaction, so a write that rolls back leaves no journal row and a committed
 * one does. An UPDATE that leaves its row as it was changes nothing and is not journalled; sequence
 * values a rolled-back insert consumed are not state either (PostgreSQL never returns them). The
 * newest journal id (`mark`) is one index lookup, and equal marks mean no change was committed.
 *
 * `statements()` counts the connections the Kysely instance has handed out — every statement and
 * every transaction takes one (its executor's `provideConnection`) — so a request during which it
 * did not move ran no SQL at all and cannot have written; the fuzz skips the read for it (most
 * hostile payloads are refused before any SQL). `installWriteJournal` checks that the count moves
 * for a statement and for a transaction, so a Kysely whose internals changed fails here, loudly.
 */
export async function installWriteJournal(db: Db) {
  await sql
    .raw(`create table ${JOURNAL} (
      id bigint generated always as identity primary key,
      tbl text not null,
      op text not null
    )`)
    .execute(db);
  // old::text: every type has a text form, not every type an equality operator (json, point).
  await sql
    .raw(`create function ${NOTE}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old::text = new::text then return null; end if;
      insert into ${JOURNAL} (tbl, op) values (tg_table_name, tg_op);
      return null;
    end $$`)
    .execute(db);
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> ${JOURNAL}
    order by table_name`.execute(db);
  for (const { name } of tables.rows) {
    const t = `"${name.replaceAll('"', '""')}"`;
    await sql
      .raw(`create trigger ${NOTE} after insert or update or delete on ${t}
        for each row execute function ${NOTE}()`)
      .execute(db);
    await sql
      .raw(`create trigger ${NOTE}_truncate after truncate on ${t}
        for each statement execute function ${NOTE}()`)
      .execute(db);
  }
  const statements = countStatements(db);
  const journal = {
    /** Every table under watch (all base tables of the schema but the journal). */
    tables: tables.rows.map((r) => r.name),
    statements,
    /**
     * The newest journal id, given one already read (`after`, 0 at first): it moves exactly when
     * some transaction committed a change. The parameter makes it a hot prepared statement on both
     * databases (db/prepared-statements.ts), so a read is bind + execute, no parse or plan.
     */
    async mark(after = 0): Promise<number> {
      const r = await sql<{ m: number | null }>`
        select max(id) as m from ${sql.table(JOURNAL)} where id > ${after}`.execute(db);
      return r.rows[0]?.m ?? after;
    },
    /** What was committed after `mark`, per table and operation. */
    async since(mark: number): Promise<TableWrite[]> {
      const r = await sql<TableWrite>`
        select tbl as "table", op, count(*)::int as rows from ${sql.table(JOURNAL)}
        where id > ${mark} group by tbl, op order by tbl, op`.execute(db);
      return r.rows;
    },
  };
  const s0 = statements();
  await journal.mark();
  await db.transaction().execute((trx) => sql`select 1`.execute(trx));
  if (statements() !== s0 + 2)
    throw new Error('write journal: the statement count does not see every statement');
  return journal;
}

export type WriteJournal = Awaited<ReturnType<typeof installWriteJournal>>;

/** Wraps this Kysely instance's executor (its own object, nothing global) to count connections. */
function countStatements(db: Db): () => number {
  const executor = db.getExecutor();
  const provide = executor.provideConnection.bind(executor);
  let n = 0;
  executor.provideConnection = (consumer) => {
    n += 1;
    return provide(consumer);
  };
  return () => n;
}

/**
 * A refusal: HTTP ≥ 400, or a 2xx whose body says it failed (`success: false` on REST; on /sbin a
 * legacy root that `isSbinSuccess` reads as a failure). No route answers either today; a handler
 * that starts to must not slip past the write check.
 */
export function isRefusal(status: number, text: string, isSbin: boolean): boolean {
  if (status >= 400) return true;
  // Parsing only what may be one: accepted answers run to tens of kilobytes (lottery info).
  if (!text.startsWith('{') || (!isSbin && !/"success"\s*:\s*false/.test(text))) return false;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return false;
  }
  if (body.success === false) return true;
  if (!isSbin || !('code' in body) || !('message' in body)) return false;
  return !isSbinSuccess(body as { code: string | number; message: string });
}

/** The writes of a refusal that no entry of `allowed` explains. */
export function unexplainedWrites(
  writes: TableWrite[],
  allowed: Readonly<Record<string, string>> = REFUSAL_MAY_WRITE,
): TableWrite[] {
  return writes.filter((w) => !Object.hasOwn(allowed, `${w.table}:${w.op}`));
}

export function describeWrites(writes: TableWrite[]): string {
  return writes.map((w) => `${w.table} ${w.op} ×${w.rows}`).join(', ');
}

/**
 * The journal as one fuzz target sees it. `after(refused)` runs after each answer: when SQL ran
 * since the previous call it reads the mark, and returns the unexplained writes a refusal committed
 * (empty for an accepted payload, whose writes are simply passed over). `settled()` at the end
 * returns whatever unexplained was committed since the last read: with sound skips, nothing. (An
 * operator call's audit row is written after its answer, so it can land outside its payload's window.)
 */
export async function watchTarget(journal: WriteJournal, allowed = REFUSAL_MAY_WRITE) {
  let mark = await journal.mark();
  let seen = journal.statements();
  let touched = 0;
  return {
    /** Payloads during which SQL ran (the others were refused or answered without the database). */
    touched: () => touched,
    async after(refused: boolean): Promise<TableWrite[]> {
      if (journal.statements() === seen) return [];
      touched += 1;
      const now = await journal.mark(mark);
      let written: TableWrite[] = [];
      if (now !== mark && refused) written = unexplainedWrites(await journal.since(mark), allowed);
      mark = now;
      seen = journal.statements();
      return written;
    },
    async settled(): Promise<TableWrite[]> {
      const now = await journal.mark(mark);
      return now === mark ? [] : unexplainedWrites(await journal.since(mark), allowed);
    },
  };
}
