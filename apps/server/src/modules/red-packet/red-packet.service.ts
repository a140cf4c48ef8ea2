import { randomBytes } from 'node:crypto';
import {
  type RedPacketBestOdds,
  type RedPacketCheck,
  type RedPacketGrabResult,
  type RedPacketList,
  RedPacketMessages,
  type RedPacketView,
} from '@qilin/contract';
import { bestMineRate, commitmentOf, findGameFamily, oddsToBp, redPacketTerms } from '@qilin/domain';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db';
import type { DomainEvent, DomainEvents } from '../../events';
import { type AppError, Errors } from '../../lib/errors';
import { InsufficientFundsError, placeHold } from '../ledger';
import { lockMember } from '../member';
import type { ProtectionService } from '../protection';
import { RED_PACKET_REF, RED_PACKET_RULES as RULES, RedPacketTransfer as T } from './red-packet.config';
import { RedPacketErrors as Err } from './red-packet.errors';
import { presentCheck, presentPacket, splitOf } from './red-packet.presenter';
import { redPacketRepository as repo } from './red-packet.repository';
import { checkNewPacket, checkTerms, liabilityShort, sameRequest } from './red-packet.rules';
import type { RedPacketRow } from './red-packet.tables';
import { type SettledOutcome, settleLockedPacket } from './red-packet-settlement.service';

export type NewPacketInput = {
  gameCode: string;
  roomId: string;
  count: number;
  mineDigits: number[];
  variant: 'classic' | 'multi';
  totalFen: number;
  clientKey?: string | undefined;
};

/** A room's packets changed (sent, grabbed, settled), and whose balances moved: its screens ask again. */
const changed = (gameCode: string, roomId: string, memberIds: readonly number[]): DomainEvent[] => [
  ...[...new Set(memberIds)].map((memberId): DomainEvent => ({ type: 'balanceChanged', memberId })),
  { type: 'redPacketChanged', gameCode, roomId },
];

export type RedPacketLog = { error(obj: object, msg: string): void };

/**
 * Red packets (红包扫雷): create (multi-mine) and Jdsl (classic), grab, reads, settlement and the expiry
 * sweep. Lock order everywhere: the packet row, then ledger holds, then ledger accounts ascending.
 * Settlement happens in its own transaction once a packet is full or expired, exactly once: it locks
 * the packet row and settles only a packet still `open` (the grab that fills it, the scheduler's sweep
 * and a late read may all try; the first commits, the others find it settled).
 */
export class RedPacketService {
  private readonly db: Kysely<Database>;
  private readonly events: Pick<DomainEvents, 'publish'>;
  private readonly now: () => Date;
  private readonly log: RedPacketLog | undefined;
  private readonly protection: ProtectionService | undefined;
  private readonly newSeed: () => string;

  constructor(o: {
    db: Kysely<Database>;
    /** Published after each commit, never inside a transaction. */
    events: Pick<DomainEvents, 'publish'>;
    now?: () => Date;
    log?: RedPacketLog;
    /**
     * Player protection: a break stops sends and grabs; a send counts as a stake against the limits;
     * settlement counts refunds and winnings as returns and a grabber's mine liability as a loss.
     */
    protection?: ProtectionService;
    /** 32 random bytes as hex per packet (OS CSPRNG); tests pass chosen seeds. */
    newSeed?: () => string;
  }) {
    this.db = o.db;
    this.events = o.events;
    this.now = o.now ?? (() => new Date());
    this.log = o.log;
    this.protection = o.protection;
    this.newSeed = o.newSeed ?? (() => randomBytes(32).toString('hex'));
  }

  gameCode(code: string | undefined): string {
    const family = findGameFamily(code ?? 'RedPacket');
    if (family?.classType !== 3) throw Err.gameNotFound();
    return family.code;
  }

  bestOdds(count: number, mines: number): RedPacketBestOdds {
    checkTerms(count, mines);
    const rate = bestMineRate(count, mines);
    return { hbgs: count, szlhs: mines, rate, rateBp: oddsToBp(rate) };
  }

