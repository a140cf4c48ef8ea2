import { ErrorCode, Messages, RedPacketErrorCode } from '@qilin/contract';
import { bestMineRate, commitmentOf, verifyRedPacket } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../../src/events';
import { AppError } from '../../src/lib/errors';
import { reconcile } from '../../src/modules/ledger';
import { type NewPacketInput, RedPacketService } from '../../src/modules/red-packet';
import { testDbKind } from '../helpers';
import {
  buildRedPacketKit,
  expectedDeltas,
  held,
  houseAccounts,
  nextPacketId,
  packetTransfers,
  revealedAmounts,
  seedWhere,
  wallet,
} from './red-packet-kit';

type Kit = Awaited<ReturnType<typeof buildRedPacketKit>>;

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  expect(err.statusCode).toBeGreaterThanOrEqual(400);
  expect(err.statusCode).toBeLessThan(500);
  return err;
}

describe(`red packets: lifecycle (${testDbKind()})`, () => {
  let k: Kit;
  beforeAll(async () => {
    k = await buildRedPacketKit();
  });
  afterAll(async () => {
    await k?.close();
  });

  it('classic (Jdsl) 100 元 / 5 packets / mine digit: exact fen from creation to settlement', async () => {
    const db = k.db.db;
    const sender = await k.member(100_000);
    const grabbers = [await k.member(30_000), await k.member(30_000), await k.member(30_000)];
    grabbers.push(await k.member(30_000), await k.member(30_000));
    const late = await k.member(30_000);
    const id = await nextPacketId(db);
    // A split in which exactly two of the five parts end in the mine digit (the first part's).
    const { seed, parts } = seedWhere(
      id,
      10_000,
      5,
      (p) => p.filter((x) => x % 10 === (p[0] ?? 0) % 10).length === 2,
    );
    const mine = (parts[0] ?? 0) % 10;
    k.seeds.push(seed);
    const revenueBefore = (await houseAccounts(db)).revenue;

    const created = await k.packets.create(sender, {
      gameCode: 'RedPacket',
      roomId: '1',
      count: 5,
      mineDigits: [mine],
      variant: 'classic',
      totalFen: 10_000,
    });
    expect(created).toMatchObject({ hid: id, rate: '2.1', liabilityFen: 21_000, state: 'open', seed: null });
    expect(created.partsFen).toBeNull();
    expect(created.commitment).toBe(commitmentOf(seed));
    expect(await wallet(db, sender)).toBe(90_000);
    expect(await held(db, sender)).toBe(10_000);

    const ownErr = await refusal(k.packets.grab(sender, id));
    expect(ownErr.errorCode).toBe(RedPacketErrorCode.OwnPacket);

    for (const [i, g] of grabbers.entries()) {
      const r = await k.packets.grab(g, id);
      expect(r).toMatchObject({ seq: i, amountFen: parts[i], liabilityFen: 21_000 });
      if (i < 4) {
        expect(await wallet(db, g)).toBe(9_000);
        expect(await held(db, g)).toBe(21_000);
        expect(r.packet.state).toBe('open');
        expect(r.packet.seed).toBeNull();
        // sealed while open: the grabber sees their own part, no other and no sum (game-rules A1)
        expect(r.packet.grabbedFen).toBeNull();
        expect(r.packet.grabs.map((x) => x.amountFen)).toEqual(
          parts.slice(0, i + 1).map((p, j) => (j === i ? p : null)),
        );
        const again = await refusal(k.packets.grab(g, id));
        expect(again.errorCode).toBe(RedPacketErrorCode.AlreadyGrabbed);
      } else {
        expect(r.packet.state).toBe('settled');
      }
    }

    const done = await k.packets.detail(id, sender);
    expect(done.seed).toBe(seed);
    expect(done.partsFen).toEqual(parts);
    expect(
      verifyRedPacket({
        packetId: String(id),
        seedHex: seed,
        commitment: created.commitment,
        totalFen: 10_000,
        count: 5,
        partsFen: revealedAmounts(done),
      }).ok,
    ).toBe(true);
    const hitFlags = parts.map((p) => p % 10 === mine);
    expect(done.grabs.map((g) => g.hitMine)).toEqual(hitFlags);
    expect(done.settlement).toMatchObject({
      reason: 'emptied',
      exploded: true,
      minesWonFen: 42_000,
      houseFen: 2_100,
      senderCreditFen: 39_900,
      unclaimedFen: 0,
    });
    // sender: 100,000 − 10,000 + 95 % of 2 × 21,000
    expect(await wallet(db, sender)).toBe(129_900);
    expect(await held(db, sender)).toBe(0);
    for (const [i, g] of grabbers.entries()) {
      expect(await wallet(db, g)).toBe(30_000 + (parts[i] ?? 0) - (hitFlags[i] ? 21_000 : 0));
      expect(await held(db, g)).toBe(0);
    }
    expect((await houseAccounts(db)).revenue - revenueBefore).toBe(2_100);
    const model = expectedDeltas(done, sender, grabbers);
    expect(model.deltas.get(sender)).toBe(29_900);

    const types = (await packetTransfers(db, id)).map((t) => `${t.type}:${t.amount_fen}`);
    expect(types).toEqual([
      'red_packet_send:10000',
      ...parts.map(() => 'red_packet_liability:21000'),
      'red_packet_send:10000',
      ...parts.map((p) => `red_packet_grab:${p}`),
      ...hitFlags.map((h) => (h ? 'red_packet_mine:21000' : 'red_packet_release:21000')),
      'red_packet_mine_win:39900',
      'red_packet_commission:2100',
    ]);
    expect(k.pushes).toContainEqual({ kind: 'won', memberId: sender, amountFen: 39_900 });
    // The room's screens hear every change (sent, each grab, the settlement) instead of polling.
    const roomPushes = k.pushes.filter((p) => p.kind === 'room');
    expect(roomPushes).toHaveLength(1 + parts.length + 1);
    expect(new Set(roomPushes.map((p) => JSON.stringify(p)))).toEqual(
      new Set([JSON.stringify({ kind: 'room', gameCode: 'RedPacket', roomId: '1' })]),
    );

    const lateErr = await refusal(k.packets.grab(late, id));
    expect(lateErr.errorCode).toBe(RedPacketErrorCode.Finished);
    expect(await wallet(db, late)).toBe(30_000);
    expect(await reconcile(db)).toEqual({ ok: true, problems: [] });
  });

  it('multi-mine explodes only when every mine digit appears; the model and the ledger agree to the fen', async () => {
    const db = k.db.db;
    const sender = await k.member(50_000);
    const grabbers: number[] = [];
    for (let i = 0; i < 5; i++) grabbers.push(await k.member(100_000));
    const id = await nextPacketId(db);
    const { seed, parts } = seedWhere(id, 20_000, 5, (p) => (p[0] ?? 0) % 10 !== (p[1] ?? 0) % 10);
    k.seeds.push(seed);
    const mines = [(parts[0] ?? 0) % 10, (parts[1] ?? 0) % 10];
    const rate = bestMineRate(5, 2);
    const created = await k.packets.create(sender, {
      gameCode: 'RedPacket',
      roomId: '2',
      count: 5,
      mineDigits: mines,
      variant: 'multi',
      totalFen: 20_000,
    });
    expect(created).toMatchObject({ variant: 'multi', rate, mineDigits: mines });
    const before = new Map<number, number>();
    for (const m of [sender, ...grabbers]) before.set(m, await wallet(db, m));
    before.set(sender, (before.get(sender) ?? 0) + 20_000);
    const revenueBefore = (await houseAccounts(db)).revenue;
    for (const g of grabbers) await k.packets.grab(g, id);

    const done = await k.packets.detail(id, grabbers[0] ?? 0);
    const model = expectedDeltas(done, sender, grabbers);
    expect(model.exploded).toBe(true);
    expect(done.settlement?.exploded).toBe(true);
    for (const [m, delta] of model.deltas)
      expect(await wallet(db, m), `member ${m}`).toBe((before.get(m) ?? 0) + delta);
    expect((await houseAccounts(db)).revenue - revenueBefore).toBe(model.revenue);
    expect(done.grabs.filter((g) => g.hitMine).length).toBe(model.hits);
    expect(await reconcile(db)).toEqual({ ok: true, problems: [] });
  });

  it('a multi-mine packet whose digits do not all appear pays no mine: every liability is released', async () => {
    const db = k.db.db;
    const sender = await k.member(50_000);
    const grabbers: number[] = [];
    for (let i = 0; i < 3; i++) grabbers.push(await k.member(100_000));
    const id = await nextPacketId(db);
    const { seed, parts } = seedWhere(id, 10_000, 3, (p) => new Set(p.map((x) => x % 10)).size < 10);
    k.seeds.push(seed);
    const present = new Set(parts.map((x) => x % 10));
    const absent = [...Array(10).keys()].find((d) => !present.has(d)) ?? 0;
    await k.packets.create(sender, {
      gameCode: 'RedPacket',
      roomId: '2',
      count: 3,
      mineDigits: [(parts[0] ?? 0) % 10, absent],
      variant: 'multi',
      totalFen: 10_000,
    });
    for (const g of grabbers) await k.packets.grab(g, id);
    const done = await k.packets.detail(id, sender);
    expect(done.settlement).toMatchObject({
      exploded: false,
      minesWonFen: 0,
      houseFen: 0,
      senderCreditFen: 0,
    });
    expect(await wallet(db, sender)).toBe(40_000);
    for (const [i, g] of grabbers.entries()) expect(await wallet(db, g)).toBe(100_000 + (parts[i] ?? 0));
    expect((await packetTransfers(db, id)).filter((t) => t.type === 'red_packet_release')).toHaveLength(3);
  });

  it('expiry after 300 s: grabbed parts paid, the unclaimed rest refunded to the sender, exactly once', async () => {
    const db = k.db.db;
    const sender = await k.member(50_000);
    const a = await k.member(50_000);
    const b = await k.member(50_000);
    const c = await k.member(50_000);
    const id = await nextPacketId(db);
    const { seed, parts } = seedWhere(id, 10_000, 7, (p) => (p[0] ?? 0) % 10 !== (p[1] ?? 0) % 10);
    k.seeds.push(seed);
    const mine = (parts[0] ?? 0) % 10; // a hits, b does not
    await k.packets.create(sender, {
      gameCode: 'RedPacket',
      roomId: '3',
      count: 7,
      mineDigits: [mine],
      variant: 'classic',
      totalFen: 10_000,
    });
    await k.packets.grab(a, id);
    await k.packets.grab(b, id);
    k.clock.advance(299_000);
    expect(await k.packets.sweep()).toBe(0);
    expect((await k.packets.check(c, id)).canGrab).toBe(true);
    k.clock.advance(1_000);
    // a grab at the expiry instant is refused and settles the packet on the spot
    expect((await refusal(k.packets.grab(c, id))).errorCode).toBe(RedPacketErrorCode.Expired);
    expect(await k.packets.sweep()).toBe(0);
    expect(await k.packets.settle(id)).toBe(false);

    const done = await k.packets.detail(id, sender);
    const grabbed = (parts[0] ?? 0) + (parts[1] ?? 0);
    expect(done.settlement).toMatchObject({
      reason: 'expired',
      unclaimedFen: 10_000 - grabbed,
      minesWonFen: 16_000,
    });
    expect(done.partsFen).toEqual(parts);
    expect(await wallet(db, sender)).toBe(50_000 - grabbed + 15_200);
    expect(await wallet(db, a)).toBe(50_000 + (parts[0] ?? 0) - 16_000);
    expect(await wallet(db, b)).toBe(50_000 + (parts[1] ?? 0));
    expect(await wallet(db, c)).toBe(50_000);
    const transfers = await packetTransfers(db, id);
    expect(transfers.filter((t) => t.type === 'red_packet_refund').map((t) => t.amount_fen)).toEqual([
      10_000 - grabbed,
    ]);
    expect(transfers.filter((t) => t.type === 'red_packet_send').map((t) => t.amount_fen)).toEqual([
      10_000,
      grabbed,
    ]);
    expect(await reconcile(db)).toEqual({ ok: true, problems: [] });
  });

  it('an untouched packet expires into a full refund by the sweep; two settlers at once settle it once', async () => {
    const db = k.db.db;
    const sender = await k.member(20_000);
    const p = await k.packets.create(sender, {
      gameCode: 'RedPacket',
      roomId: '3',
      count: 5,
      mineDigits: [1, 2],
      variant: 'multi',
      totalFen: 5_000,
    });
    k.clock.advance(300_000);
    const other = new RedPacketService({
      db: db,
      events: new EventBus(),
      now: k.clock.now,
    });
    const [x, y] = await Promise.all([k.packets.settle(p.hid), other.settle(p.hid)]);
    expect([x, y].filter(Boolean)).toHaveLength(1);
    expect(await wallet(db, sender)).toBe(20_000);
    expect((await packetTransfers(db, p.hid)).map((t) => t.type)).toEqual([
      'red_packet_send',
      'red_packet_refund',
    ]);
    expect((await k.packets.detail(p.hid, sender)).settlement).toMatchObject({
      reason: 'expired',
      unclaimedFen: 5_000,
    });
  });

  it('a grabber short of the liability is refused readably and nothing moves', async () => {
    const db = k.db.db;
    const sender = await k.member(20_000);
    const poor = await k.member(5_000);
    const p = await k.packets.create(sender, {
      gameCode: 'RedPacket',
      roomId: '4',
      count: 7,
      mineDigits: [3],
      variant: 'classic',
      totalFen: 10_000,
    });
    const err = await refusal(k.packets.grab(poor, p.hid));
    expect(err.errorCode).toBe(ErrorCode.InsufficientBalance);
    expect(err.message.startsWith(Messages.insufficientBalance)).toBe(true);
    expect(err.message).toContain('冻结160元');
    expect(await wallet(db, poor)).toBe(5_000);
    expect((await k.packets.detail(p.hid, poor)).grabbedCount).toBe(0);
    const check = await k.packets.check(poor, p.hid);
    expect(check).toMatchObject({ canGrab: true, liabilityFen: 16_000, rate: '1.6' });
  });

  it('creation: terms, limits and the sender balance are checked; a client key makes a retry a no-op', async () => {
    const db = k.db.db;
    const sender = await k.member(20_000);
    const base = {
      gameCode: 'RedPacket',
      roomId: '5',
      count: 5,
      mineDigits: [4],
      variant: 'classic' as const,
      totalFen: 2_000,
    };
    const codes = async (input: Partial<NewPacketInput>) =>
      (await refusal(k.packets.create(sender, { ...base, ...input }))).errorCode;
    expect(await codes({ count: 2 })).toBe(RedPacketErrorCode.InvalidTerms);
    expect(await codes({ count: 21 })).toBe(RedPacketErrorCode.InvalidTerms);
    expect(await codes({ mineDigits: [1, 2, 3, 4, 5, 6], variant: 'classic' })).toBe(
      RedPacketErrorCode.InvalidTerms,
    );
    expect(await codes({ mineDigits: [1, 2] })).toBe(RedPacketErrorCode.InvalidTerms);
    expect(await codes({ totalFen: 999 })).toBe(RedPacketErrorCode.InvalidTerms);
    expect(await codes({ totalFen: 500_001 })).toBe(RedPacketErrorCode.InvalidTerms);
    expect(await codes({ totalFen: 30_000 })).toBe(ErrorCode.InsufficientBalance);
    expect(await wallet(db, sender)).toBe(20_000);

    const first = await k.packets.create(sender, { ...base, clientKey: 'retry-key-001' });
    const again = await k.packets.create(sender, { ...base, clientKey: 'retry-key-001' });
    expect(again.hid).toBe(first.hid);
    expect(await wallet(db, sender)).toBe(18_000);
    expect(await codes({ clientKey: 'retry-key-001', totalFen: 3_000 })).toBe(ErrorCode.IdempotencyConflict);
    expect(await reconcile(db)).toEqual({ ok: true, problems: [] });
  });
});
