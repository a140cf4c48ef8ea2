import { createDb, migrate } from '../db';
import { loadEnv } from '../env';
import { ledgerTotals, reconcile } from '../modules/ledger';

/**
 * `npm run reconcile -w @qilin/server`: proves balance = sum(entries) for every account, that every
 * transfer balances, that entry chains are unbroken and that all money sums to zero (docs/ledger.md).
 * Exits 0 when consistent, 1 with one line per problem otherwise, 2 when it could not run.
 */
async function main(): Promise<number> {
  const env = loadEnv();
  const handle = await createDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    // Migrating first lets a fresh database reconcile (trivially) instead of failing on missing tables.
    await migrate(handle.db);
    const result = await reconcile(handle.db);
    const counts = await handle.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (result.ok) {
      console.log(
        `ledger reconciled: ${counts.n} transfers, every account and transfer balances (${handle.kind})`,
      );
      // Real money and 试玩 play money are reported apart: play money is never a real figure.
      const totals = await ledgerTotals(handle.db);
      console.log(
        `real money: members hold ${totals.real.memberFen} fen; ` +
          `play money (试玩): members hold ${totals.play.memberFen} fen of ${totals.play.issuedFen} fen issued`,
      );
      return 0;
    }
    console.error(`ledger NOT reconciled: ${result.problems.length} problem(s)`);
    for (const problem of result.problems) console.error(`  - ${problem}`);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('reconcile could not run:', error);
    process.exit(2);
  },
);
