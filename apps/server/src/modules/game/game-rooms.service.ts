import { findGameFamily, type GameResult } from '@qilin/domain';
import type { Db } from '../../db';
import type { DrawService } from '../draw';
import { trendsOf } from './game-trends';

const mask = (name: string) =>
  name.length <= 2 ? `${name.slice(0, 1)}*` : `${name.slice(0, 1)}***${name.slice(-1)}`;

/**
 * Room-level reads: who is betting in a room, the road chart, and the
 * "prediction" (a cold-number hint from the trends — information, never a promise of a result).
 */
export class GameRoomsService {
  constructor(
    private readonly db: Db,
    private readonly draws: DrawService,
    private readonly now: () => Date,
  ) {}

  /** Members with a bet on the issue on sale in this room, nicknames masked. */
  async roomMembers(gameCode: string, roomId: string) {
    const current = await this.draws.currentIssue(gameCode);
    if (!current) return { issue: null, list: [] };
    const rows = await this.db
      .selectFrom('bet_orders')
      .innerJoin('members', 'members.id', 'bet_orders.member_id')
      .select([
        'members.nickname',
        'members.avatar',
        (eb) => eb.fn.sum<string>('bet_orders.total_fen').as('total'),
      ])
      .where('bet_orders.game_code', '=', gameCode)
      .where('bet_orders.room_id', '=', roomId)
      .where('bet_orders.issue', '=', current.issue)
      .where('bet_orders.status', '=', 'open')
      .groupBy(['members.id', 'members.nickname', 'members.avatar'])
      .execute();
    return {
      issue: current.issue,
      list: rows.map((r) => ({ nickname: mask(r.nickname), avatar: r.avatar, totalFen: Number(r.total) })),
    };
  }

  async roadMap(gameCode: string, count: number) {
    const family = findGameFamily(gameCode);
    if (!family) return { map: [] };
    const history = await this.draws.history(gameCode, count);
    return {
      map: trendsOf(
        family,
        history.map((h) => h.result as GameResult),
      ).map,
    };
  }

  /** The most overdue option of the first play group for the issue on sale, and the last hints' outcomes. */
  async prediction(gameCode: string) {
    const family = findGameFamily(gameCode);
    if (!family) return null;
    const history = await this.draws.history(gameCode, 30);
    const { ignore } = trendsOf(
      family,
      history.map((h) => h.result as GameResult),
    );
    const first = family.playGroups.credit[0]?.name;
    const pick = ignore.filter((i) => i.group === first).sort((a, b) => b.miss - a.miss)[0];
    const current = await this.draws.currentIssue(gameCode);
    return {
      issue: current?.issue ?? null,
      pick: pick?.name ?? null,
      miss: pick?.miss ?? 0,
      serverTime: this.now().getTime(),
    };
  }
}
