import type { RoadMapResult, RoomMembersResult } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import type { Db } from '../../db';
import { roomBettors } from '../bet';
import type { DrawService } from '../draw';
import { trendsOf } from './game-trends.rules';
import { maskNickname } from './nickname.presenter';

/** Room-level reads: who is betting in a room and the road chart. */
export class GameRoomsService {
  constructor(
    private readonly db: Db,
    private readonly draws: DrawService,
  ) {}

  /** Members with a bet on the issue on sale in this room, nicknames masked. */
  async roomMembers(gameCode: string, roomId: string): Promise<RoomMembersResult> {
    const current = await this.draws.currentIssue(gameCode);
    if (!current) return { issue: null, list: [] };
    const rows = await roomBettors(this.db, { gameCode, roomId, issue: current.issue });
    return {
      issue: current.issue,
      list: rows.map((r) => ({
        nickname: maskNickname(r.nickname),
        avatar: r.avatar,
        totalFen: Number(r.total),
      })),
    };
  }

  async roadMap(gameCode: string, count: number): Promise<RoadMapResult> {
    const family = findGameFamily(gameCode);
    if (!family) return { map: [] };
    const history = await this.draws.history(gameCode, count);
    return {
      map: trendsOf(
        family,
        history.flatMap((h) => (h.result === null ? [] : [h.result])),
      ).map,
    };
  }
}
