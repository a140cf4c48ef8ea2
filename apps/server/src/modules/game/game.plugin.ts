import type { FastifyInstance } from 'fastify';
import type { IssueTotals, MemberLimitService } from '../bet';
import { registerGameJobs } from './game.jobs';
import { gameRoutes } from './game.routes';
import type { GameService } from './game.service';
import { gameRoomRoutes, registerRoomJobs } from './game-rooms.routes';
import { GameRoomsService } from './game-rooms.service';
import { gamesAdminRoutes } from './games.admin-routes';
import { PredictionService } from './prediction.service';
import { RecentGamesService } from './recent-games.service';
import { roomConfigAdminRoutes } from './room-config.routes';
import type { RoomConfigService } from './room-config.service';
import type { RoomPresenceService } from './room-presence.service';

export type GamePluginOptions = {
  now: () => Date;
  games: GameService;
  roomConfigs: RoomConfigService;
  /** Room entry answers with the member's own bet limits. */
  limits: MemberLimitService;
  /** The console's issue list sums each issue's bets (the bet module's BetQueries). */
  issueTotals: (issueIds: readonly number[]) => Promise<Map<number, IssueTotals>>;
  /** Who is in which game room now (built by the wiring; the chat module's room list reads it too). */
  presence: RoomPresenceService;
};

/** Games: catalogue and issue reads, rooms (entry, recent games, predictions, presence), room configs. */
export async function gamePlugin(app: FastifyInstance, opts: GamePluginOptions) {
  const { db, draws } = app;
  const { now, games, limits } = opts;
  const rooms = new GameRoomsService(db, draws);
  const recent = new RecentGamesService(db, now);
  await app.register(gameRoutes, { games });
  await app.register(roomConfigAdminRoutes, { rooms: opts.roomConfigs });
  await app.register(gamesAdminRoutes, { draws, issueTotals: opts.issueTotals });
  await app.register(gameRoomRoutes, { rooms, games, recent, limits });
  const predictions = new PredictionService(db, draws, now, (code) => games.family(code));
  const { presence } = opts;
  registerRoomJobs(app.sbin, { recent, predictions, presence });
  registerGameJobs(app.sbin, games, recent);
}
