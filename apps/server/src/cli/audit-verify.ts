import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { createDb, type Database, migrate } from '../db';
import { loadEnv } from '../env';
import { verifyAuditChain } from '../modules/operator';

/**
 * `npm run operator -- audit-verify` (or `npm run audit-verify -w @qilin/server`): walks the operator
 * audit log straight from the database and proves every row links to the one before and hashes to
 * what it says. Exits 0 when intact, 1 naming the first broken row, 2 when it could not run.
 */
export async function auditVerify(
  db: Kysely<Database>,
  out: { write(text: string): unknown },
): Promise<number> {
  const report = await verifyAuditChain(db);
  if (report.ok) {
    out.write(`audit log intact: ${report.rows} rows, every hash and link checks\n`);
    return 0;
  }
  out.write(
    `audit log BROKEN at row ${report.brokenAtId} (${report.why} mismatch, row ${report.rows} of the walk)\n`,
  );
  return 1;
}

export async function auditVerifyMain(): Promise<number> {
  const env = loadEnv();
  const handle = await createDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await migrate(handle.db);
    return await auditVerify(handle.db, process.stdout);
  } finally {
    await handle.close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  auditVerifyMain().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('audit-verify could not run:', error);
      process.exit(2);
    },
  );
}
