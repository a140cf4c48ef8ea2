import { ErrorCode, type RecentGame } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import type { Db } from '../../db';
import { appError } from '../../lib/errors';
import { recentGamesRepository as repo } from './recent-games.repository';

const gameNotFound = () => appError(ErrorCode.GameNotFound);
const ms = (d: Date | null) => (d === null ? null : new Date(d).getTime());

/** Spec §7 "recent game": the games a member entered or bet on most recently, newest first. */
export class RecentGamesService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The member entered a game room (REST enter call, or the /sbin game_info the legacy client sends). */
  async enter(memberId: number, gameCode: string, roomId: string): Promise<void> {
    if (!findGameFamily(gameCode)) throw gameNotFound();
    await repo.enter(this.db, { memberId, gameCode, roomId, at: this.now() });
  }

  async list(memberId: number, limit = 8): Promise<RecentGame[]> {
    const rows = await repo.recent(this.db, memberId, limit);
    return rows.flatMap((r) => {
      const family = findGameFamily(r.game_code);
      if (!family) return []; // a game taken out of the catalogue drops out of the list
      const enteredAt = ms(r.entered_at);
      const lastBetAt = ms(r.bet_at);
      return [
        {
          id: family.code,
          gid: family.code,
          name: family.name,
          type: family.classType,
          roomId: r.room_id,
          enteredAt,
          lastBetAt,
          lastAt: Math.max(enteredAt ?? 0, lastBetAt ?? 0),
        },
      ];
    });
  }
}
