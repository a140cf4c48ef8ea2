import { findGameFamily } from '@qilin/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db';
import {
  buildMember,
  buildTestApp,
  createTestDb,
  loginMember,
  sealWith,
  type TestDb,
  testDbKind,
} from '../helpers';
import { bindEverything, FUND_PASSWORD, fund } from '../withdraw/withdraw-kit';
import { crashInvariants } from './crash-checks';
import {
  ADMIN_HEADERS,
  type Answer,
  callJson,
  freePort,
  ServerProcess,
  seededRandom,
  sleep,
} from './crash-kit';
import { runSeed } from './reliability-kit';

const SEED = runSeed();
const rng = seededRandom(SEED);
const MEMBERS = 3;
const START_FEN = 500_000;
const KILL_KINDS = ['draw', 'settlement', 'deposit', 'withdrawal'] as const;
type KillKind = (typeof KILL_KINDS)[number];
// Each kind twice plus two seeded extras: ≥ 10 kills, every phase hit at least twice.
const PLAN: KillKind[] = rng.shuffle([
  ...KILL_KINDS,
  ...KILL_KINDS,
  rng.pick(KILL_KINDS),
  rng.pick(KILL_KINDS),
]);

const entries = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const PLAYS = ['big', 'small', 'odd', 'even'].filter((p) => entries.some((e) => e.playId === p));

type Member = { id: number; token: string; accountId: number };
type KillRecord = { kind: KillKind; startupMs: number; note: string };

/** The lease of a SIGKILLed holder would block the restart for its 15 s TTL: the test knows it is dead. */
const expireLease = (db: Db) =>
  sql`update draw_leases set expires_at = now() - interval '1 minute'`.execute(db);

