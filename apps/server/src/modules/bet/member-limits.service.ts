import { type BetLimits, effectiveBetLimits, findGameFamily, type MemberLimits } from '@qilin/domain';
import type { Db } from '../../db';
import { Errors } from '../../lib/errors';
import type { AdminAudit } from '../operator';
import { BetErrors } from './bet.errors';
import { EVERY_GAME, type MemberLimitRow, memberLimitsRepository as repo } from './member-limits.repository';

const isForeignKeyViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23503';

/** What GET member/limit answers: the effective limits, and the game's and the member's own beside them. */
export type MemberLimitView = BetLimits & { game: BetLimits; member: MemberLimits };

/**
 * A member's own bet limits (operator set, per game or for every game). Bet placement enforces them
 * inside its write (bet-placement.service.ts); this service reads them for the member and edits them for operators.
 */
export class MemberLimitService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The limits a member bets under in a game: the tighter of the game's and the member's own. */
  async view(memberId: number, game: BetLimits, gameCode: string): Promise<MemberLimitView> {
    const member = await repo.forGame(this.db, memberId, gameCode);
    return { ...effectiveBetLimits(game, member), game, member };
  }

  list(memberId: number): Promise<MemberLimitRow[]> {
    return repo.rows(this.db, memberId);
  }

  /** Sets (replaces) the member's row for one game, or for every game with gameCode ''. */
  async set(memberId: number, row: MemberLimitRow, audit: AdminAudit): Promise<MemberLimitRow[]> {
    if (row.gameCode !== EVERY_GAME && !findGameFamily(row.gameCode)) throw BetErrors.gameNotFound();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const before = await repo.rows(trx, memberId);
        await repo.upsert(trx, memberId, row, this.now());
        await audit.record(trx, {
          action: 'member-limit.set',
          target: `member:${memberId} game:${row.gameCode}`,
          before: before.find((r) => r.gameCode === row.gameCode) ?? null,
          after: row,
        });
        return repo.rows(trx, memberId);
      });
    } catch (err) {
      if (isForeignKeyViolation(err)) throw Errors.notFound(); // no such member
      throw err;
    }
  }

  remove(memberId: number, gameCode: string, audit: AdminAudit): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const before = (await repo.rows(trx, memberId)).find((r) => r.gameCode === gameCode) ?? null;
      const removed = await repo.remove(trx, memberId, gameCode);
      await audit.record(trx, {
        action: 'member-limit.removed',
        target: `member:${memberId} game:${gameCode}`,
        before,
        after: null,
      });
      return removed;
    });
  }
}
