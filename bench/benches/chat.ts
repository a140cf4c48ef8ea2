import { WS_PATH } from '@qilin/contract';
import WebSocket from 'ws';
import { type ServerProcess, ServerProcess as Servers } from '../lib/app-process';
import type { ChildMember } from '../lib/app-protocol';
import { freshDatabase } from '../lib/pg-admin';
import { type Figure, ratioFigure } from '../lib/report';
import { pick, type Scale } from '../lib/scale';

const GAME = 'Tradition28';
const ROOM = `${GAME}:1`;
/** The tag each benchmark message carries in its text, so arrivals are matched without ids. */
const tagOf = (seq: number) => `bench#${seq}#`;
const TAG = /bench#(\d+)#/;

type Room = { sockets: WebSocket[]; arrivals: Map<number, number[]> };

/** `n` sockets; with members, each logs in and joins the room (waiting for chatJoined). */
async function connect(url: string, n: number, members: ChildMember[]): Promise<Room> {
  const arrivals = new Map<number, number[]>();
  const one = (member?: ChildMember) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      ws.on('message', (data) => {
        const text = data.toString();
        if (member && text.includes('"loggedIn"'))
          ws.send(JSON.stringify({ type: 'chatJoin', rooms: [ROOM] }));
        if (member && text.includes('"chatJoined"')) resolve(ws);
        const seq = TAG.exec(text)?.[1];
        if (seq === undefined) return;
        const list = arrivals.get(Number(seq)) ?? [];
        if (list.length === 0) arrivals.set(Number(seq), list);
        list.push(Date.now());
      });
      ws.once('open', () => {
        if (member) ws.send(JSON.stringify({ type: 'login', token: member.token }));
        else resolve(ws);
      });
      ws.once('error', reject);
    });
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += 200) {
    const batch = Array.from({ length: Math.min(200, n - i) }, (_, k) => members[i + k]);
    sockets.push(...(await Promise.all(batch.map((m) => one(m)))));
  }
  return { sockets, arrivals };
}

async function allArrived(room: Room, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  const complete = () => {
    for (let s = 0; s < count; s++)
      if ((room.arrivals.get(s)?.length ?? 0) < room.sockets.length) return false;
    return true;
  };
  while (!complete() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}

/** p99 of (arrival − send) over every delivery, the rate (messages ÷ time to the last arrival), deliveries. */
function measure(room: Room, sentAt: Map<number, number>, startedAt: number) {
  const latencies: number[] = [];
  let last = startedAt;
  for (const [seq, sent] of sentAt) {
    for (const t of room.arrivals.get(seq) ?? []) {
      latencies.push(t - sent);
      last = Math.max(last, t);
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN,
    perSecond: sentAt.size / ((last - startedAt) / 1000),
    delivered: latencies.length,
  };
}

const closeAll = async (room: Room) => {
  for (const s of room.sockets) s.terminate();
  await new Promise((r) => setTimeout(r, 200));
};

/**
 * Issue 20: messages per second one chat room sustains to `n` members and the p99 from the send to each
 * member's socket, against a bare `ws` server broadcasting the same number of frames to as many sockets
 * in the same run. Our path is the whole one: HTTP send, word and rate checks, the insert under the room
 * lock, the domain event, the room's sockets. Senders rotate over the members (5 messages per 10 s each).
 */
export async function chat(scale: Scale): Promise<Figure[]> {
  const n = pick(scale, 20, 1_000);
  const messages = pick(scale, 20, 400);
  const concurrency = pick(scale, 4, 16);
  const db = await freshDatabase('chat');
  const app: ServerProcess = await Servers.app({
    databaseUrl: db.url,
    migrate: true,
    members: n,
    // The child funds every member it makes (the ledger refuses a zero transfer); chat spends nothing.
    fundFen: 100,
    scheduler: false,
    games: [GAME],
  });
  let ours: ReturnType<typeof measure>;
  try {
    const room = await connect(`ws://127.0.0.1:${app.port}${WS_PATH}`, n, app.members);
    const sentAt = new Map<number, number>();
    const startedAt = Date.now();
    let next = 0;
    const worker = async () => {
      while (next < messages) {
        const seq = next++;
        const member = app.members[seq % app.members.length];
        if (!member) throw new Error('no member');
        sentAt.set(seq, Date.now());
        const res = await fetch(`http://127.0.0.1:${app.port}/api/chat/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: member.token },
          body: JSON.stringify({
            game_id: GAME,
            room_id: 1,
            type: 'text',
            content: `${tagOf(seq)} 第一球大`,
          }),
        });
        if (res.status !== 200) throw new Error(`send ${seq}: ${res.status} ${await res.text()}`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    await allArrived(room, messages);
    ours = measure(room, sentAt, startedAt);
    await closeAll(room);
  } finally {
    await app.stop();
    await db.drop();
  }

  const bare = await Servers.bare('ws');
  let base: ReturnType<typeof measure>;
  try {
    const room = await connect(`ws://127.0.0.1:${bare.port}`, n, []);
    const sentAt = new Map<number, number>();
    const startedAt = Date.now();
    for (let seq = 0; seq < messages; seq++) {
      const sent = await bare.request(
        { cmd: 'broadcast', id: seq, content: `${tagOf(seq)} 第一球大` },
        'broadcast',
      );
      sentAt.set(seq, sent.sentAt);
    }
    await allArrived(room, messages);
    base = measure(room, sentAt, startedAt);
    await closeAll(room);
  } finally {
    await bare.stop();
  }
  const detail = {
    members: n,
    messages,
    concurrency,
    delivered: ours.delivered,
    baselineDelivered: base.delivered,
  };
  return [
    ratioFigure(
      {
        id: 'chat-rate',
        name: `chat messages per second, one room to ${n.toLocaleString('en')} members`,
        value: ours.perSecond,
        unit: 'msg/s',
        baseline: { name: 'bare ws broadcast', value: base.perSecond, unit: 'msg/s' },
        detail,
      },
      'value/baseline',
    ),
    ratioFigure(
      {
        id: 'chat-p99',
        name: `chat p99 send → member socket, one room to ${n.toLocaleString('en')} members`,
        value: ours.p99,
        unit: 'ms',
        baseline: { name: 'bare ws broadcast', value: base.p99, unit: 'ms' },
        target: { op: '<=', value: 200, of: 'value' },
        detail,
      },
      'value/baseline',
    ),
  ];
}
