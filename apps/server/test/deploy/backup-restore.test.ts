import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db';
import { ledgerTotals, reconcile } from '../../src/modules/ledger';
import { buildBetKit, fund, plainCreditItems } from '../bet/bet-kit';
import {
  buildMember,
  buildTestApp,
  createTestDb,
  DEPOSITOR,
  loginMember,
  type TestApp,
  type TestDb,
  testDbKind,
} from '../helpers';
import { ADMIN, createOrder } from '../payment/payment-kit';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const BACKUP = path.join(repoRoot, 'deploy/backup.sh');
const RESTORE = path.join(repoRoot, 'deploy/restore.sh');

type Run = { code: number; out: string; err: string };

function run(command: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 240_000 },
      (error, out, err) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, out, err });
      },
    );
  });
}

/**
 * Every table's row count and a hash of its rows in a stable order, and every sequence's position:
 * two databases with equal fingerprints hold the same data and hand out the same next ids.
 */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables
    where schemaname = 'public' order by tablename`.execute(db);
  for (const { name } of tables.rows) {
    const r = await sql<{ n: string; h: string | null }>`select count(*)::text as n,
      md5(string_agg(x::text, E'\\n' order by x::text)) as h from ${sql.table(name)} x`.execute(db);
    out[name] = `${r.rows[0]?.n} rows ${r.rows[0]?.h ?? '-'}`;
  }
  const sequences = await sql<{ name: string; last: string | null }>`select sequencename as name,
    last_value::text as last from pg_sequences where schemaname = 'public'`.execute(db);
  for (const s of sequences.rows) out[`sequence ${s.name}`] = s.last ?? 'unused';
  return out;
}

// deploy/backup.sh and deploy/restore.sh are PostgreSQL tools (pg_dump, pg_restore, psql).
describe.skipIf(testDbKind() !== 'pg')('backups: pg_dump, restore into a new database, reconcile', () => {
  let source: TestDb;
  let target: TestDb;
  let app: TestApp;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qilin-backup-'));

  beforeAll(async () => {
    source = await createTestDb();
    app = await buildTestApp({}, { db: source });
    // Deposits the operator confirmed, through the API.
    const members = [await buildMember(source.db, DEPOSITOR), await buildMember(source.db, DEPOSITOR)];
    for (const [i, m] of members.entries()) {
      const token = await loginMember(app, m);
      const order = await createOrder(app, token, 1, String(500 + i * 100));
      const confirmed = await app.call(`/api/admin/deposits/${order.id}/confirm`, {
        method: 'POST',
        headers: ADMIN,
      });
      expect(confirmed.status).toBe(200);
      await fund(source.db, m.id, 50_000);
    }
    // Bets on two games: the first issues drawn and settled, then bets left pending on the next.
    const kit = buildBetKit(source.db, ['Tradition28', 'Jsk3']);
    await kit.scheduler.tick();
    for (const [i, m] of members.entries()) {
      for (const game of ['Tradition28', 'Jsk3'])
        await kit.bets.place(m.id, {
          gameCode: game,
          roomId: '1',
          items: plainCreditItems(game, 4, i, (k) => k + 1),
        });
    }
    kit.clock.advance(400_000);
    await kit.scheduler.tick();
    await kit.bets.place(members[0]?.id ?? 0, {
      gameCode: 'Tradition28',
      roomId: '1',
      items: plainCreditItems('Tradition28', 2, 0, () => 1),
    });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await target?.close();
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a dump into an empty database that reconciles with zero drift and equals the source', async () => {
    const states = await sql<{ state: string; n: string }>`select state, count(*)::text as n from draw_issues
      where exists (select 1 from bets b where b.issue_id = draw_issues.id) group by state`.execute(
      source.db,
    );
    expect(Object.fromEntries(states.rows.map((r) => [r.state, r.n]))).toMatchObject({
      SETTLED: expect.any(String),
      OPEN: expect.any(String),
    });
    expect((await reconcile(source.db)).ok).toBe(true);

    const file = path.join(dir, 'qilin.dump');
    const backup = await run(BACKUP, [file], { DATABASE_URL: source.databaseUrl ?? '' });
    expect(backup.err).toBe('');
    expect(backup).toMatchObject({ code: 0, out: `${file}\n` });

    target = await createTestDb({ migrate: false });
    const targetEnv = { DATABASE_URL: target.databaseUrl ?? '' };
    const restore = await run(RESTORE, [file], targetEnv);
    expect(restore.code, restore.err).toBe(0);

    // The same rows and sequence positions, so the restored database carries on where the source was.
    expect(await fingerprint(target.db)).toEqual(await fingerprint(source.db));

    // `npm run reconcile` on the restored database, as the runbook says: zero drift.
    const transfers = await source.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const totals = await ledgerTotals(source.db);
    const reconciled = await run('npm', ['run', '--silent', 'reconcile'], targetEnv);
    expect(reconciled.err).not.toContain('NOT reconciled');
    expect(reconciled.code, `${reconciled.err} (-1: killed by the 240 s bound)`).toBe(0);
    expect(reconciled.out).toContain(
      `ledger reconciled: ${transfers.n} transfers, every account and transfer balances (pg)`,
    );
    expect(reconciled.out).toContain(`real money: members hold ${totals.real.memberFen} fen`);
    expect(totals.real.memberFen).toBeGreaterThan(0);

    // A second restore into the now populated database is refused and changes nothing.
    const before = await fingerprint(target.db);
    const again = await run(RESTORE, [file], targetEnv);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already has');
    expect(await fingerprint(target.db)).toEqual(before);
  }, 420_000);
});
