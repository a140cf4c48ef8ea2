import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DRAND_QUICKNET } from '@qilin/domain';
import { afterEach, describe, expect, it } from 'vitest';
import recorded from '../../../../packages/domain/test/fixtures/drand-quicknet-rounds.json';
import { DrandHttpBeacon, type DrandRelayFailure } from '../../src/modules/draw/beacon';

// Relays are local node:http servers serving the real quicknet rounds recorded in the domain fixture
// (no network in tests); each relay misbehaves in its own way.

const CHAIN = DRAND_QUICKNET.chainHash!;
const [R8, R10, R123] = recorded.rounds;
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const answerOf = (r: { round: number; signature: string; randomness: string }) => ({
  round: r.round,
  randomness: r.randomness,
  signature: r.signature,
});

type Reply = { status: number; body?: unknown } | 'hang' | 'hang-body';
type Relay = { url: string; paths: string[] };
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A relay that answers GET /<chain>/public/<round> with `reply(round)`. */
async function relay(reply: (round: number) => Reply): Promise<Relay> {
  const paths: string[] = [];
  const server = createServer((req, res: ServerResponse) => {
    paths.push(req.url ?? '');
    const m = new RegExp(`^/${CHAIN}/public/(\\d+)$`).exec(req.url ?? '');
    const answer = m ? reply(Number(m[1])) : { status: 404 };
    if (answer === 'hang') return;
    if (answer === 'hang-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"round":');
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths };
}

/** The honest relay: every recorded round, 425 for any other. */
const honest = () =>
  relay((round) => {
    const r = recorded.rounds.find((x) => x.round === round);
    return r ? { status: 200, body: answerOf(r) } : { status: 425, body: 'Too Early' };
  });

/** A port nobody listens on (a closed relay). */
async function closedUrl(): Promise<string> {
  const r = await relay(() => ({ status: 500 }));
  await closers.pop()!();
  return r.url;
}

function beacon(urls: string[], timeoutMs = 2000) {
  const failures: DrandRelayFailure[] = [];
  const source = new DrandHttpBeacon({
    urls,
    info: DRAND_QUICKNET,
    timeoutMs,
    onError: (f) => failures.push(f),
  });
  return { source, failures, reasons: () => failures.map((f) => f.reason) };
}

describe('DrandHttpBeacon', () => {
  it('accepts recorded real rounds from a relay, verified', async () => {
    const good = await honest();
    const { source, failures } = beacon([`${good.url}/`]);
    expect(source.kind).toBe('drand');
    expect(source.independent).toBe(true);
    for (const r of [R8!, R123!]) expect(await source.get(r.round)).toEqual(answerOf(r));
    expect(good.paths).toEqual([`/${CHAIN}/public/${R8!.round}`, `/${CHAIN}/public/${R123!.round}`]);
    expect(failures).toEqual([]);
  });

  it('skips relays whose answers do not check and takes the next valid one', async () => {
    const flipped = `${R10!.signature.slice(0, 95)}${R10!.signature.endsWith('0') ? '1' : '0'}`;
    const liars = await Promise.all([
      // a tampered signature with its randomness recomputed, so only the pairing catches it
      relay((round) => ({ status: 200, body: { round, signature: flipped, randomness: sha256(flipped) } })),
      // a real signature of another round
      relay((round) => ({ status: 200, body: { ...answerOf(R8!), round } })),
      relay(() => ({ status: 200, body: { ...answerOf(R10!), randomness: R8!.randomness } })),
      relay(() => ({ status: 200, body: answerOf(R8!) })),
      relay(() => ({ status: 200, body: 'not json' })),
      relay(() => ({ status: 200, body: { round: R10!.round } })),
    ]);
    const good = await honest();
    const { source, failures, reasons } = beacon([...liars.map((l) => l.url), good.url]);
    expect(await source.get(R10!.round)).toEqual(answerOf(R10!));
    expect(reasons()).toEqual([
      'bad-signature',
      'bad-signature',
      'bad-randomness',
      'wrong-round',
      'bad-json',
      'bad-json',
    ]);
    expect(failures.map((f) => f.url)).toEqual(liars.map((l) => l.url));
    expect(failures.every((f) => f.round === R10!.round)).toBe(true);
  });

  it('answers null when no relay answers validly', async () => {
    const early = await relay(() => ({ status: 425, body: 'Too Early' }));
    const missing = await relay(() => ({ status: 404 }));
    const broken = await relay(() => ({ status: 503 }));
    const { source, reasons } = beacon([early.url, missing.url, broken.url, await closedUrl()]);
    expect(await source.get(R8!.round)).toBeNull();
    expect(reasons()).toEqual(['too-early', 'not-found', 'http', 'network']);
  });

  it('honours the per-request timeout, headers and body alike, then tries the next relay', async () => {
    const silent = await relay(() => 'hang');
    const stalled = await relay(() => 'hang-body');
    const good = await honest();
    const { source, reasons } = beacon([silent.url, stalled.url, good.url], 300);
    const started = performance.now();
    expect(await source.get(R123!.round)).toEqual(answerOf(R123!));
    const elapsed = performance.now() - started;
    expect(reasons()).toEqual(['timeout', 'timeout']);
    expect(elapsed).toBeGreaterThanOrEqual(2 * 300 - 20);
    expect(elapsed).toBeLessThan(5000);
  });

  it("rejects at once when the caller's signal aborts", async () => {
    const silent = await relay(() => 'hang');
    const good = await honest();
    const { source, failures } = beacon([silent.url, good.url], 10_000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('shutting down')), 100);
    await expect(source.get(R8!.round, controller.signal)).rejects.toThrow('shutting down');
    expect(failures).toEqual([]);
    expect(good.paths).toEqual([]);
  });

  it('keeps verified rounds: a second ask costs no request', async () => {
    const good = await honest();
    const { source } = beacon([good.url]);
    expect(await source.get(R8!.round)).toEqual(answerOf(R8!));
    expect(await source.get(R8!.round)).toEqual(answerOf(R8!));
    expect(good.paths).toHaveLength(1);
  });

  it('refuses a configuration it cannot use, and bad rounds', async () => {
    const info = DRAND_QUICKNET;
    const { chainHash: _omit, ...noHash } = info;
    expect(() => new DrandHttpBeacon({ urls: ['http://x'], info: noHash, timeoutMs: 1 })).toThrow(RangeError);
    expect(() => new DrandHttpBeacon({ urls: [], info, timeoutMs: 1 })).toThrow(RangeError);
    expect(() => new DrandHttpBeacon({ urls: ['ftp://x'], info, timeoutMs: 1 })).toThrow(RangeError);
    expect(() => new DrandHttpBeacon({ urls: ['not a url'], info, timeoutMs: 1 })).toThrow();
    expect(() => new DrandHttpBeacon({ urls: ['http://x'], info, timeoutMs: 0 })).toThrow(RangeError);
    const { source } = beacon(['http://127.0.0.1:9']);
    await expect(source.get(0)).rejects.toThrow(RangeError);
  });
});
