import type { AddressInfo } from 'node:net';
import { type RedPacketGrabResult, type RedPacketView, WS_PATH } from '@qilin/contract';
import { commitmentOf, verifyRedPacket } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpKit, type Reply } from '../bet/http-kit';
import { testDbKind } from '../helpers';
import { TestClient, waitUntil } from '../realtime/realtime-test-kit';
import { fund } from './red-packet-kit';
import {
  type Answer,
  amountsIn,
  committedSplit,
  judgeable,
  secretsFor,
  settleSocket,
} from './red-packet-sealed-kit';

type Kit = Awaited<ReturnType<typeof buildHttpKit>>;
/** A member (or the guest: no id, no token) with a socket logged in as them, and what they were told. */
type Viewer = { name: string; id?: number; token?: string; socket: TestClient; answers: Answer[] };

const TOTAL_FEN = 100_000;
const MONEY = '1000';
const COUNT = 5;
const result = <T>(r: Reply): T => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
};

// game-rules A1: while a packet is open no answer may let a player derive an unopened part. The
// grabbers grab through the client's paths (REST grab, /sbin open, /sbin grab with money); after each
// grab every member — the sender, each grabber, the last grabber-to-be, a third member, a member who
// cannot cover the liability — and a guest asks everything there is to ask about the packet.
describe(`red packets stay sealed while open (${testDbKind()})`, () => {
  let k: Kit;
  let wsUrl: string;
  const viewers: Viewer[] = [];
  const sbin = (jkid: string, params: object, token?: string) =>
    k.call('POST', '/sbin', { jkid, jkparam: JSON.stringify(params) }, token);

  async function viewer(name: string, fen: number | null): Promise<Viewer> {
    const socket = await TestClient.connect(wsUrl);
    await socket.next('identify');
    const v: Viewer = { name, socket, answers: [] };
    if (fen !== null) {
      const m = await k.newMember();
      await fund(k.db.db, m.id, fen);
      v.id = m.id;
      v.token = await k.login(m);
      socket.send({ type: 'login', token: v.token });
      await waitUntil(() => k.app.realtime.memberConnectionCount(m.id) === 1);
    }
    viewers.push(v);
    return v;
  }

  beforeAll(async () => {
    k = await buildHttpKit([]);
    await k.app.listen({ host: '127.0.0.1', port: 0 });
    wsUrl = `ws://127.0.0.1:${(k.app.server.address() as AddressInfo).port}${WS_PATH}`;
  });
  afterAll(async () => {
    for (const v of viewers) v.socket.close();
    await k?.close();
  });

  /** Everything `v` can ask about packet `hid` in `room`, recorded; `probeGrab` also tries a refused grab. */
  async function askAll(v: Viewer, hid: number, room: string, probeGrab: boolean, key?: string) {
    const t = v.token;
    const sb = { id: room, gid: 'RedPacket', hid };
    const asks: [string, Promise<Reply>][] = [
      ['list', k.call('GET', `/api/redpacket/list?game_room_id=${room}`, undefined, t)],
      ['detail', k.call('GET', `/api/redpacket/detail?hid=${hid}`, undefined, t)],
      ['results', k.call('GET', `/api/redpacket/results?hid=${hid}`, undefined, t)],
      ['check', k.call('GET', `/api/redpacket/check?hid=${hid}`, undefined, t)],
      ['best_odds', k.call('GET', `/api/redpacket/best_odds?hbgs=${COUNT}&szlhs=1`, undefined, t)],
      ['wallet', k.call('GET', '/api/member/wallet', undefined, t)],
      ['history', k.call('GET', '/api/member/wallet/history?pageSize=100', undefined, t)],
      ['sbin check', sbin('redpacket_check', sb, t)],
      ['sbin detail', sbin('redpacket_detail', sb, t)],
      ['sbin results', sbin('redpacket_results', sb, t)],
      ['sbin best_odds', sbin('best_odds', { ...sb, hbgs: COUNT, szlhs: 1 }, t)],
    ];
    // Refused grabs: the sender's own, a second grab, a short balance, a guest's; a wrong amount else.
    if (probeGrab) {
      asks.push(['grab again', k.call('POST', '/api/redpacket/grab', { hid }, t)]);
      asks.push(['sbin open again', sbin('redpacket_open', sb, t)]);
    } else asks.push(['grab wrong money', k.call('POST', '/api/redpacket/grab', { hid, money: '99' }, t)]);
    // The sender's retry of the create call answers the packet as it is now.
    if (key) {
      const body = { game_room_id: room, szlh: 3, hbgs: COUNT, money: MONEY, idempotency_key: key };
      asks.push(['jdsl retry', k.call('POST', '/api/redpacket/jdsl', body, t)]);
    }
    for (const [what, reply] of asks) v.answers.push({ what, body: (await reply).body });
  }

  it('no answer to anyone derives an unopened part; after the last grab all is revealed and verifies', async () => {
    const sender = await viewer('sender', 5_000_000);
    const grabbers: Viewer[] = [];
    for (let i = 0; i < COUNT - 1; i++) grabbers.push(await viewer(`grabber ${i}`, 1_000_000));
    const last = await viewer('last grabber', 1_000_000);
    const third = await viewer('third member', 1_000_000);
    const poor = await viewer('member short of the liability', 1_000);
    const guest = await viewer('guest', null);

    // The seed is the server's own (CSPRNG); packets are sent until one's split has no part or sum
    // that an innocent number of the answers (ids, balances, the rules) could equal by chance.
    let packet: RedPacketView | undefined;
    let parts: number[] = [];
    let room = '';
    let key = '';
    for (let attempt = 0; attempt < 20 && !packet; attempt++) {
      room = `sealed-${attempt}`;
      key = `sealed-key-${attempt}`;
      const body = { game_room_id: room, szlh: 3, hbgs: COUNT, money: MONEY, idempotency_key: key };
      const made = result<RedPacketView>(await k.call('POST', '/api/redpacket/jdsl', body, sender.token));
      const split = await committedSplit(k.db.db, made.hid);
      const seen = amountsIn(made);
      for (const v of [sender, third, poor]) {
        for (const url of [`/api/redpacket/list?game_room_id=${room}`, '/api/member/wallet/history'])
          amountsIn((await k.call('GET', url, undefined, v.token)).body, seen);
      }
      if (judgeable(split, seen)) [packet, parts] = [made, split];
    }
    if (!packet) throw new Error('no judgeable split in 20 packets');
    const hid = packet.hid;
    const lastFen = parts[COUNT - 1] ?? Number.NaN;

    const own = new Map<Viewer, { seq: number; amountFen: number }>();
    const lookAround = async () => {
      for (const v of viewers) {
        const probe = v === sender || own.has(v) || v === poor || v === guest;
        await askAll(v, hid, room, probe, v === sender ? key : undefined);
      }
    };
    await lookAround();
    const first = (r: Reply) => result<RedPacketGrabResult[]>(r)[0];
    const paths: ((g: Viewer) => Promise<RedPacketGrabResult | undefined>)[] = [
      async (g) => result(await k.call('POST', '/api/redpacket/grab', { hid }, g.token)),
      async (g) => first(await sbin('redpacket_open', { id: room, gid: 'RedPacket', hid }, g.token)),
      async (g) => first(await sbin('redpacket_grab', { hid, money: MONEY }, g.token)),
      async (g) =>
        result(await k.call('POST', '/api/redpacket/grab', { hid, money: `${MONEY}.00` }, g.token)),
    ];
    for (const [i, g] of grabbers.entries()) {
      const answer = await (paths[i] ?? paths[0])?.(g);
      if (!answer) throw new Error('no grab answer');
      g.answers.push({ what: 'own grab', body: answer });
      own.set(g, { seq: answer.seq, amountFen: answer.amountFen });
      expect(answer.amountFen, `${g.name} holds their own part`).toBe(parts[answer.seq]);
      await lookAround();
    }
    for (const v of viewers) {
      await settleSocket(v.socket);
      v.answers.push(...v.socket.received.map((m) => ({ what: `socket ${m.type}`, body: m })));
    }
    expect(sender.answers.some((a) => a.what === 'socket ex_out_all')).toBe(true);

    // The last part is not derivable by anyone: no answer to a viewer carries another member's part,
    // a sum grabbed so far or what remains; the only amount a member was told is their own part.
    const leaks: Record<string, string[]> = {};
    for (const v of viewers) {
      const secrets = secretsFor(parts, own.get(v)?.seq);
      const told = new Set<string>();
      for (const a of v.answers) for (const n of amountsIn(a.body)) if (secrets.has(n)) told.add(a.what);
      if (told.size > 0) leaks[v.name] = [...told];
    }
    expect(leaks, `parts ${parts.join(' / ')}`).toEqual({});
    for (const v of viewers) {
      const mine = own.get(v);
      const visible = [...new Set(v.answers.flatMap((a) => grabAmountsIn(a.body)))];
      expect(visible, v.name).toEqual(mine ? [mine.amountFen] : []);
      expect(TOTAL_FEN - visible.reduce((s, x) => s + x, 0), v.name).not.toBe(lastFen);
    }
    const seenByThird = result<RedPacketView>(
      await k.call('GET', `/api/redpacket/detail?hid=${hid}`, undefined, third.token),
    );
    expect(seenByThird).toMatchObject({ state: 'open', grabbedCount: COUNT - 1, seed: null, partsFen: null });
    expect(seenByThird.grabbedFen).toBeNull();
    expect(seenByThird.grabs.map((g) => g.amountFen)).toEqual([null, null, null, null]);

    // The last grab settles the packet: every amount and the seed are revealed and verify.
    const closing = result<RedPacketGrabResult>(
      await k.call('POST', '/api/redpacket/grab', { hid }, last.token),
    );
    expect(closing.amountFen).toBe(lastFen);
    for (const v of [third, sender, last]) {
      const done = result<RedPacketView>(
        await k.call('GET', `/api/redpacket/detail?hid=${hid}`, undefined, v.token),
      );
      expect(done).toMatchObject({ state: 'settled', grabbedFen: TOTAL_FEN, partsFen: parts });
      expect(done.grabs.map((g) => g.amountFen)).toEqual(parts);
      expect(commitmentOf(done.seed ?? '')).toBe(packet.commitment);
      expect(
        verifyRedPacket({
          packetId: String(hid),
          seedHex: done.seed ?? '',
          commitment: packet.commitment,
          totalFen: TOTAL_FEN,
          count: COUNT,
          partsFen: done.grabs.map((g) => g.amountFen ?? -1),
        }).ok,
      ).toBe(true);
    }
    for (const [g, o] of own) expect(o.amountFen, g.name).toBe(parts[o.seq]);
  });

  it('an expiring packet stays sealed until the sweep settles it, then reveals the grabbed parts', async () => {
    const sender = await viewer('expiry sender', 100_000);
    const a = await viewer('expiry grabber a', 100_000);
    const b = await viewer('expiry grabber b', 100_000);
    const room = 'sealed-expiry';
    const body = { game_room_id: room, szlh: 3, hbgs: COUNT, money: '100' };
    const p = result<RedPacketView>(await k.call('POST', '/api/redpacket/jdsl', body, sender.token));
    const parts = await committedSplit(k.db.db, p.hid);
    const grab = async (g: Viewer) =>
      result<RedPacketGrabResult>(await k.call('POST', '/api/redpacket/grab', { hid: p.hid }, g.token));
    const first = await grab(a);
    expect((await grab(b)).packet.grabs.map((g) => g.amountFen)).toEqual([null, parts[1]]);
    for (const v of [sender, a, b]) {
      const seen = result<RedPacketView>(
        await k.call('GET', `/api/redpacket/detail?hid=${p.hid}`, undefined, v.token),
      );
      expect(seen).toMatchObject({ state: 'open', grabbedFen: null, seed: null, partsFen: null });
      const shown = seen.grabs.map((g) => (g.self ? 'own' : g.amountFen));
      expect(shown).toEqual(v === a ? ['own', null] : v === b ? [null, 'own'] : [null, null]);
    }
    expect(first.packet.grabs.map((g) => g.amountFen)).toEqual([parts[0]]);

    k.clock.advance(300_000);
    expect((await k.tick()).swept).toBeGreaterThanOrEqual(1);
    const done = result<RedPacketView>(
      await k.call('GET', `/api/redpacket/detail?hid=${p.hid}`, undefined, sender.token),
    );
    const grabbed = (parts[0] ?? 0) + (parts[1] ?? 0);
    expect(done).toMatchObject({ state: 'settled', grabbedFen: grabbed, partsFen: parts });
    expect(done.grabs.map((g) => g.amountFen)).toEqual(parts.slice(0, 2));
    expect(done.settlement).toMatchObject({ reason: 'expired', unclaimedFen: 10_000 - grabbed });
    expect(commitmentOf(done.seed ?? '')).toBe(p.commitment);
  });
});

/** Every per-grab amount an answer carries (a grab row's or a grab answer's `amountFen`). */
function grabAmountsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(grabAmountsIn);
  if (!value || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  const here = typeof o.amountFen === 'number' && ('seq' in o || 'hid' in o) ? [o.amountFen] : [];
  return [...here, ...Object.values(o).flatMap(grabAmountsIn)];
}
