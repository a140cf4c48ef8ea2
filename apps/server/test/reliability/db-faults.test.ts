import { ErrorCode, ServerMessages } from '@qilin/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, isDatabaseUnavailable, migrate } from '../../src/db';
import { fund } from '../bet/bet-kit';
import {
  asRecord,
  buildMember,
  buildTestApp,
  type CallResult,
  loginMember,
  type TestApp,
  type TestDb,
  testDbKind,
} from '../helpers';
import { createTestDb } from '../helpers/test-db';
import { bindEverything } from '../withdraw/withdraw-kit';
import { freePort, sleep } from './crash-kit';
import {
  attemptsUntilServing,
  auditLedger,
  type Kind,
  type LoadMember,
  MONEY,
  memberMoney,
  type Op,
  retryUnavailable,
  startLoad,
  VENUE,
  watermark,
} from './db-restart-kit';
import { type PrivatePg, type StopMode, startPrivatePg } from './private-pg';
import { expectReconciled, leaksStack, runSeed } from './reliability-kit';

const SEED = runSeed();
const UNAVAILABLE = {
  success: false,
  error_code: ErrorCode.ServiceUnavailable,
  error_message: ServerMessages.serviceUnavailable,
};

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
        // A killed connection is the database being unavailable, not a bug: 503, never a generic 500.
        if (a.status >= 500) expect(a.body).toMatchObject(UNAVAILABLE);
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

