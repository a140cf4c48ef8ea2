import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findGameFamily } from '@qilin/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildTestApp, createTestDb, loginMember, type TestDb, testDbKind } from '../helpers';
import { crashInvariants } from '../reliability/crash-checks';
import {
  ADMIN_HEADERS,
  type Answer,
  callJson,
  freePort,
  ServerProcess,
  seededRandom,
  sleep,
} from '../reliability/crash-kit';
import { runSeed } from '../reliability/reliability-kit';
import { fund } from '../withdraw/withdraw-kit';
import { Balancer, haproxyBinary } from './haproxy-kit';
import { MemberSocket } from './member-socket';

/**
 * deploy/compose.yaml without Docker: Debian's HAProxy on deploy/haproxy.cfg in front of two real
 * server.ts processes on one fresh PostgreSQL database and Redis. Members bet through the balancer
 * with idempotency keys while one process is SIGKILLed; a request whose answer was lost (HAProxy's
 * 502, a cut connection) is retried with the same key and body, as the client does.
 */

const SEED = runSeed();
const rng = seededRandom(SEED);
const MEMBERS = 6;
const LOOPS_PER_MEMBER = 2;
const START_FEN = 1_000_000;
/** No answer, or the balancer's own refusals: the request may or may not have reached a process. */
const RETRY = new Set([0, 502, 503, 504]);
const MAX_ATTEMPTS = 60;
/** Bounds on a process start: a few seconds on an idle machine, far more when the CI's cores are shared. */
const START_MS = 120_000;

const entries = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const PLAYS = ['big', 'small', 'odd', 'even'].filter((p) => entries.some((e) => e.playId === p));

type Member = { id: number; token: string };
type Outcome = {
  key: string;
  memberId: number;
  amountFen: number;
  attempts: number;
  afterKill: boolean;
  result: 'pending' | 'accepted' | 'refused' | 'undecided';
  orderId?: number;
  errorCode?: unknown;
};

const HAPROXY = haproxyBinary();
const REDIS_URL = process.env.REDIS_URL;
if (!HAPROXY && process.env.CI && testDbKind() === 'pg')
  throw new Error('CI needs haproxy for the topology test (.ci/run installs Debian’s package)');

/**
 * POST /api/bet/order through the balancer. The client waits as long as HAProxy does (its server
 * timeout answers 504 first): giving up earlier and retrying while the first attempt still runs is
 * another race than the kill this test is about (deploy/README.md, "What is tested").
 */
async function postBet(baseUrl: string, token: string, body: unknown): Promise<Answer> {
  try {
    const res = await fetch(`${baseUrl}/api/bet/order`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(90_000),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
    } catch {
      return { status: res.status, body: { raw: text } };
    }
  } catch {
    return { status: 0, body: {} };
  }
}

