import type { GameFamily } from '@qilin/domain';
import type { Db } from '../../db';
import { maskNickname } from './nickname.presenter';
import { recentGamesRepository as repo } from './recent-games.repository';

/** A member counts as in the room they entered last for this long (clients enter again on each visit). */
export const ROOM_PRESENCE_MS = 60 * 60 * 1000;
/** Entries read per call, and members listed per room (the count covers them all). */
const MAX_ENTRIES = 2_000;
const MAX_LISTED = 100;

export type RoomOnline = {
  gid: string;
  id: string;
  online: number;
  list: { nickname: string; avatar: string }[];
};

/**
 * /sbin online_list: who is in a game room now. The socket hub knows members, not rooms (clients never
 * tell it their room), so a member is in the room they entered last (POST /api/lottery/enter, or the
 * legacy game_info) within ROOM_PRESENCE_MS, while a socket of theirs is connected. `onlineAmong` asks
 * once per call for the whole batch: with Redis it sees every process's sockets (app.realtime.onlineMembers),
 * so the answer does not depend on which process the balancer picked.
 */
export class RoomPresenceService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly familyOf: (code: string) => GameFamily,
    private readonly onlineAmong: (memberIds: number[]) => Promise<ReadonlySet<number>>,
  ) {}

  /** One game room (gid and id), every room of a game (gid), or every room with anyone in it. */
  async onlineList(gameCode?: string, roomId?: string): Promise<RoomOnline[]> {
    const gid = gameCode === undefined ? undefined : this.familyOf(gameCode).code;
    const id = gid === undefined ? undefined : roomId;
    const rows = await repo.latestRoomEntries(this.db, {
      ...(gid !== undefined && { gameCode: gid }),
      ...(id !== undefined && { roomId: id }),
      since: new Date(this.now().getTime() - ROOM_PRESENCE_MS),
      limit: MAX_ENTRIES,
    });
    const rooms = new Map<string, RoomOnline>();
    const roomOf = (g: string, r: string) => {
      const key = JSON.stringify([g, r]);
      let room = rooms.get(key);
      if (!room) {
        room = { gid: g, id: r, online: 0, list: [] };
        rooms.set(key, room);
      }
      return room;
    };
    if (gid !== undefined && id !== undefined) roomOf(gid, id); // the room asked for, even when empty
    const online = await this.onlineAmong(rows.map((row) => row.member_id));
    for (const row of rows) {
      if (!online.has(row.member_id)) continue;
      const room = roomOf(row.game_code, row.room_id);
      room.online += 1;
      if (room.list.length < MAX_LISTED)
        room.list.push({ nickname: maskNickname(row.nickname), avatar: row.avatar });
    }
    return [...rooms.values()].sort((a, b) => b.online - a.online);
  }
}
