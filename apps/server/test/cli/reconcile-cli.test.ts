import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, migrate } from '../../src/db';
import { createTestDb, testDbKind } from '../helpers';
import { createMember, deposit } from '../ledger/ledger-kit';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

type Run = { code: number; out: string; err: string };

/** `npm run reconcile` from the repository root, as an operator types it, with its own environment. */
function runReconcile(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'reconcile'],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 90_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, out: stdout, err: stderr });
      },
    );
  });
}

/**
 * The database the CLI process opens: on PostgreSQL a fresh test database it reaches through
 * DATABASE_URL; on PGlite a DATA_DIR on disk, which this process must close before the CLI opens it
 * (PGlite has one writer).
 */
type CliDatabase = {
  env: Record<string, string>;
  open: () => Promise<DbHandle>;
  dispose: () => Promise<void>;
};

async function cliDatabase(): Promise<CliDatabase> {
  if (testDbKind() === 'pg') {
    const db = await createTestDb();
    return {
      env: { DATABASE_URL: db.databaseUrl ?? '' },
      open: async (): Promise<DbHandle> => ({ ...db, close: async () => {} }),
      dispose: () => db.close(),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'qilin-reconcile-'));
  const first = await createDb({ dataDir: dir });
  await migrate(first.db);
  await first.close();
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => createDb({ dataDir: dir }),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

describe(`npm run reconcile as a process (${testDbKind()})`, () => {
  let database: CliDatabase;
  let memberId: number;
  beforeAll(async () => {
    database = await cliDatabase();
    const handle = await database.open();
    try {
      memberId = await createMember(handle.db, 'rec');
      await deposit(handle.db, memberId, 12_345);
      await deposit(handle.db, memberId, 655);
    } finally {
      await handle.close();
    }
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('exits 0 on a consistent ledger and says how many transfers it checked', async () => {
    const run = await runReconcile(database.env);
    expect(run.err).not.toContain('NOT reconciled');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(
      /^ledger reconciled: 2 transfers, every account and transfer balances \(pg(lite)?\)$/m,
    );
    // Real money and 试玩 play money apart (no trial has played here).
    expect(run.out).toMatch(
      /^real money: members hold 13000 fen; play money \(试玩\): members hold 0 fen of 0 fen issued$/m,
    );
  });

  it('exits 1 with one line per problem when a balance was edited by hand', async () => {
    const handle = await database.open();
    try {
      await sql`update ledger_accounts set balance_fen = balance_fen + 1
        where member_id = ${memberId} and kind = 'member_wallet'`.execute(handle.db);
    } finally {
      await handle.close();
    }
    const run = await runReconcile(database.env);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    const lines = run.err.split('\n').filter((l) => l.startsWith('ledger') || l.startsWith('  - '));
    expect(lines).toEqual([
      'ledger NOT reconciled: 2 problem(s)',
      expect.stringMatching(
        new RegExp(
          `^  - account \\d+ \\(member_wallet member ${memberId}\\): balance 13001 but entries sum to 13000`,
        ),
      ),
      '  - all accounts sum to 1, not 0',
    ]);
  });

  it('exits 2 when it cannot reach the database', async () => {
    const run = await runReconcile({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(run.code).toBe(2);
    expect(run.err).toContain('reconcile could not run');
  });
});