  async create(senderId: number, input: NewPacketInput): Promise<RedPacketView> {
    checkNewPacket(input);
    const terms = redPacketTerms(input.totalFen, input.count, input.mineDigits.length);
    const seedHex = this.newSeed();
    const now = this.now();
    const id = await this.db.transaction().execute(async (trx) => {
      // One member's creations serialise on their row, so a repeated client key is seen, not raced.
      if (!(await lockMember(trx, senderId))) throw Errors.sessionExpired();
      if (input.clientKey) {
        const earlier = await repo.byClientKey(trx, senderId, input.clientKey);
        if (earlier) return sameRequest(earlier, input);
      }
      const stake = { stakeFen: input.totalFen, largestBetFen: null, action: 'red_packet_send' as const };
      const guarded = (await this.protection?.guardStake(trx, senderId, stake)) === true;
      const packetId = await repo.nextId(trx);
      const { holdId } = await placeHold(trx, {
        memberId: senderId,
        amountFen: input.totalFen,
        type: T.send,
        refType: RED_PACKET_REF,
        refId: String(packetId),
      });
      if (guarded) await this.protection?.recordStake(trx, senderId, input.totalFen);
      await repo.insertPacket(trx, {
        id: packetId,
        game_code: input.gameCode,
        room_id: input.roomId,
        sender_id: senderId,
        variant: input.variant,
        total_fen: input.totalFen,
        count: input.count,
        mine_digits: input.mineDigits.join(','),
        rate_bp: terms.rateBp,
        liability_fen: terms.liabilityFen,
        seed_hex: seedHex,
        commitment: commitmentOf(seedHex),
        hold_id: holdId,
        client_key: input.clientKey ?? null,
        created_at: now,
        expires_at: new Date(now.getTime() + RULES.expirySec * 1000),
      });
      return packetId;
    });
    await this.events.publish(...changed(input.gameCode, input.roomId, [senderId]));
    return this.detail(id, senderId);
  }

  /**
   * One grab: the packet row is locked, the grabber's liability reserved as a hold and the next part of
   * the split assigned, all in one transaction. The grab that takes the last part settles the packet
   * right after its commit (the sweep picks it up should this process die in between).
   */
  async grab(memberId: number, packetId: number, moneyFen?: number): Promise<RedPacketGrabResult> {
    const now = this.now();
    const out = await this.db.transaction().execute(async (trx) => {
      await this.protection?.guardAction(trx, memberId, 'red_packet_grab');
      const row = await repo.lockPacket(trx, packetId);
      if (!row) throw Err.notFound();
      if (moneyFen !== undefined && moneyFen !== row.total_fen) throw Err.moneyMismatch();
      const refusal = await this.#refusal(trx, row, memberId, now);
      if (refusal === 'expired') return { expired: true as const };
      if (refusal) throw refusal;
      const holdId = await this.#reserve(trx, row, memberId);
      const seq = row.grabbed_count;
      const amountFen = splitOf(row)[seq];
      if (amountFen === undefined) throw Err.finished();
      await repo.insertGrab(trx, { packetId, memberId, seq, amountFen, holdId });
      return {
        expired: false as const,
        seq,
        amountFen,
        full: seq + 1 === row.count,
        liability: row.liability_fen,
        room: [row.game_code, row.room_id] as const,
      };
    });
    if (out.expired) {
      await this.#settleAfterGrab(packetId);
      throw Err.expired();
    }
    if (out.full) await this.#settleAfterGrab(packetId);
    await this.events.publish(...changed(...out.room, [memberId]));
    return {
      hid: packetId,
      seq: out.seq,
      amountFen: out.amountFen,
      liabilityFen: out.liability,
      packet: await this.detail(packetId, memberId),
    };
  }

  async check(memberId: number, packetId: number): Promise<RedPacketCheck> {
    await this.#settleIfDue(packetId);
    const row = await repo.findPacket(this.db, packetId);
    if (!row) throw Err.notFound();
    const now = this.now();
    const refusal = await this.#refusal(this.db, row, memberId, now);
    const reason = refusal === 'expired' ? RedPacketMessages.expired : (refusal?.message ?? null);
    return presentCheck(row, reason, now);
  }

  async detail(packetId: number, viewerId: number): Promise<RedPacketView> {
    await this.#settleIfDue(packetId);
    const row = await repo.findPacket(this.db, packetId);
    if (!row) throw Err.notFound();
    return presentPacket(row, await repo.grabsOf(this.db, [packetId]), viewerId, this.now());
  }

