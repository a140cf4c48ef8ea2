import { WS_PATH } from '@qilin/contract';
import WebSocket from 'ws';
import { ServerProcess } from '../lib/app-process';
import { freshDatabase } from '../lib/pg-admin';
import { type Figure, ratioFigure } from '../lib/report';
import { pick, type Scale } from '../lib/scale';

type Clients = { sockets: WebSocket[]; arrivals: Map<number, number[]> };

/** Opens `n` sockets in batches; every `notice` frame's arrival time is recorded by its id. */
async function connect(url: string, n: number): Promise<Clients> {
  const arrivals = new Map<number, number[]>();
  const sockets: WebSocket[] = [];
  const one = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      ws.on('message', (data) => {
        const text = data.toString();
        if (!text.includes('"notice"')) return;
        const id = (JSON.parse(text) as { id: number }).id;
        const list = arrivals.get(id) ?? [];
        if (list.length === 0) arrivals.set(id, list);
        list.push(Date.now());
      });
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  for (let i = 0; i < n; i += 250) {
    const batch = Math.min(250, n - i);
    sockets.push(...(await Promise.all(Array.from({ length: batch }, one))));
  }
  return { sockets, arrivals };
}

/** Median over rounds of (last arrival − server send time): the time to reach every socket. */
async function fanOut(
  server: ServerProcess,
  clients: Clients,
  rounds: number,
): Promise<{ medianMs: number; delivered: number }> {
  const times: number[] = [];
  let delivered = 0;
  const content = JSON.stringify({
    gameId: 'Tradition28',
    issue: '20260301-121',
    result: [3, 5, 9],
    sum: 17,
  });
  for (let r = 1; r <= rounds; r++) {
    const sent = await server.request({ cmd: 'broadcast', id: r, content }, 'broadcast');
    const deadline = Date.now() + 30_000;
    while ((clients.arrivals.get(r)?.length ?? 0) < clients.sockets.length && Date.now() < deadline)
      await new Promise((res) => setTimeout(res, 2));
    const got = clients.arrivals.get(r) ?? [];
    delivered = Math.min(delivered || got.length, got.length);
    times.push(Math.max(...got) - sent.sentAt);
    await new Promise((res) => setTimeout(res, 100));
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)] ?? Number.NaN, delivered };
}

const closeAll = async (c: Clients) => {
  for (const s of c.sockets) s.terminate();
  await new Promise((r) => setTimeout(r, 200));
};

/** Figures 6 and the 10k-socket memory row: realtime hub fan-out vs a bare `ws` broadcast loop. */
export async function fanout(scale: Scale): Promise<Figure[]> {
  const n = pick(scale, 200, 10_000);
  const rounds = pick(scale, 3, 7);
  // On PostgreSQL, as in production: embedded PGlite alone holds hundreds of MB of WASM heap.
  const db = await freshDatabase('fanout');
  const app = await ServerProcess.app({
    databaseUrl: db.url,
    migrate: true,
    members: 0,
    fundFen: 0,
    scheduler: false,
    games: ['Tradition28'],
  });
  let ours: { medianMs: number; delivered: number };
  let rss: { rss: number; sockets: number };
  try {
    const clients = await connect(`ws://127.0.0.1:${app.port}${WS_PATH}`, n);
    await new Promise((r) => setTimeout(r, 500));
    rss = await app.request({ cmd: 'rss' }, 'rss');
    ours = await fanOut(app, clients, rounds);
    await closeAll(clients);
  } finally {
    await app.stop();
    await db.drop();
  }
  const bare = await ServerProcess.bare('ws');
  let base: { medianMs: number; delivered: number };
  try {
    const clients = await connect(`ws://127.0.0.1:${bare.port}`, n);
    base = await fanOut(bare, clients, rounds);
    await closeAll(clients);
  } finally {
    await bare.stop();
  }
  return [
    ratioFigure(
      {
        id: 'fanout',
        name: `draw result fan-out to ${n.toLocaleString('en')} sockets`,
        value: ours.medianMs,
        unit: 'ms',
        baseline: { name: 'bare ws broadcast', value: base.medianMs, unit: 'ms' },
        target: { op: '>=', value: 0.6, of: 'ratio' },
        detail: { delivered: ours.delivered, baselineDelivered: base.delivered, rounds },
      },
      'baseline/value',
    ),
    {
      id: 'rss-10k',
      name: `RSS of one server process with ${n.toLocaleString('en')} sockets`,
      value: rss.rss / 1024 / 1024,
      unit: 'MB',
      target: { op: '<=', value: 400, of: 'value' },
      detail: { socketsOpen: rss.sockets },
    },
  ];
}
