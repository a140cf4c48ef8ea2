import { findGameFamily } from '@qilin/domain';
import { ServerProcess } from '../lib/app-process';
import type { ChildConfig } from '../lib/app-protocol';
import { BENCH_GAME, STAKE_FEN } from '../lib/bet-requests';
import { MemberSim, type WindowStats } from '../lib/member-sim';
import { freshDatabase } from '../lib/pg-admin';
import type { Figure } from '../lib/report';
import { pick, type Scale } from '../lib/scale';

const P99_MS = 100;
const GOAL_MEMBERS = 5_000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BIG_ODDS =
  findGameFamily(BENCH_GAME)?.playGroups.credit[0]?.entries.find((e) => e.playId === 'big')?.odds ?? '1.98';

export type MemberStep = WindowStats & {
  /** Both server processes: CPU (% of one core), event-loop delay p99 (ms), sockets held. */
  serverCpuPct: number;
  serverLagP99: number;
  serverSockets: number;
};

const held = (s: MemberStep) => s.p99 <= P99_MS && s.errors === 0 && s.socketsLost === 0;

/**
 * Online members (issue 16 "Scale, measured"): simulated members (lib/member-sim.ts: a socket each,
 * a bet every ~30 s, balance and records after it, records now and then) added in steps to two server
 * processes on PostgreSQL + Redis. The figure is the most members a step held with p99 ≤ 100 ms, no
 * error and no socket lost; the first step that did not is the knee, recorded with what the servers
 * and the generator were doing (CPU, event-loop delay) to say what limits it.
 * `BENCH_MEMBERS=500,1000,…` overrides the steps; `BENCH_MEMBER_STEP_MS` the measured window.
 */
export async function members(scale: Scale): Promise<Figure[]> {
  const levels =
    process.env.BENCH_MEMBERS?.split(',').map(Number) ??
    pick(scale, [20], [500, 1000, 2000, 3000, 4000, 5000, 6000, 8000, 10_000]);
  const windowMs = Number(process.env.BENCH_MEMBER_STEP_MS) || pick(scale, 1500, 30_000);
  // The smoke compresses a member's minutes into a second so its few seconds see every request kind.
  const timing = pick(
    scale,
    { betEveryMs: 400, recordsEveryMs: 800 },
    { betEveryMs: 30_000, recordsEveryMs: 120_000 },
  );
  const db = await freshDatabase('members');
  const base = {
    databaseUrl: db.url,
    poolSize: 10,
    redisUrl: REDIS_URL,
    fundFen: 1_000_000_000,
    games: [BENCH_GAME],
  };
  // A loaded machine can make a process miss Fastify's 10 s plugin start-up timeout: one more try.
  const start = (cfg: ChildConfig) => ServerProcess.app(cfg).catch(() => ServerProcess.app(cfg));
  const a = await start({ ...base, migrate: true, scheduler: true, members: pick(scale, 4, 200) }).catch(
    async (error: unknown) => {
      await db.drop();
      throw error;
    },
  );
  const b = await start({ ...base, migrate: false, scheduler: false, members: 0 }).catch(
    async (error: unknown) => {
      await a.stop();
      await db.drop();
      throw error;
    },
  );
  const sim = new MemberSim({
    ports: [a.port, b.port],
    members: a.members,
    timing,
    gameId: BENCH_GAME,
    betBody: {
      game_id: BENCH_GAME,
      game_room_id: 1,
      content: JSON.stringify([{ playId: 'big', amountFen: STAKE_FEN, odds: BIG_ODDS }]),
    },
    tag: `m${Date.now()}`,
    // The bench's issues are an hour long and close 5 s before the hour (lib/app-child.ts): no bets from
    // then until the next issue is open a few seconds after the hour.
    canBet: (now) => {
      const inHour = now % 3_600_000;
      return inHour > 5_000 && inHour < 3_600_000 - 7_000;
    },
  });
  const steps: MemberStep[] = [];
  try {
    for (const target of levels) {
      await sim.add(target - sim.members);
      // Let the joins' first reads pass and the bet timers spread before measuring.
      await new Promise((r) => setTimeout(r, pick(scale, 300, Math.min(timing.betEveryMs, 10_000))));
      const cpu0 = a.cpuMs() + b.cpuMs();
      await Promise.all([a.request({ cmd: 'lag' }, 'lag'), b.request({ cmd: 'lag' }, 'lag')]);
      const t0 = performance.now();
      sim.startWindow();
      await new Promise((r) => setTimeout(r, windowMs));
      const w = sim.endWindow();
      const wall = performance.now() - t0;
      const [la, lb] = await Promise.all([
        a.request({ cmd: 'lag' }, 'lag'),
        b.request({ cmd: 'lag' }, 'lag'),
      ]);
      const step: MemberStep = {
        ...w,
        serverCpuPct: ((a.cpuMs() + b.cpuMs() - cpu0) / wall) * 100,
        serverLagP99: Math.max(la.p99, lb.p99),
        serverSockets: la.sockets + lb.sockets,
      };
      steps.push(step);
      console.log(`    ${describeStep(step)}`);
      if (!held(step) && (step.p99 > P99_MS * 3 || step.errors > 0 || step.socketsLost > 0)) break;
    }
  } finally {
    await sim.stop();
    await a.stop();
    await b.stop();
    await db.drop();
  }
  const heldSteps = steps.filter(held);
  const best = heldSteps[heldSteps.length - 1];
  const knee = steps.find((s) => !held(s));
  return [
    {
      id: 'members-online',
      name: 'online members held by 2 processes + PostgreSQL + Redis (p99 ≤ 100 ms, no errors)',
      value: best?.members ?? 0,
      unit: 'members',
      target: { op: '>=', value: GOAL_MEMBERS, of: 'value' },
      detail: {
        knee: knee ? `${knee.members} (${describeStep(knee)})` : `none up to ${steps.at(-1)?.members ?? 0}`,
        ...Object.fromEntries(steps.map((s) => [`m${s.members}`, describeStep(s)])),
      },
    },
  ];
}

export function describeStep(s: MemberStep): string {
  return [
    `${s.rps.toFixed(0)}rps p50=${s.p50.toFixed(0)} p99=${s.p99.toFixed(0)}ms err=${s.errors}`,
    `sockets=${s.serverSockets} lost=${s.socketsLost} frames=${s.frames}`,
    `server cpu=${s.serverCpuPct.toFixed(0)}% lag99=${s.serverLagP99.toFixed(0)}ms`,
    `generator cpu=${s.genCpuPct.toFixed(0)}% lag99=${s.genLagP99.toFixed(0)}ms`,
  ].join(' ');
}