  async list(viewerId: number, gameCode: string, roomId: string, limit = 20): Promise<RedPacketList> {
    let rows = await repo.listRoom(this.db, gameCode, roomId, limit);
    const now = this.now();
    const due = rows.filter(
      (r) => r.state === 'open' && (r.expires_at <= now || r.grabbed_count === r.count),
    );
    if (due.length > 0) {
      for (const r of due) await this.settle(r.id);
      rows = await repo.listRoom(this.db, gameCode, roomId, limit);
    }
    const grabs = await repo.grabsOf(
      this.db,
      rows.map((r) => r.id),
    );
    const list = rows.map((r) =>
      presentPacket(
        r,
        grabs.filter((g) => g.packet_id === r.id),
        viewerId,
        now,
      ),
    );
    return { list, rules: RULES, serverTime: now.getTime() };
  }

  /**
   * Settles one packet if it is still open and full or expired; false when there was nothing to do.
   * Safe to call from any number of processes at once: the packet row lock admits one, and the others
   * find it settled.
   */
  async settle(packetId: number): Promise<boolean> {
    const now = this.now();
    let room: readonly [string, string] = ['', ''];
    let terms = { count: 0, reason: 'expired' as 'emptied' | 'expired' };
    const done = await this.db.transaction().execute(async (trx): Promise<SettledOutcome | null> => {
      const row = await repo.lockPacket(trx, packetId);
      if (row?.state !== 'open') return null;
      const full = row.grabbed_count === row.count;
      if (!full && row.expires_at > now) return null;
      room = [row.game_code, row.room_id];
      terms = { count: row.count, reason: full ? 'emptied' : 'expired' };
      const out = await settleLockedPacket(trx, row, terms.reason, now);
      // Counted in the transaction that credits them (members without protection are left out in SQL).
      await this.protection?.recordReturns(trx, out.returns);
      await this.protection?.recordLosses(trx, out.losses);
      return out;
    });
    if (!done) return false;
    await this.events.publish(
      ...changed(...room, [done.senderId, ...done.grabberIds]),
      {
        type: 'redPacketSettled',
        gameCode: room[0],
        roomId: room[1],
        packetId: done.packetId,
        count: terms.count,
        grabbed: done.grabberIds.length,
        mineHit: done.senderWinFen > 0,
        reason: terms.reason,
      },
      ...(done.senderWinFen > 0
        ? [
            {
              type: 'redPacketWon',
              memberId: done.senderId,
              amountFen: done.senderWinFen,
              packetId: done.packetId,
            } as const,
          ]
        : []),
    );
    return true;
  }

  /** The expiry sweep (and pick-up of full packets a crash left open), run by the draw scheduler's tick. */
  async sweep(limit = 100): Promise<number> {
    let settled = 0;
    for (const id of await repo.dueIds(this.db, this.now(), limit)) if (await this.settle(id)) settled += 1;
    return settled;
  }

  /** The grab already committed: a failed settlement here is logged and left to the sweep. */
  async #settleAfterGrab(packetId: number): Promise<void> {
    await this.settle(packetId).catch((err: unknown) =>
      this.log?.error({ err, packetId }, 'red packet: settlement after grab failed; the sweep retries'),
    );
  }

  async #settleIfDue(packetId: number): Promise<void> {
    const row = await repo.findPacket(this.db, packetId);
    if (row?.state === 'open' && (row.grabbed_count === row.count || row.expires_at <= this.now()))
      await this.settle(packetId);
  }

  /** Why this member may not grab now, in the order a grab checks it; 'expired' = settle it instead. */
  async #refusal(
    db: Db,
    row: RedPacketRow,
    memberId: number,
    now: Date,
  ): Promise<AppError | 'expired' | null> {
    if (row.sender_id === memberId) return Err.ownPacket();
    if (await repo.memberGrab(db, row.id, memberId)) return Err.alreadyGrabbed();
    if (row.state === 'settled') return row.settle_reason === 'expired' ? Err.expired() : Err.finished();
    if (row.grabbed_count >= row.count) return Err.finished();
    if (row.expires_at <= now) return 'expired';
    return null;
  }

  /** The grabber's liability hold; a short balance answers how much is reserved and why. */
  async #reserve(trx: Parameters<typeof placeHold>[0], row: RedPacketRow, memberId: number): Promise<number> {
    try {
      const { holdId } = await placeHold(trx, {
        memberId,
        amountFen: row.liability_fen,
        type: T.liability,
        refType: RED_PACKET_REF,
        refId: String(row.id),
      });
      return holdId;
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      throw liabilityShort(row);
    }
  }
}
