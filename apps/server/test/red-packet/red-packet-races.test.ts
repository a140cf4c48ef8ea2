import { RedPacketErrorCode, type RedPacketView } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../../src/events';
import { reconcile } from '../../src/modules/ledger';
import { RedPacketService } from '../../src/modules/red-packet';
import {
  asRecord,
  buildMember,
  buildWideTestApp,
  loginMember,
  testDbKind,
  type WideTestApp,
} from '../helpers';
import { expectedDeltas, fund, held, packetTransfers, wallet } from './red-packet-kit';

const RACERS = 30;

// PGlite is one connection: requests cannot overlap there, so races only mean something on PostgreSQL.
describe.skipIf(testDbKind() !== 'pg')('red packet races over HTTP (pg)', () => {
  let t: WideTestApp;
  beforeAll(async () => {
    t = await buildWideTestApp(RACERS, { RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => {
    await t?.closeAll();
  });

  const member = async (fen: number) => {
    const m = await buildMember(t.db.db);
    await fund(t.db.db, m.id, fen);
    return { id: m.id, token: await loginMember(t, m) };
  };
  const newPacket = async (token: string, body: object): Promise<RedPacketView> => {
    const r = await t.call('/api/redpacket/jdsl', { token, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return asRecord(r.body).result as RedPacketView;
  };
  const codeOf = (r: { body: unknown }) => asRecord(r.body).error_code;

  it(`${RACERS} members grab a 5-part packet at once: exactly 5 succeed and it settles once`, async () => {
    const sender = await member(50_000);
    const racers = await Promise.all(Array.from({ length: RACERS }, () => member(30_000)));
    const p = await newPacket(sender.token, { szlh: 4, hbgs: 5, money: '100' });
    const results = await Promise.all(
      racers.map((r) => t.call('/api/redpacket/grab', { token: r.token, body: { hid: p.hid } })),
    );
    expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
    const winners = racers.filter((_, i) => results[i]?.status === 200);
    expect(winners).toHaveLength(5);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers.every((r) => r.status === 409 && codeOf(r) === RedPacketErrorCode.Finished)).toBe(true);

    const done = asRecord((await t.call(`/api/redpacket/results?hid=${p.hid}`, { token: sender.token })).body)
      .result as RedPacketView;
    expect(done.state).toBe('settled');
    expect(done.grabs.map((g) => g.seq)).toEqual([0, 1, 2, 3, 4]);
    // The grab order the ledger saw is the grab order of the split.
    const bySeq = [...done.grabs].sort((a, b) => a.seq - b.seq).map((g) => g.amountFen);
    expect(bySeq).toEqual(done.partsFen);
    const transfers = await packetTransfers(t.db.db, p.hid);
    expect(transfers.filter((x) => x.type === 'red_packet_liability')).toHaveLength(5);
    expect(transfers.filter((x) => x.type === 'red_packet_grab')).toHaveLength(5);
    // grab order = seq: map winners to their seq through their own view
    const seqOf = new Map<number, number>();
    for (const w of winners) {
      const v = asRecord((await t.call(`/api/redpacket/detail?hid=${p.hid}`, { token: w.token })).body)
        .result as RedPacketView;
      seqOf.set(w.id, v.grabs.find((g) => g.self)?.seq ?? -1);
    }
    const ordered = [...winners].sort((a, b) => (seqOf.get(a.id) ?? 0) - (seqOf.get(b.id) ?? 0));
    const model = expectedDeltas(
      done,
      sender.id,
      ordered.map((w) => w.id),
    );
    expect(await wallet(t.db.db, sender.id)).toBe(50_000 + (model.deltas.get(sender.id) ?? 0));
    for (const w of ordered) {
      expect(await wallet(t.db.db, w.id)).toBe(30_000 + (model.deltas.get(w.id) ?? 0));
      expect(await held(t.db.db, w.id)).toBe(0);
    }
    for (const r of racers.filter((x) => !winners.includes(x)))
      expect(await wallet(t.db.db, r.id)).toBe(30_000);
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it(`one member grabbing ${RACERS} times at once gets one part and one liability hold`, async () => {
    const sender = await member(50_000);
    const g = await member(100_000);
    const p = await newPacket(sender.token, { szlh: 4, hbgs: 5, money: '100' });
    const results = await Promise.all(
      Array.from({ length: RACERS }, () =>
        t.call('/api/redpacket/grab', { token: g.token, body: { hid: p.hid } }),
      ),
    );
    expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === RedPacketErrorCode.AlreadyGrabbed)).toHaveLength(RACERS - 1);
    expect(await held(t.db.db, g.id)).toBe(21_000);
    expect(await wallet(t.db.db, g.id)).toBe(79_000);
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });

  it('two processes sweeping the same expired packets settle each exactly once', async () => {
    const sender = await member(100_000);
    const g = await member(100_000);
    const hids: number[] = [];
    for (let i = 0; i < 4; i++)
      hids.push((await newPacket(sender.token, { szlh: i, hbgs: 5, money: '20' })).hid);
    for (const hid of hids) await t.call('/api/redpacket/grab', { token: g.token, body: { hid } });
    const later = () => new Date(Date.now() + 301_000);
    const quiet = new EventBus();
    const a = new RedPacketService({ db: t.db.db, events: quiet, now: later });
    const b = new RedPacketService({ db: t.db.db, events: quiet, now: later });
    const open = await t.db.db.selectFrom('red_packets').select('id').where('state', '=', 'open').execute();
    expect(open.length).toBeGreaterThanOrEqual(hids.length); // the earlier tests' packets expire too
    const [x, y] = await Promise.all([a.sweep(), b.sweep()]);
    expect(x + y).toBe(open.length);
    expect(await a.sweep()).toBe(0);
    for (const hid of hids) {
      const types = (await packetTransfers(t.db.db, hid)).map((tr) => tr.type);
      expect(types.filter((ty) => ty === 'red_packet_refund')).toHaveLength(1);
      expect(types.filter((ty) => ty === 'red_packet_grab')).toHaveLength(1);
    }
    expect(await held(t.db.db, g.id)).toBe(0);
    expect(await reconcile(t.db.db)).toEqual({ ok: true, problems: [] });
  });
});
