import { createHash } from 'node:crypto';
import { WS_PATH } from '@qilin/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { appPlugin, fastifyOptions } from '../../src/app';
import { decryptText } from '../../src/lib/crypto';
import { createTestDb, type TestDb, testEnv } from '../helpers';
import { FakeClock } from './fake-clock';

/**
 * Seed-leak detection (game-rules A1 "Publication rule"). Issue i draws with s_i and
 * s_{i-1} = SHA256(s_i), so any value from which an undrawn seed follows by hashing is a leak.
 *
 * The detector trusts nothing the server stores. It records every 64-hex value (and every 32-byte
 * base64 value, decoded to hex) that crosses the wire — JSON answers, headers, socket frames, log
 * lines — with the sequence number of the moment it was seen, and afterwards judges them by two rules:
 *
 * 1. Chain rule (what was public at that moment): a value v that was not itself public when seen,
 *    while SHA256^k(v) (1 ≤ k ≤ FORWARD_HASHES) was — a terminal hash or a seed the server had
 *    already published in its draw history — is a chain link of a not-yet-revealed issue.
 * 2. Ground truth (after everything is drawn): a value v such that SHA256^k(v) (k ≥ 0) is the
 *    now-revealed seed of an issue X, seen before the scheduler tick that drew X, leaked X's seed.
 */
export const FORWARD_HASHES = 300;

const sha256 = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/** v, SHA256(v), SHA256²(v), … (k = 0 … n) as hex. */
export function forwardChain(hex: string, n = FORWARD_HASHES): string[] {
  const out = [hex];
  let bytes: Buffer = Buffer.from(hex, 'hex');
  for (let k = 1; k <= n; k++) {
    bytes = sha256(bytes);
    out.push(bytes.toString('hex'));
  }
  return out;
}

export type Occurrence = {
  /** Sequence number of the moment it was seen (ticks and captures share one counter). */
  seq: number;
  /** Clock time (ms) of the fake clock when seen. */
  at: number;
  /** `GET /api/lottery/sale/issues` etc. — the route, job or channel, no query. */
  route: string;
  /** The full request (URL with query, /sbin job with params, socket, log). */
  request: string;
  /** Where in the answer: JSON path, `header:<name>`, `(text)`. */
  path: string;
  /** Who asked (guest / member) and in which window. */
  context: string;
  encoding: 'hex' | 'base64';
};

export type Leak = { value: string; occurrence: Occurrence; why: string };

const HEX_RUN = /[0-9a-fA-F]{64,}/g;
const B64_PADDED = /[A-Za-z0-9+/]{43}=/g;
const B64URL_BARE = /(?<![A-Za-z0-9_\-+/])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_\-+/=])/g;

/** Every 32-byte value written in `text`: byte-aligned 64-hex windows of hex runs, base64 (padded), base64url (bare). */
export function valuesIn(text: string): { value: string; encoding: 'hex' | 'base64' }[] {
  const out: { value: string; encoding: 'hex' | 'base64' }[] = [];
  for (const m of text.matchAll(HEX_RUN)) {
    const run = m[0].toLowerCase();
    for (let i = 0; i + 64 <= run.length; i += 2) out.push({ value: run.slice(i, i + 64), encoding: 'hex' });
  }
  for (const re of [B64_PADDED, B64URL_BARE]) {
    for (const m of text.matchAll(re)) {
      const bytes = Buffer.from(m[0].replace(/-/g, '+').replace(/_/g, '/'), 'base64');
      if (bytes.length === 32) out.push({ value: bytes.toString('hex'), encoding: 'base64' });
    }
  }
  return out;
}

/** Records every sighting, the ticks and what the server published, then judges them. */
export class LeakRecorder {
  #seq = 0;
  readonly occurrences = new Map<string, Occurrence[]>();
  /** value → seq at which the server had made it public (terminal hash, revealed seed). */
  readonly publishedAt = new Map<string, number>();
  readonly ticks: { seq: number; clockMs: number }[] = [];

  constructor(private readonly clock: FakeClock) {}

  nextSeq(): number {
    this.#seq += 1;
    return this.#seq;
  }

  tick(): void {
    this.ticks.push({ seq: this.nextSeq(), clockMs: this.clock.ms });
  }

