import autocannon from 'autocannon';
import { ServerProcess } from '../lib/app-process';
import { type Figure, ratioFigure } from '../lib/report';
import { pick, type Scale } from '../lib/scale';

async function cannon(url: string, seconds: number): Promise<{ rps: number; p99: number; non2xx: number }> {
  const r = await autocannon({ url, connections: 32, pipelining: 1, duration: seconds });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

/** Figure 7: the game-info GET (guest lottery info, served from the catalogue) vs a bare Fastify hello. */
export async function cachedGet(scale: Scale): Promise<Figure[]> {
  const seconds = pick(scale, 1, 8);
  const app = await ServerProcess.app({
    migrate: true,
    members: 0,
    fundFen: 0,
    scheduler: false,
    games: ['Tradition28'],
  });
  let ours: { rps: number; p99: number; non2xx: number };
  try {
    const url = `http://127.0.0.1:${app.port}/api/guest/lottery/info?game_id=Tradition28`;
    await cannon(url, 1);
    ours = await cannon(url, seconds);
  } finally {
    await app.stop();
  }
  const bare = await ServerProcess.bare('hello');
  let base: { rps: number; p99: number; non2xx: number };
  try {
    await cannon(`http://127.0.0.1:${bare.port}/hello`, 1);
    base = await cannon(`http://127.0.0.1:${bare.port}/hello`, seconds);
  } finally {
    await bare.stop();
  }
  return [
    ratioFigure(
      {
        id: 'cached-get',
        name: 'cached GET route (game info)',
        value: ours.rps,
        unit: 'req/s',
        baseline: { name: 'bare Fastify hello route', value: base.rps, unit: 'req/s' },
        target: { op: '>=', value: 0.3, of: 'ratio' },
        detail: { p99Ms: ours.p99, baselineP99Ms: base.p99, non2xx: ours.non2xx },
      },
      'value/baseline',
    ),
  ];
}