/** Polls `check` until true; the bound only turns a hang into a readable failure. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await sleep(100);
  }
}

describe.skipIf(testDbKind() !== 'pg' || !REDIS_URL || !HAPROXY)(
  `topology: HAProxy, two server processes, PostgreSQL and Redis (seed ${SEED})`,
  () => {
    let t: TestDb;
    let lb: Balancer;
    const servers: ServerProcess[] = [];
    const members: Member[] = [];
    const sockets: MemberSocket[] = [];
    const startFen = new Map<number, number>();
    const sharedKeys = mkdtempSync(path.join(os.tmpdir(), 'qilin-topology-keys-'));

    beforeAll(async () => {
      t = await createTestDb();
      const setup = await buildTestApp({}, { db: t });
      try {
        for (let i = 0; i < MEMBERS; i++) {
          const m = await buildMember(t.db);
          members.push({ id: m.id, token: await loginMember(setup, m) });
          await fund(t.db, m.id, START_FEN);
          startFen.set(m.id, START_FEN);
        }
      } finally {
        await setup.close();
      }
      const [lbPort, statsPort, app1, app2] = await Promise.all([
        freePort(),
        freePort(),
        freePort(),
        freePort(),
      ]);
      const env = {
        DATABASE_URL: t.databaseUrl ?? '',
        REDIS_URL: REDIS_URL ?? '',
        NODE_ENV: 'development',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        DRAW_PERIOD_SEC: '5',
        DRAW_CLOSE_SEC: '1',
        DRAW_GAMES: 'Tradition28',
        ENCRYPT_RESPONSES: '0',
        RATE_LIMIT_MAX: '1000000',
        TURNOVER_MULTIPLE: '0',
        DEFENSE: '0',
        CAPTCHA: '0',
        LINES: '',
        // As compose.yaml: HAProxy is one hop in front.
        TRUST_PROXY: '1',
        WEB_DIST: '/nonexistent-qilin-web-dist',
      };
      for (const port of [app1, app2]) {
        const server = new ServerProcess(port, env);
        // compose.yaml mounts one keys volume into every app: the password-field key is shared.
        symlinkSync(sharedKeys, path.join(server.dataDir, 'keys'));
        servers.push(server);
      }
      lb = new Balancer(HAPROXY ?? '', { lb: lbPort, stats: statsPort, app1, app2 });
    }, 90_000);

    afterAll(async () => {
      for (const s of sockets) s.close();
      await lb?.stop();
      for (const s of servers) await s.dispose();
      await t?.close();
      rmSync(sharedKeys, { recursive: true, force: true });
    });

    it('loses no accepted bet, charges none twice, reconnects sockets and settles every issue once when a process is killed', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const began = Date.now();
      const phases: Record<string, number> = {};
      const mark = (name: string) => {
        phases[name] = Math.round((Date.now() - began) / 100) / 10;
      };
      // app1 takes the draw scheduler's lease before app2 starts, so the kill below hits the leader.
      const aStarted = a.start(START_MS);
      // Awaited below; this only keeps an early failure from going unhandled while the lease is polled.
      aStarted.catch(() => undefined);
      await until(
        'app1 holds the draw lease',
        async () => (await t.db.selectFrom('draw_leases').select('holder').executeTakeFirst()) !== undefined,
        START_MS,
      );
      await Promise.all([aStarted, b.start(START_MS)]);
      // haproxy.cfg checks readiness; without the route both processes would stay DOWN.
      const ready = await callJson(a.baseUrl, '/api/ready');
      expect(ready.status, `GET /api/ready on app1: ${JSON.stringify(ready.body)}`).toBe(200);
      await lb.start();
      await lb.waitFor({ app1: 'UP', app2: 'UP' });
      mark('up');

      // One socket per member through the balancer; leastconn spreads them over both processes.
      for (const m of members) {
        const socket = new MemberSocket(lb.wsUrl, m.token);
        await socket.open();
        sockets.push(socket);
      }

      const outcomes: Outcome[] = [];
      const app5xx: string[] = [];
      let killed = false;
      let running = true;
      let seq = 0;

      // Attempts in flight, and those answered after app1 was paused (see the kill below).
      let attemptSeq = 0;
      let pauseSeq = Number.POSITIVE_INFINITY;
      const outstanding = new Set<number>();
      const answeredAfterPause: number[] = [];

      /** The Tradition28 issue on sale for at least `marginMs` more. */
      const issueOnSale = async (marginMs = 300) =>
        (
          await sql<{ issue: string }>`select issue from draw_issues
            where game_code = 'Tradition28' and state = 'OPEN'
              and close_at > now() + make_interval(secs => ${marginMs / 1000})
            order by draw_at limit 1`.execute(t.db)
        ).rows[0]?.issue;

      /** One bet, retried with the same key and body until some process gives a definite answer. */
      async function placeBet(m: Member, issue: string): Promise<void> {
        const playId = rng.pick(PLAYS);
        const odds = entries.find((e) => e.playId === playId)?.odds ?? '';
        const amountFen = rng.int(1, 5) * 100;
        seq += 1;
        const key = `topo-${m.id}-${seq}-${randomBytes(4).toString('hex')}`;
        const body = {
          game_id: 'Tradition28',
          game_room_id: 1,
          issue,
          content: JSON.stringify([{ playId, amountFen, odds }]),
          idempotency_key: key,
        };
        const outcome: Outcome = {
          key,
          memberId: m.id,
          amountFen,
          attempts: 0,
          afterKill: killed,
          result: 'pending',
        };
        outcomes.push(outcome);
        while (outcome.result === 'pending') {
          outcome.attempts += 1;
          attemptSeq += 1;
          const attempt = attemptSeq;
          outstanding.add(attempt);
          const answer = await postBet(lb.baseUrl, m.token, body);
          outstanding.delete(attempt);
          if (attempt > pauseSeq) answeredAfterPause.push(attempt);
          if (RETRY.has(answer.status)) {
            if (outcome.attempts >= MAX_ATTEMPTS) outcome.result = 'undecided';
            else await sleep(100 + rng.int(0, 200));
            continue;
          }
          if (answer.status >= 500) app5xx.push(`${answer.status} ${JSON.stringify(answer.body)}`);
          const result = answer.body.result as { receipt?: { orderId: number } } | undefined;
          if (answer.body.success === true && result?.receipt) {
            outcome.result = 'accepted';
            outcome.orderId = result.receipt.orderId;
          } else {
            outcome.result = 'refused';
            outcome.errorCode = answer.body.error_code;
          }
        }
      }

      const loops = members.flatMap((m) =>
        Array.from({ length: LOOPS_PER_MEMBER }, async () => {
          while (running) {
            const issue = await issueOnSale();
            if (issue) await placeBet(m, issue);
            else await sleep(100);
          }
        }),
      );
      const accepted = (afterKill: boolean) =>
        outcomes.filter((o) => o.result === 'accepted' && o.afterKill === afterKill).length;

      try {
        await until('30 bets accepted before the kill', () => accepted(false) >= 30);
        await until('an issue on sale for 2 s more', async () => (await issueOnSale(2_000)) !== undefined);
        // Kill the leader mid-load with requests certainly inside it: SIGSTOP first, so a request the
        // balancer hands app1 hangs there (app2's answers overtake it), then SIGKILL: those requests
        // get no answer (HAProxy's 502) and are retried with their key.
        pauseSeq = attemptSeq;
        a.pause();
        const stuckInApp1 = () =>
          [...outstanding].some((x) => x > pauseSeq && answeredAfterPause.filter((d) => d > x).length >= 20);
        // Bounded: app1 may have paused inside a transaction whose locks hold app2's requests too.
        await until('a request stuck in the paused app1', stuckInApp1, 3_000).catch(() => undefined);
        mark('kill');
        const inFlightAtKill = outstanding.size;
        killed = true;
        const killedAt = new Date();
        await a.kill();
        // The supervisor (compose's restart policy) starts it again; HAProxy takes it back once ready.
        await a.start(START_MS);
        await lb.waitFor({ app1: 'UP', app2: 'UP' });
        mark('restarted');
        // The scheduler failed over (the dead holder's lease expired) and issues are on sale again.
        await until('20 bets accepted after the kill', () => accepted(true) >= 20);
        running = false;
        await Promise.all(loops);
        mark('load done');

        // Sockets: the ones on the killed process dropped, reconnected through the balancer (to
        // app2, the process alive then) and logged in again. Every member's socket receives a push
        // sent to the restarted app1, which holds none of them: Redis fans it out. The login binds
        // asynchronously, so a push is repeated until it lands.
        for (const s of sockets) await s.settled();
        for (const [i, m] of members.entries()) {
          const socket = sockets[i] as MemberSocket;
          const notice = { type: 'notice', id: 90_000 + i, title: '拓扑测试', content: `member ${m.id}` };
          const arrived = () => socket.find((f) => f.type === 'notice' && f.id === notice.id) !== undefined;
          for (let attempt = 0; attempt < 40 && !arrived(); attempt++) {
            const res = await callJson(a.baseUrl, '/api/admin/realtime/push', {
              headers: ADMIN_HEADERS,
              body: { target: { memberId: m.id }, message: notice },
            });
            expect(res.status).toBe(200);
            await until('push delivered', () => arrived(), 300).catch(() => undefined);
          }
          expect(arrived(), `push to member ${m.id} (socket logins ${socket.logins})`).toBe(true);
        }
        const drops = sockets.map((s) => s.drops);
        expect(drops.filter((d) => d > 0).length, `sockets dropped by the kill: ${drops}`).toBeGreaterThan(0);
        for (const s of sockets) expect(s.logins).toBe(1 + s.drops);

        // Every issue that had bets, and every issue due, settles once the survivors draw.
        await until(
          'every due issue and every issue with bets settled',
          async () => {
            const open = await sql<{ n: string }>`select count(*)::text as n from draw_issues i
              where (i.draw_at < now() - interval '3 seconds' and i.state in ('PENDING', 'OPEN', 'CLOSED', 'DRAWN'))
                or (i.state not in ('SETTLED', 'VOID') and exists (select 1 from bets b where b.issue_id = i.id))`.execute(
              t.db,
            );
            return open.rows[0]?.n === '0';
          },
          90_000,
        );
        mark('settled');
        for (const s of sockets) s.close();
        await Promise.all(servers.map((s) => s.stop()));

        const retried = outcomes.filter((o) => o.attempts > 1);
        const summary = {
          requests: outcomes.length,
          accepted: outcomes.filter((o) => o.result === 'accepted').length,
          refused: outcomes.filter((o) => o.result === 'refused').length,
          retried: retried.length,
          retriedAccepted: retried.filter((o) => o.result === 'accepted').length,
          retriedOutcomes: retried.map((o) => `${o.attempts}:${o.result}:${o.errorCode ?? ''}`),
          refusedCodes: outcomes.filter((o) => o.result === 'refused').map((o) => o.errorCode),
          socketDrops: drops,
          inFlightAtKill,
          phases,
        };
        console.info(`topology seed ${SEED}: ${JSON.stringify(summary)}`);

        const listed = (items: unknown[]) => JSON.stringify(items).slice(0, 4_000);
        expect(app5xx, `a process answered 5xx: ${listed(app5xx)}`).toEqual([]);
        const unresolved = outcomes.filter((o) => o.result === 'undecided' || o.result === 'pending');
        expect(unresolved, `no definite answer: ${listed(unresolved)}`).toEqual([]);
        // The kill cut requests in flight: their retries got a definite answer.
        expect(retried.length).toBeGreaterThan(0);

        // Each key: one order if accepted (the one the answer named), none if refused; no order
        // that no request asked for, none without a key.
        const orders = await sql<{
          member_id: number;
          key: string | null;
          n: number;
          id: number;
          total: string;
        }>`
          select member_id, idempotency_key as key, count(*)::int as n, min(id)::int as id, sum(total_fen)::text as total
          from bet_orders group by member_id, idempotency_key`.execute(t.db);
        const byKey = new Map(orders.rows.map((r) => [`${r.member_id}:${r.key}`, r]));
        const problems: string[] = [];
        for (const o of outcomes) {
          const row = byKey.get(`${o.memberId}:${o.key}`);
          byKey.delete(`${o.memberId}:${o.key}`);
          if (
            o.result === 'accepted' &&
            (row?.n !== 1 || row.id !== o.orderId || row.total !== String(o.amountFen))
          )
            problems.push(`accepted ${o.key} (order ${o.orderId}): ${JSON.stringify(row ?? 'no order')}`);
          if (o.result === 'refused' && row) problems.push(`refused ${o.key} has ${row.n} order(s)`);
        }
        for (const row of byKey.values()) problems.push(`order nobody asked for: ${JSON.stringify(row)}`);
        expect(problems, listed(problems)).toEqual([]);

        // The ledger reconciles and nothing settled twice or half (test/reliability/crash-checks.ts).
        // Issues are checked by the wait above: those due after the processes stopped stay open.
        const invariants = (await crashInvariants(t.db, startFen)).filter(
          (p) => !p.startsWith('issuesSettled:'),
        );
        expect(invariants, listed(invariants)).toEqual([]);

        // Not vacuous: bets placed on both sides of the kill were settled, by draws after it.
        const counts = await sql<{ settled: string; issues_after: string }>`select
          (select count(*) from bets where status in ('won', 'lost'))::text as settled,
          (select count(*) from draw_issues where state = 'SETTLED' and drawn_at > ${killedAt}
            and exists (select 1 from bets b where b.issue_id = draw_issues.id))::text as issues_after`.execute(
          t.db,
        );
        expect(Number(counts.rows[0]?.settled)).toBeGreaterThan(0);
        expect(Number(counts.rows[0]?.issues_after)).toBeGreaterThan(0);
      } catch (error) {
        running = false;
        const tails = servers.map((s, i) => `--- app${i + 1}:\n${s.tail(1_500)}`).join('\n');
        throw new Error(
          `seed ${SEED}: ${(error as Error).message}\n${tails}\n--- haproxy:\n${lb.tail(1_500)}`,
        );
      }
    }, 300_000);
  },
);