  /** `value` is public from `seq` on (default: now). */
  publish(value: string | null | undefined, seq?: number): void {
    if (typeof value !== 'string' || !/^[0-9a-f]{64}$/.test(value)) return;
    if (!this.publishedAt.has(value)) this.publishedAt.set(value, seq ?? this.nextSeq());
  }

  /** The seq of the last tick (0 before any). */
  get lastTickSeq(): number {
    return this.ticks[this.ticks.length - 1]?.seq ?? 0;
  }

  /** Scans a JSON value (strings and keys, recursively) or a text. */
  record(
    payload: unknown,
    where: Omit<Occurrence, 'seq' | 'at' | 'path' | 'encoding'>,
    path = '',
    seq = this.nextSeq(),
  ): void {
    const add = (text: string, at: string) => {
      for (const { value, encoding } of valuesIn(text)) {
        const list = this.occurrences.get(value) ?? [];
        list.push({ ...where, seq, at: this.clock.ms, path: at || '(root)', encoding });
        this.occurrences.set(value, list);
        // A terminal hash is public from the moment it is shown as one (its epoch is announced).
        if (at.endsWith('.terminalHash') || at === 'terminalHash') this.publish(value);
      }
    };
    if (typeof payload === 'string') add(payload, path);
    else if (Array.isArray(payload)) {
      for (const [i, v] of payload.entries()) this.record(v, where, `${path}[${i}]`, seq);
    } else if (payload !== null && typeof payload === 'object') {
      for (const [k, v] of Object.entries(payload)) {
        const at = path ? `${path}.${k}` : k;
        add(k, `${at}(key)`);
        this.record(v, where, at, seq);
      }
    } else if (payload !== null && payload !== undefined) add(String(payload), path);
  }

  /** Rule 1: a value unknown when seen whose forward hash was already a public chain value. */
  chainRuleLeaks(): Leak[] {
    const leaks: Leak[] = [];
    for (const [value, list] of this.occurrences) {
      const chain = forwardChain(value);
      const own = this.publishedAt.get(value) ?? Number.POSITIVE_INFINITY;
      let hitSeq = Number.POSITIVE_INFINITY;
      let hitK = 0;
      for (let k = 1; k < chain.length; k++) {
        const p = this.publishedAt.get(chain[k] ?? '');
        if (p !== undefined && p < hitSeq) {
          hitSeq = p;
          hitK = k;
        }
      }
      for (const o of list) {
        if (o.seq > hitSeq && o.seq < own)
          leaks.push({
            value,
            occurrence: o,
            why: `SHA256^${hitK}(value) = ${short(chain[hitK] ?? '')}, a published chain value, while the value itself was not public`,
          });
      }
    }
    return leaks;
  }

  /** The seq of the tick that drew an issue due at `drawAtMs` (∞ if none did). */
  revealSeq(drawAtMs: number): number {
    return this.ticks.find((t) => t.clockMs >= drawAtMs)?.seq ?? Number.POSITIVE_INFINITY;
  }

  /** Rule 2: every value seen, against the seeds revealed in the end. */
  groundTruthLeaks(seeds: Map<string, { game: string; issue: string; drawAt: number }>): Leak[] {
    const leaks: Leak[] = [];
    for (const [value, list] of this.occurrences) {
      const chain = forwardChain(value);
      for (let k = 0; k < chain.length; k++) {
        const x = seeds.get(chain[k] ?? '');
        if (!x) continue;
        const reveal = this.revealSeq(x.drawAt);
        for (const o of list) {
          if (o.seq < reveal)
            leaks.push({
              value,
              occurrence: o,
              why:
                k === 0
                  ? `is the seed of ${x.game} ${x.issue}, seen before its draw (${iso(x.drawAt)})`
                  : `hashes in ${k} step(s) to the seed of ${x.game} ${x.issue}, seen before its draw (${iso(x.drawAt)})`,
            });
        }
        break; // the nearest seed on its chain names the leak; the later ones follow from it
      }
    }
    return leaks;
  }
}

const short = (hex: string) => `${hex.slice(0, 16)}…`;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One readable line per route and place in the answer (indices folded), with the first example:
 * `GET /api/lottery/sale/issues result.list[*].commitment ×388 — e.g. member@sale 2401: …`.
 */