// SIGKILLs the real server.ts over and over on one PostgreSQL database (PGlite cannot be shared).
describe.skipIf(testDbKind() !== 'pg')(`crash: kill -9 of server.ts under load (pg, seed ${SEED})`, () => {
  let t: TestDb;
  let server: ServerProcess | undefined;
  const members: Member[] = [];
  const fivexx: string[] = [];
  const startFen = new Map<number, number>();

  beforeAll(async () => {
    t = await createTestDb();
    // Bindings (phone by SMS code, name, card, fund password) go through an in-process app once.
    const setup = await buildTestApp({}, { db: t });
    try {
      for (let i = 0; i < MEMBERS; i++) {
        const m = await buildMember(t.db);
        const token = await loginMember(setup, m);
        const { accountId } = await bindEverything(setup, token, m);
        await fund(t.db, m.id, START_FEN);
        startFen.set(m.id, START_FEN);
        members.push({ id: m.id, token, accountId });
      }
    } finally {
      await setup.close();
    }
    server = new ServerProcess(await freePort(), {
      DATABASE_URL: t.databaseUrl ?? '',
      NODE_ENV: 'development',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DRAW_PERIOD_SEC: '5',
      DRAW_CLOSE_SEC: '1',
      // One scheduled game: each restart's first tick opens and draws only what the suite bets on.
      DRAW_GAMES: 'Tradition28',
      ENCRYPT_RESPONSES: '0',
      RATE_LIMIT_MAX: '1000000',
      TURNOVER_MULTIPLE: '0',
      DEFENSE: '0',
      CAPTCHA: '0',
      REDIS_URL: '',
      LINES: '',
      WEB_DIST: '/nonexistent-qilin-web-dist',
    });
  }, 60_000);

  afterAll(async () => {
    await server?.dispose();
    await t?.close();
  });

  const call = async (pathname: string, options: Parameters<typeof callJson>[2] = {}) => {
    const answer = await callJson(server?.baseUrl ?? '', pathname, options);
    if (answer.status >= 500) fivexx.push(`${pathname} ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };

  /** Members bet on Tradition28 until stopped; refusals (closed issue, no answer) are part of the game. */
  function startBetting() {
    let running = true;
    const loops = members.map(async (m) => {
      while (running) {
        const playId = rng.pick(PLAYS);
        const odds = entries.find((e) => e.playId === playId)?.odds ?? '';
        const amountFen = rng.int(1, 5) * 200;
        await call('/api/bet/order', {
          token: m.token,
          body: {
            game_id: 'Tradition28',
            game_room_id: 1,
            content: JSON.stringify([{ playId, amountFen, odds }]),
          },
        });
        await sleep(rng.int(40, 160));
      }
    });
    return async () => {
      running = false;
      await Promise.all(loops);
    };
  }

  /**
   * Each member opens a deposit order (one pending per member) and applies for a withdrawal, the fund
   * password sealed with the server process's own key (kept in its DATA_DIR across restarts).
   */
  async function memberMoneyRequests() {
    const key = (await call('/api/auth/public_key')).body.result as { key: string };
    const secpwdEnc = sealWith(key.key, FUND_PASSWORD);
    await Promise.all(
      members.map(async (m) => {
        await call('/api/fund/recharge_deposit', {
          token: m.token,
          body: { channelId: 1, amount: String(rng.int(1, 20) * 100) },
        });
        await call('/api/fund/withdraw', {
          token: m.token,
          body: { account_id: m.accountId, amount: String(rng.int(1, 3) * 100), secpwd_enc: secpwdEnc },
        });
      }),
    );
  }

  const pendingIds = async (listPath: string) => {
    const res = await call(listPath, { headers: ADMIN_HEADERS });
    const rows = (res.body.result ?? []) as { id: number }[];
    return Array.isArray(rows) ? rows.map((r) => r.id) : [];
  };
  const depositIds = () => pendingIds('/api/admin/deposits?status=pending,paid');
  const withdrawalIds = () => pendingIds('/api/admin/withdrawals');
  const confirm = (id: number) =>
    call(`/api/admin/deposits/${id}/confirm`, { headers: ADMIN_HEADERS, body: {} });
  const approve = (id: number) =>
    call(`/api/admin/withdrawals/${id}/approve`, { headers: ADMIN_HEADERS, body: {} });

  /** The next Tradition28 draw that has not happened yet (the restarted scheduler opens it soon). */
  async function nextDraw(): Promise<{ id: number; at: number }> {
    for (let tries = 0; tries < 200; tries++) {
      const row = await t.db
        .selectFrom('draw_issues')
        .select(['id', 'draw_at'])
        .where('game_code', '=', 'Tradition28')
        .where('state', 'in', ['PENDING', 'OPEN', 'CLOSED'])
        .where('draw_at', '>', new Date(Date.now() + 150))
        .orderBy('draw_at')
        .executeTakeFirst();
      if (row) return { id: row.id, at: row.draw_at.getTime() };
      await sleep(50);
    }
    throw new Error('no Tradition28 issue was opened after the restart');
  }

  /** Polls the issue until the scheduler has drawn it (DRAWN: settlement not committed yet). */
  async function watchDrawn(issue: { id: number; at: number }): Promise<string> {
    const deadline = issue.at + 4_000;
    let state = 'OPEN';
    while (Date.now() < deadline && ['PENDING', 'OPEN', 'CLOSED'].includes(state)) {
      await sleep(5);
      const row = await t.db
        .selectFrom('draw_issues')
        .select('state')
        .where('id', '=', issue.id)
        .executeTakeFirst();
      state = row?.state ?? 'missing';
    }
    return state;
  }

  /** Waits for the moment of this kind, SIGKILLs, and says what was cut. */
  async function killDuring(kind: KillKind): Promise<string> {
    const s = server as ServerProcess;
    if (kind === 'deposit' || kind === 'withdrawal') {
      const ids = kind === 'deposit' ? await depositIds() : await withdrawalIds();
      const calls = ids.map((id) => (kind === 'deposit' ? confirm(id) : approve(id)));
      await sleep(rng.int(0, 250));
      await s.kill();
      const answers: Answer[] = await Promise.all(calls);
      const statuses = answers.map((a) => a.status).join(',');
      return `${answers.filter((a) => a.status === 200).length}/${ids.length} done before the kill (${statuses})`;
    }
    const next = await nextDraw();
    if (kind === 'draw') {
      const offset = rng.int(0, 1_200);
      await sleep(Math.max(0, next.at - Date.now()) + offset);
      await s.kill();
      return `${offset} ms after the draw time`;
    }
    const state = await watchDrawn(next);
    await s.kill();
    return `on seeing the issue ${state}, ${Date.now() - next.at} ms after its draw time`;
  }

  async function runRound(kind: KillKind): Promise<KillRecord> {
    const s = server as ServerProcess;
    await expireLease(t.db);
    const startupMs = await s.start();
    const stopBetting = startBetting();
    try {
      await memberMoneyRequests();
      const note = await killDuring(kind);
      return { kind, startupMs, note };
    } finally {
      await stopBetting();
    }
  }

  /** After the last restart: the operator retries what was cut, then every due issue settles. */
  async function finish() {
    const s = server as ServerProcess;
    await expireLease(t.db);
    await s.start();
    for (const id of await depositIds()) expect((await confirm(id)).status).toBe(200);
    for (const id of await withdrawalIds()) expect((await approve(id)).status).toBe(200);
    const deadline = Date.now() + 25_000;
    for (;;) {
      const open = await sql<{ n: string }>`select count(*)::text as n from draw_issues i
        where (i.draw_at < now() - interval '3 seconds' and i.state in ('PENDING', 'OPEN', 'CLOSED', 'DRAWN'))
          or (i.state not in ('SETTLED', 'VOID') and exists (select 1 from bets b where b.issue_id = i.id))`.execute(
        t.db,
      );
      if (open.rows[0]?.n === '0') break;
      if (Date.now() > deadline) throw new Error(`issues still unsettled after restart:\n${s.tail()}`);
      await sleep(200);
    }
    await s.stop();
  }

  it(`${PLAN.length} SIGKILLs across draw, settlement, deposit confirmation and withdrawal approval lose and duplicate nothing`, async () => {
    const kills: KillRecord[] = [];
    try {
      for (const kind of PLAN) kills.push(await runRound(kind));
      await finish();
    } catch (error) {
      throw new Error(`seed ${SEED}: ${(error as Error).message}\nkills: ${JSON.stringify(kills)}`);
    }
    console.info(`crash suite seed ${SEED}: ${JSON.stringify(kills)}`);
    expect(kills.length).toBeGreaterThanOrEqual(10);
    expect(new Set(kills.map((k) => k.kind)).size).toBe(KILL_KINDS.length);
    expect(fivexx, `seed ${SEED}`).toEqual([]);
    expect(await crashInvariants(t.db, startFen), `seed ${SEED}`).toEqual([]);

    // Not vacuous: money moved in every flow, and the retries left nothing waiting.
    const counts = await sql<Record<string, string>>`select
      (select count(*) from bets where status in ('won', 'lost'))::text as settled_bets,
      (select count(*) from deposit_orders where status = 'confirmed')::text as confirmed,
      (select count(*) from deposit_orders where status in ('pending', 'paid'))::text as waiting_deposits,
      (select count(*) from withdrawals where status = 'paid')::text as paid,
      (select count(*) from withdrawals where status = 'pending')::text as waiting_withdrawals`.execute(t.db);
    const c = counts.rows[0] ?? {};
    console.info(`crash suite seed ${SEED}: ${JSON.stringify(c)}`);
    expect(Number(c.settled_bets)).toBeGreaterThan(0);
    expect(Number(c.confirmed)).toBeGreaterThan(0);
    expect(Number(c.paid)).toBeGreaterThan(0);
    expect(c).toMatchObject({ waiting_deposits: '0', waiting_withdrawals: '0' });
    const games = await t.db.selectFrom('draw_issues').select('game_code').distinct().execute();
    expect(games.map((g) => g.game_code)).toEqual(['Tradition28']);
  }, 170_000);
});
