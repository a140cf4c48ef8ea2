import { performance } from 'node:perf_hooks';
import {
  ErrorCode,
  isNumberedRoomId,
  type RoomConfigView,
  type RoomOdds,
  type RoomRulesDoc,
  roomOddsSchema,
  roomRulesDocSchema,
  ServerMessages,
} from '@qilin/contract';
import { findGameFamily, type GameFamily, type Pc28Hedging } from '@qilin/domain';
import type { Db } from '../../db';
import { appError, Errors } from '../../lib/errors';
import type { AdminAudit } from '../operator';
import { roomConfigRepository as repo } from './room-config.repository';
import {
  hedgingActive,
  judgeSnapshot,
  mergeRules,
  oddsProblem,
  PC28_ROOM_DEFAULTS,
  type Pc28RoomRules,
  withRoomOdds,
} from './room-config.rules';

const gameNotFound = () => appError(ErrorCode.GameNotFound);
/** A room id that names no room (see isNumberedRoomId): refused as the field it came in. */
const roomNotFound = () => Errors.invalidPayload(`${ServerMessages.invalidPayload}：game_room_id`);
const badConfig = (detail: string) => Errors.invalidPayload(ServerMessages.roomConfigInvalid(detail));

/** What a room plays with: the family at the room's odds and, for 28 rooms, its 13/14 and hedging rules. */
export interface ResolvedRoom {
  family: GameFamily;
  /** Effective 28-room rules; null for other game types. */
  rules: Pc28RoomRules | null;
  /** The judge settings a bet stores (null = the domain's defaults). */
  judge: ReturnType<typeof judgeSnapshot>;
  /** The hedging rules to enforce at bet time, when any is on. */
  hedging: Pc28Hedging | null;
  /** Which stored rows this resolution rests on (cache identity; bounded by the table's rows). */
  key: string;
  version: number;
}

type Doc = { odds: RoomOdds; rules: RoomRulesDoc };

/**
 * Per game room odds and rules (table game_room_configs): the catalogue's family and the domain's
 * defaults, then the game's row (room ''), then the room's row. Game info and bet placement read the
 * same resolution, so a bet carries the odds the room shows and any other odds are refused.
 *
 * Rows are cached in memory and re-read at most every `ttlMs`; a change through this process applies
 * at once, one made through another process within `ttlMs`.
 */
