import type { RedPacketView } from '@qilin/contract';
import { drawRedPacketFor, sha256Hex } from '@qilin/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db';
import { EventBus } from '../../src/events';
import { getMemberBalances } from '../../src/modules/ledger';
import { RedPacketService } from '../../src/modules/red-packet';
import { fund } from '../bet/bet-kit';
import { FakeClock } from '../draw/fake-clock';
import { buildMember, createTestDb, type TestDb } from '../helpers';

export { fund };

export type Push =
  | { kind: 'balance' | 'won'; memberId: number; amountFen?: number }
  | { kind: 'room'; gameCode: string; roomId: string };

/** The service over a fresh database, a fake clock, recorded pushes and chosen split seeds. */
export async function buildRedPacketKit() {
  const db: TestDb = await createTestDb();
  const clock = new FakeClock('2026-03-01T10:00:00+08:00');
  const pushes: Push[] = [];
  const seeds: string[] = [];
  const events = new EventBus();
  events.subscribe((e) => {
    if (e.type === 'balanceChanged') pushes.push({ kind: 'balance', memberId: e.memberId });
    if (e.type === 'redPacketWon') pushes.push({ kind: 'won', memberId: e.memberId, amountFen: e.amountFen });
    if (e.type === 'redPacketChanged') pushes.push({ kind: 'room', gameCode: e.gameCode, roomId: e.roomId });
    return undefined;
  });
  const packets = new RedPacketService({
    db: db.db,
    events,
    now: clock.now,
    newSeed: () => seeds.shift() ?? sha256Hex(`unplanned-${Math.random()}`),
  });
  const member = async (fen = 0) => {
    const m = await buildMember(db.db);
    if (fen > 0) await fund(db.db, m.id, fen);
    return m.id;
  };
  return { db, clock, pushes, seeds, packets, member, close: () => db.close() };
}

/** The id the next packet will get (one connection, nothing else creating packets meanwhile). */
export async function nextPacketId(db: Kysely<Database>): Promise<number> {
  const r = await sql<{
    next: string;
  }>`select case when is_called then last_value + 1 else last_value end as next
    from red_packets_id_seq`.execute(db);
  return Number(r.rows[0]?.next);
}

/**
 * A deterministic seed whose split for packet `id` satisfies `wanted` (searched over sha256("seed-i")),
 * so a test can pin which grabs hit the mine.
 */
export function seedWhere(
  id: number,
  totalFen: number,
  count: number,
  wanted: (parts: number[]) => boolean,
): { seed: string; parts: number[] } {
  for (let i = 0; i < 100_000; i++) {
    const seed = sha256Hex(`seed-${i}`);
    const parts = drawRedPacketFor(seed, String(id), totalFen, count).partsFen;
    if (wanted(parts)) return { seed, parts };
  }
  throw new Error('no seed found');
}

/** A settled view's grabbed amounts in grab order; an amount still withheld fails the test. */
export function revealedAmounts(view: RedPacketView): number[] {
  return view.grabs.map((g) => {
    if (g.amountFen === null) throw new Error(`packet ${view.hid}: grab ${g.seq} has no amount`);
    return g.amountFen;
  });
}

export const wallet = async (db: Kysely<Database>, memberId: number) =>
  (await getMemberBalances(db, memberId)).balanceFen;
export const held = async (db: Kysely<Database>, memberId: number) =>
  (await getMemberBalances(db, memberId)).heldFen;

export async function houseAccounts(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance_fen'])
    .where('kind', 'in', ['house', 'house_revenue'])
    .execute();
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance_fen ?? 0;
  return { house: of('house'), revenue: of('house_revenue') };
}

/** Every transfer of one packet (ref red_packet:<id>, including the holds), in order. */
export async function packetTransfers(db: Kysely<Database>, packetId: number) {
  return db
    .selectFrom('ledger_transfers')
    .select(['type', 'amount_fen'])
    .where('ref_type', '=', 'red_packet')
    .where('ref_id', '=', String(packetId))
    .orderBy('id')
    .execute();
}

/**
 * An independent model of the settlement (game-rules A3 / B §12), written from the rules, not from the
 * domain's settleRedPacket: each member's wallet change from before the packet to after settlement.
 */
export function expectedDeltas(
  view: RedPacketView,
  senderId: number,
  grabbers: readonly number[],
): { deltas: Map<number, number>; revenue: number; hits: number; exploded: boolean } {
  const liability = Math.floor((view.totalFen * Math.round(Number(view.rate) * 10_000)) / 10_000);
  const amounts = grabbers.map((_, i) => view.partsFen?.[i] ?? Number.NaN);
  const digits = new Set(amounts.map((a) => a % 10));
  const exploded = view.mineDigits.length === 1 || view.mineDigits.every((d) => digits.has(d));
  const hit = amounts.map((a) => exploded && view.mineDigits.includes(a % 10));
  const hits = hit.filter(Boolean).length;
  const won = hits * liability;
  const senderWin = Math.floor((won * 95) / 100);
  const grabbed = amounts.reduce((s, a) => s + a, 0);
  const deltas = new Map<number, number>([
    [senderId, -view.totalFen + (view.totalFen - grabbed) + senderWin],
  ]);
  grabbers.forEach((g, i) => {
    deltas.set(g, (amounts[i] ?? 0) - (hit[i] ? liability : 0));
  });
  return { deltas, revenue: won - senderWin, hits, exploded: exploded && hits > 0 };
}
