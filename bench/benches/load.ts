import { ServerProcess } from '../lib/app-process';
import { BENCH_GAME, betRequests } from '../lib/bet-requests';
import { closedLoop, type NextReq, type Stats } from '../lib/http-driver';
import { freshDatabase } from '../lib/pg-admin';
import type { Figure } from '../lib/report';
import { pick, type Scale } from '../lib/scale';

const KNEE_P99_MS = 100;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The member mix, one step per request in turn: browse the hall, open a game, bet, check records. */
function memberMix(members: { id: number; token: string }[]): NextReq {
  const bet = betRequests(members, `load${Date.now()}`);
  return (worker, seq) => {
    const m = members[worker % members.length] as { token: string };
    const headers = { token: m.token, 'device-id': `load-${worker}` };
    switch (seq % 4) {
      case 0:
        return { method: 'GET', path: '/api/lottery/class?type=1', headers };
      case 1:
        return { method: 'GET', path: `/api/lottery/game_info?game_id=${BENCH_GAME}`, headers };
      case 2:
        return bet(worker, seq);
      default:
        return {
          method: 'POST',
          path: '/api/bet/records',
          headers,
          body: JSON.stringify({ game_id: BENCH_GAME }),
        };
    }
  };
}

export type LoadStep = { concurrency: number } & Stats;

/**
 * Load: the member mix at rising concurrency against two server processes sharing PostgreSQL and
 * Redis (realtime bridge, rate limits); the knee is the first concurrency whose p99 passes 100 ms.
 */
export async function load(scale: Scale): Promise<{ figures: Figure[]; steps: LoadStep[] }> {
  const levels = pick(scale, [2], [2, 4, 8, 16, 32, 64, 128]);
  const stepMs = pick(scale, 600, 5000);
  const db = await freshDatabase('load');
  const base = {
    databaseUrl: db.url,
    poolSize: 10,
    redisUrl: REDIS_URL,
    fundFen: 1_000_000_000,
    scheduler: true,
  };
  // 128 members (one argon2 login each) for the full run; the smoke's two connections need few.
  const a = await ServerProcess.app({ ...base, migrate: true, members: pick(scale, 8, 128) });
  const b = await ServerProcess.app({ ...base, migrate: false, members: 0 });
  const steps: LoadStep[] = [];
  try {
    const next = memberMix(a.members);
    await closedLoop({ ports: [a.port, b.port], concurrency: 4, durationMs: pick(scale, 300, 2000), next });
    for (const concurrency of levels) {
      const s = await closedLoop({ ports: [a.port, b.port], concurrency, durationMs: stepMs, next });
      steps.push({ concurrency, ...s });
      if (s.p99 > KNEE_P99_MS * 3) break;
    }
  } finally {
    await a.stop();
    await b.stop();
    await db.drop();
  }
  const knee = steps.find((s) => s.p99 > KNEE_P99_MS);
  const last = steps[steps.length - 1];
  const figure: Figure = {
    id: 'load-knee',
    name: 'load knee (member mix, 2 processes + Redis; p99 > 100 ms)',
    // No knee within the tested range: report the highest concurrency reached, a lower bound.
    value: knee?.concurrency ?? last?.concurrency ?? 0,
    unit: 'concurrent members',
    detail: {
      knee: knee ? `${knee.concurrency}` : `none up to ${last?.concurrency} (value is a lower bound)`,
      ...Object.fromEntries(
        steps.map((s) => [
          `c${s.concurrency}`,
          `${s.rps.toFixed(0)}rps/p99=${s.p99.toFixed(0)}ms/err=${s.errors}`,
        ]),
      ),
    },
  };
  return { figures: [figure], steps };
}