export class RoomConfigService {
  #rows = new Map<string, Doc>();
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | null = null;
  #version = 0;
  readonly #resolved = new Map<string, ResolvedRoom>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly ttlMs = 2_000,
  ) {}

  async resolve(gameCode: string, roomId: string): Promise<ResolvedRoom> {
    const base = findGameFamily(gameCode);
    if (!base) throw gameNotFound();
    await this.#fresh();
    const own = this.#rows.has(rowKey(gameCode, roomId)) ? roomId : '';
    if (own === '' && roomId !== '' && !isNumberedRoomId(roomId)) throw roomNotFound();
    const key = rowKey(gameCode, own);
    const cached = this.#resolved.get(key);
    if (cached?.version === this.#version) return cached;
    const game = this.#rows.get(rowKey(gameCode, ''));
    const room = own === '' ? undefined : this.#rows.get(key);
    const family = withRoomOdds(base, { ...game?.odds, ...room?.odds });
    const rules =
      base.gameType === 'pc28' ? mergeRules(mergeRules(PC28_ROOM_DEFAULTS, game?.rules), room?.rules) : null;
    const resolved: ResolvedRoom = {
      family,
      rules,
      judge: rules ? judgeSnapshot(rules) : null,
      hedging: rules && hedgingActive(rules.hedging) ? rules.hedging : null,
      key,
      version: this.#version,
    };
    this.#resolved.set(key, resolved);
    return resolved;
  }

  /** Every stored row of a game, and the room's effective odds and rules. */
  async view(gameCode: string, roomId: string): Promise<RoomConfigView> {
    const resolved = await this.resolve(gameCode, roomId);
    const rows = [...this.#rows.entries()]
      .filter(([k]) => k.startsWith(`${gameCode}\u0000`))
      .map(([k, doc]) => ({ room_id: k.slice(gameCode.length + 1), ...doc }));
    const odds = Object.fromEntries(
      [...resolved.family.playGroups.credit, ...resolved.family.playGroups.norm]
        .flatMap((g) => g.entries)
        .map((e) => [`${e.playId}:${e.option ?? ''}:${e.position ?? ''}`, e.odds]),
    );
    return { game_id: gameCode, room_id: roomId, rows, effective: { odds, rules: resolved.rules } };
  }

  /** Stores a game's (room '') or a room's odds and rules, replacing that row; validated first. */
  async set(
    gameCode: string,
    roomId: string,
    input: { odds?: unknown; rules?: unknown },
    audit: AdminAudit,
  ): Promise<void> {
    const family = findGameFamily(gameCode);
    if (!family || family.classType === 3) throw gameNotFound();
    // A room configured under '1 ' would be a second room 1; new rows take canonical numbers only.
    if (roomId !== '' && !isNumberedRoomId(roomId)) throw roomNotFound();
    const odds = roomOddsSchema.safeParse(input.odds ?? {});
    if (!odds.success) throw badConfig(odds.error.issues[0]?.message ?? 'odds');
    const problem = oddsProblem(family, odds.data);
    if (problem) throw badConfig(problem);
    const rules = roomRulesDocSchema.safeParse(input.rules ?? {});
    if (!rules.success) throw badConfig(rules.error.issues[0]?.message ?? 'rules');
    if (family.gameType !== 'pc28' && Object.keys(rules.data).length > 0)
      throw badConfig(ServerMessages.roomRulesOnly28);
    await this.db.transaction().execute(async (trx) => {
      const before = await repo.one(trx, gameCode, roomId);
      await repo.upsert(trx, { gameCode, roomId, odds: odds.data, rules: rules.data, at: this.now() });
      await audit.record(trx, {
        action: 'room-config.set',
        target: `game:${gameCode} room:${roomId}`,
        before,
        after: { odds: odds.data, rules: rules.data },
      });
    });
    await this.#reloadAfterWrite();
  }

  async remove(gameCode: string, roomId: string, audit: AdminAudit): Promise<boolean> {
    const n = await this.db.transaction().execute(async (trx) => {
      const before = await repo.one(trx, gameCode, roomId);
      const removed = await repo.remove(trx, gameCode, roomId);
      await audit.record(trx, {
        action: 'room-config.removed',
        target: `game:${gameCode} room:${roomId}`,
        before,
        after: null,
      });
      return removed;
    });
    await this.#reloadAfterWrite();
    return n > 0;
  }

  /** A read already under way may predate the write: let it finish, then read again. */
  async #reloadAfterWrite(): Promise<void> {
    await this.#loading?.catch(() => {});
    await this.#reload();
  }

  async #fresh(): Promise<void> {
    if (performance.now() - this.#loadedAt < this.ttlMs) return;
    await this.#reload();
  }

  async #reload(): Promise<void> {
    this.#loading ??= (async () => {
      try {
        const rows = await repo.all(this.db);
        const next = new Map<string, Doc>();
        for (const r of rows) {
          // A row that no longer parses (edited by hand) counts as empty rather than failing every bet.
          const odds = roomOddsSchema.safeParse(r.odds);
          const rules = roomRulesDocSchema.safeParse(r.rules);
          next.set(rowKey(r.game_code, r.room_id), {
            odds: odds.success ? odds.data : {},
            rules: rules.success ? rules.data : {},
          });
        }
        if (JSON.stringify([...next]) !== JSON.stringify([...this.#rows])) {
          this.#rows = next;
          this.#version += 1;
        }
        this.#loadedAt = performance.now();
      } finally {
        this.#loading = null;
      }
    })();
    await this.#loading;
  }
}

const rowKey = (gameCode: string, roomId: string) => `${gameCode}\u0000${roomId}`;
