import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db';
import { fund } from '../bet/bet-kit';
import { buildMember, buildTestApp, loginMember, type TestApp, type TestDb, testDbKind } from '../helpers';
import { createTestDb } from '../helpers/test-db';
import { expectReconciled, leaksStack, runSeed } from './reliability-kit';

const SEED = runSeed();

/** Kills every backend of this database but the killer's own, like a failover or an operator would. */
async function terminateAll(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    const r = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return r.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

// Terminating backends needs a server database; the machine's PostgreSQL itself is never restarted.
describe.skipIf(testDbKind() !== 'pg')(
  `database faults: connections killed mid-transaction (pg, seed ${SEED})`,
  () => {
    let base: TestDb;
    let t: TestApp;
    let url = '';
    beforeAll(async () => {
      base = await createTestDb();
      url = base.databaseUrl ?? '';
      const pool = await createDb({ databaseUrl: url, poolSize: 10 });
      t = await buildTestApp({ RATE_LIMIT_MAX: '100000' }, { db: { ...pool, databaseUrl: url } });
    });
    afterAll(async () => {
      await t?.close();
      await t?.db.close();
      await base?.close();
    });

    it('callers get envelope errors, nothing is half-written, and the next request succeeds', async () => {
      const m = await buildMember(t.db.db);
      const token = await loginMember(t, m);
      await fund(t.db.db, m.id, 1_000_000);
      let rng = SEED;
      const next = () => {
        rng = (rng * 1_103_515_245 + 12_345) % 2_147_483_648;
        return rng;
      };
      const answers: { status: number; raw: string; body: unknown }[] = [];
      let killed = 0;
      for (let round = 0; round < 5; round += 1) {
        const calls = Array.from({ length: 12 }, (_, i) =>
          t.call(`/api/games/exchange/${i % 2 ? 'in' : 'out'}`, {
            token,
            body: { code: 'ag', amount_fen: 100 + (next() % 900) },
          }),
        );
        // Kill after a seeded delay so the fault lands at different points of the transactions.
        await new Promise((r) => setTimeout(r, next() % 15));
        killed += await terminateAll(url);
        answers.push(...(await Promise.all(calls)));
      }
      // The fault really landed: backends were killed under the requests.
      expect(killed).toBeGreaterThan(0);
      for (const a of answers) {
        expect(leaksStack(a.raw) || leaksStack(JSON.stringify(a.body)), a.raw.slice(0, 200)).toBe(false);
        if (a.status < 400) continue;
        expect(a.body, `seed ${SEED}`).toMatchObject({
          success: false,
          error_message: expect.stringMatching(/[\u4e00-\u9fff]/),
        });
      }
      // The pool drops dead clients; within a few attempts the same app serves again without a restart.
      let recovered = 0;
      for (let i = 0; i < 10 && recovered === 0; i += 1) {
        const r = await t.call('/api/member/wallet', { token });
        if (r.status === 200) recovered += 1;
      }
      expect(recovered).toBe(1);
      const ok = await t.call('/api/games/exchange/in', { token, body: { code: 'ag', amount_fen: 100 } });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      await expectReconciled(t.db.db);
    }, 60_000);
  },
);