export function describeLeaks(leaks: Leak[], max = 60): string[] {
  const groups = new Map<string, Leak[]>();
  for (const leak of leaks) {
    const key = `${leak.occurrence.route}  ${leak.occurrence.path.replace(/\[\d+\]/g, '[*]')}`;
    const list = groups.get(key) ?? [];
    list.push(leak);
    groups.set(key, list);
  }
  const lines = [...groups.entries()].map(([key, list]) => {
    const first = list.reduce((a, b) => (b.occurrence.seq < a.occurrence.seq ? b : a));
    const o = first.occurrence;
    return `${key}  ×${list.length} — e.g. ${o.context} ${o.request} ${o.path} = ${first.value}${o.encoding === 'base64' ? ' (base64)' : ''} ${first.why}`;
  });
  return lines.sort().slice(0, max);
}

export type Captured = { status: number; body: unknown; text: string; headers: Headers };

/**
 * The whole app over a fake clock on a real port, responses encrypted as in production, every route
 * registered on it listed (onRoute), every log line kept. The scheduler is driven by `tick()`.
 */
export async function buildLeakApp(options: {
  games: string[];
  periodSec: number;
  closeSec: number;
  chainLength: number;
  start: string;
}) {
  const clock = new FakeClock(options.start);
  const recorder = new LeakRecorder(clock);
  const db: TestDb = await createTestDb();
  const env = testEnv({ ENCRYPT_RESPONSES: '1', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'trace' });
  // Every log line (trace level) is scanned like an answer: A1 forbids seeds in log lines too.
  const logLines: string[] = [];
  const logStream = {
    write: (line: string) => {
      logLines.push(line);
      let parsed: unknown = line;
      try {
        parsed = JSON.parse(line);
      } catch {
        // scanned as text
      }
      const msg = (parsed as { msg?: unknown } | null)?.msg;
      recorder.record(parsed, { route: `LOG ${String(msg ?? '')}`, request: 'log line', context: 'log' });
    },
  };
  const app: FastifyInstance = Fastify(fastifyOptions(env, logStream));
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method: String(method), url: r.url });
  });
  await app.register(appPlugin, {
    env,
    db,
    closeDbWithApp: false,
    now: clock.now,
    gamePlay: {
      autoStart: false,
      only: options.games,
      chainLength: options.chainLength,
      periodSec: options.periodSec,
      closeSec: options.closeSec,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  const port = address.port;
  const baseUrl = `http://127.0.0.1:${port}`;

  /** One HTTP call through fetch; the answer decrypted when the server marked it `x-enc: 1`. */
  async function fetchText(
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    token: string | undefined,
    extraHeaders: Record<string, string> = {},
  ): Promise<Captured> {
    const headers: Record<string, string> = { 'device-id': 'seed-leak-device', ...extraHeaders };
    if (token) headers.token = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const raw = await res.text();
    const text = res.headers.get('x-enc') === '1' ? decryptText(env.dataKey, raw) : raw;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // non-JSON answers are scanned as text
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  }

  /** A socket on /ws/ws whose every frame is recorded; `login` binds it to a member. */
  async function socket(label: string, token?: string) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}`);
    const frames: string[] = [];
    ws.on('message', (data) => {
      const text = data.toString();
      frames.push(text);
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // scanned as text
      }
      const type = (parsed as { type?: unknown })?.type;
      // Echo heartbeats as the client does, or the hub drops the socket as dead after a minute.
      if (type === 'heartbeat')
        ws.send(JSON.stringify({ type: 'heartbeat', ts: (parsed as { ts: number }).ts }));
      recorder.record(parsed, {
        route: `WS ${WS_PATH} ${String(type)}`,
        request: `socket(${label})`,
        context: label,
      });
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    if (token) ws.send(JSON.stringify({ type: 'login', token }));
    return { ws, frames };
  }

  return {
    app,
    db,
    clock,
    env,
    recorder,
    routes,
    logLines,
    baseUrl,
    fetchText,
    socket,
    /**
     * One scheduler tick. Its seq is taken first: whatever the tick draws counts as revealed from
     * then on (a push or log line of the tick itself may show what it just drew).
     */
    async tick() {
      recorder.tick();
      await app.gamePlay.scheduler.tick();
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export type LeakApp = Awaited<ReturnType<typeof buildLeakApp>>;