// The database unreachable from the start (nothing listens on its port): every DB-backed call is a
// 503 envelope, REST and /sbin alike, and a token cannot be checked, so no "session expired" (20004)
// that would log the member out. Needs no database server, so it runs on both projects.
describe('database faults: database unreachable → 503 envelopes', () => {
  let t: TestApp;
  let down: DbHandle;
  beforeAll(async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/qilin`;
    down = await createDb({ databaseUrl: url, poolSize: 2 });
    t = await buildTestApp({ ENCRYPT_RESPONSES: '0' }, { db: { ...down, databaseUrl: url } });
  });
  afterAll(async () => {
    await t?.close();
    await down?.close();
  });

  it('answers 503 with the readable message, no stack, no 401, and /health still answers', async () => {
    const calls: CallResult[] = [
      await t.call('/api/auth/login', { body: { username: 'someone1', password: 'secret123' } }),
      await t.call('/api/member/wallet', { token: 'a'.repeat(32) }),
      await t.call('/api/games/exchange/in', {
        token: 'a'.repeat(32),
        body: { code: VENUE, amount_fen: 100 },
      }),
    ];
    for (const r of calls) {
      expect(r.status, r.raw).toBe(503);
      expect(r.body).toEqual(UNAVAILABLE);
      expect(leaksStack(r.raw)).toBe(false);
    }
    const sbin = await t.call('/sbin', {
      token: 'a'.repeat(32),
      body: { jkid: 'withdraw_account_list', jkparam: '{}' },
    });
    expect(sbin.status, sbin.raw).toBe(503);
    expect(sbin.body).toEqual({
      code: '0',
      message: ServerMessages.serviceUnavailable,
      result: [],
      ...UNAVAILABLE,
    });
    // The process itself is fine: the health probe does not touch the database.
    expect((await t.call('/api/health')).status).toBe(200);
  });

  it('classifies refused/lost connections and server shutdown as unavailable, and nothing else', () => {
    const err = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
    for (const e of [
      err('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      err('read ECONNRESET', 'ECONNRESET'),
      err('terminating connection due to administrator command', '57P01'),
      err('the database system is starting up', '57P03'),
      err('server closed the connection', '08006'),
      err('Connection terminated unexpectedly'),
      err('Client has encountered a connection error and is not queryable'),
      new AggregateError([err('x', 'ECONNREFUSED'), err('y', 'ECONNREFUSED')]),
    ])
      expect(isDatabaseUnavailable(e), e.message).toBe(true);
    for (const e of [
      err('duplicate key value', '23505'),
      err('invalid input syntax', '22P02'),
      err('deadlock detected', '40P01'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new AggregateError([]),
      null,
      'ECONNREFUSED',
    ])
      expect(isDatabaseUnavailable(e), String(e)).toBe(false);
  });
});

/** What a failed answer may be while the database restarts: 503, or a business refusal. */
const REFUSALS: ReadonlySet<unknown> = new Set([
  ErrorCode.InsufficientBalance,
  ErrorCode.WithdrawableExceeded,
]);

function outageProblem(op: Op, window: { downAt: number; servingAt: number }): string | null {
  const where = `${op.kind} ${op.key} → ${op.status}: ${op.raw.slice(0, 300)}`;
  if (op.status === 0) return `no answer: ${where}`;
  if (leaksStack(op.raw) || leaksStack(JSON.stringify(op.body))) return `stack trace: ${where}`;
  if (op.status === 200) return asRecord(op.body).success === true ? null : `200 without success: ${where}`;
  const body = asRecord(op.body);
  if (body.success !== false || !/[\u4e00-\u9fff]/.test(String(body.error_message)))
    return `not a readable envelope: ${where}`;
  if (op.status === 503) {
    if (body.error_code !== ErrorCode.ServiceUnavailable) return `503 with another code: ${where}`;
    // Only requests overlapping the outage may find the database unavailable.
    if (op.endedAt < window.downAt || op.startedAt > window.servingAt)
      return `503 outside the outage: ${where}`;
    return null;
  }
  if (op.status >= 400 && op.status < 500 && REFUSALS.has(body.error_code)) return null;
  return `unexpected answer: ${where}`;
}

// PostgreSQL itself stopped and started again under load. The machine's shared server must never be
// restarted (other test files use it at the same time), so this runs on a private instance of its own
// (private-pg.ts: initdb into a temp dir, its own port); it skips, saying why, where none can start.
describe.skipIf(testDbKind() !== 'pg')(
  `database faults: PostgreSQL restarted under load (private instance, pg, seed ${SEED})`,
  () => {
    let pgi: PrivatePg | null = null;
    let skipReason = '';
    let handle: DbHandle | undefined;
    let t: TestApp;
    beforeAll(async () => {
      const started = await startPrivatePg();
      if (!started.ok) {
        skipReason = started.reason;
        console.warn(`[db-faults] PostgreSQL restart test skipped: ${skipReason}`);
        return;
      }
      pgi = started.pg;
      handle = await createDb({ databaseUrl: pgi.url, poolSize: 10 });
      await migrate(handle.db);
      t = await buildTestApp(
        {
          RATE_LIMIT_MAX: '10000000',
          ENCRYPT_RESPONSES: '0',
          // One Tradition28 issue a day, closing 1 s before its draw: bets stay on sale through the run.
          DRAW_GAMES: 'Tradition28',
          DRAW_PERIOD_SEC: '86400',
          DRAW_CLOSE_SEC: '1',
        },
        { db: { ...handle, databaseUrl: pgi.url } },
      );
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await handle?.close();
      await pgi?.stop();
    });

    async function member(): Promise<LoadMember> {
      const m = await buildMember(t.db.db);
      const token = await loginMember(t, m);
      const { accountId, secpwdEnc } = await bindEverything(t, token, m);
      await fund(t.db.db, m.id, 5_000_000);
      const stocked = await t.call('/api/games/exchange/in', {
        token,
        body: { code: VENUE, amount_fen: 200_000 },
      });
      expect(stocked.status, stocked.raw).toBe(200);
      return { id: m.id, token, accountId, secpwdEnc };
    }

    const restart = (mode: StopMode, seed: number) => async (ctx: { skip: (note?: string) => never }) => {
      if (!pgi) ctx.skip(skipReason);
      const db = t.db.db;
      const members = [await member(), await member()];
      const since = await watermark(db);
      const before = await Promise.all(members.map((m) => memberMoney(db, m.id)));

      const load = startLoad(t, members, seed);
      let downAt = 0;
      let servingAt = Number.POSITIVE_INFINITY;
      let allKindsAt = Number.POSITIVE_INFINITY;
      let attempts = Number.POSITIVE_INFINITY;
      try {
        await sleep(500);
        downAt = Date.now();
        await pgi?.down(mode);
        await sleep(800); // the load keeps calling into the outage
        await pgi?.up();
        // The same app instance, no restart: the pool replaces its dead clients by itself.
        attempts = await attemptsUntilServing(t, members[0]?.token ?? '', 20);
        servingAt = Date.now();
        // Keep the load on until every kind has succeeded again (bounded: a slow machine is slow),
        // and for at least half a second after recovery.
        const recovered = (k: Kind) =>
          load.ops.some((o) => o.kind === k && o.startedAt > servingAt && o.status === 200);
        while (Date.now() < servingAt + 10_000 && !MONEY.every(recovered)) await sleep(50);
        if (MONEY.every(recovered)) allKindsAt = Date.now();
        await sleep(Math.max(0, servingAt + 500 - Date.now()));
      } finally {
        await load.stop();
      }
      const ops = load.ops;
      const tag = `seed ${seed}, ${mode}`;
      expect(
        attempts,
        `${tag}: not serving 20 attempts after PostgreSQL came back\n${pgi?.logTail()}`,
      ).toBeLessThanOrEqual(20);

      const problems = ops.map((op) => outageProblem(op, { downAt, servingAt })).filter((p) => p !== null);
      expect(problems.slice(0, 5), tag).toEqual([]);
      // The fault really landed under money-moving calls, and each kind works again afterwards.
      expect(ops.filter((o) => o.status === 503 && MONEY.includes(o.kind)).length, tag).toBeGreaterThan(0);
      for (const kind of MONEY) {
        const after = ops.filter((o) => o.kind === kind && o.startedAt > servingAt && o.status === 200);
        expect(after.length, `${tag}: no ${kind} succeeded after recovery`).toBeGreaterThan(0);
      }

      // Every request's outcome read from the database (a 503 may have committed: connection lost at
      // COMMIT, or a read after it); then the client's retry of each 503 with the same request id,
      // after which each of them is committed exactly once.
      const unknownCommitted = await auditLedger(db, members, ops, { since, before, tag });
      const retried = await retryUnavailable(t, members, ops);
      expect(
        retried.filter((o) => o.status !== 200).map((o) => o.raw.slice(0, 200)),
        tag,
      ).toEqual([]);
      // The server's idempotency agrees with the ledger: a venue retry is a replay exactly when the
      // first attempt had committed despite its 503.
      for (const r of retried.filter((o) => o.kind === 'in' || o.kind === 'out'))
        expect(asRecord(asRecord(r.body).result).replayed, `${tag}: retry of ${r.key}`).toBe(
          unknownCommitted.has(r.key),
        );
      const afterRetry = ops.map((o) => retried.find((r) => r.key === o.key) ?? o);
      await auditLedger(db, members, afterRetry, { since, before, tag: `${tag}, after retries` });
      await expectReconciled(db);
      const count = (f: (o: Op) => boolean) => ops.filter(f).length;
      const perKind = MONEY.map(
        (k) => `${k} ${count((o) => o.kind === k && o.status === 200)}/${count((o) => o.kind === k)}`,
      );
      console.info(
        `[db-faults] ${tag}: ${ops.length} calls, ${count((o) => o.status === 200)} ok (${perKind.join(', ')}), ` +
          `${count((o) => o.status === 503)} × 503 (${unknownCommitted.size} had committed; all retried ok), ` +
          `${count((o) => o.status >= 400 && o.status < 500)} refused; serving again after ${attempts} attempt(s), ` +
          `every kind ok again ${allKindsAt - servingAt} ms later`,
      );
    };

    it(
      'fast shutdown (sessions terminated) under load: clean 503s, nothing half-written, same app serves again',
      restart('fast', SEED),
      30_000,
    );
    it(
      'immediate shutdown (a crash, recovery on start) under load: the same',
      restart('immediate', SEED + 1),
      30_000,
    );
  },
);
