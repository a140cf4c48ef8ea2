import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import {
  BetQueries,
  BetService,
  BetSettler,
  betRoutes,
  MemberLimitService,
  memberLimitAdminRoutes,
  RebateBook,
  rebateAdminRoutes,
  rebateRoutes,
  registerBetJobs,
  withRebates,
} from '../bet';
import { ChaseQueries, ChaseService, chaseRoutes, registerChaseJobs } from '../chase';
import {
  type BeaconConfig,
  beaconFromConfig,
  ChainVault,
  DEV_DRAW_SECRET_KEY_HEX,
  DRAW_ALGORITHM,
  DrawScheduler,
  DrawService,
  domainDrawResult,
  drawGamesFromCatalogue,
} from '../draw';
import { registerGameJobs } from './game.jobs';
import { gameRoutes } from './game.routes';
import { GameService } from './game.service';
import { gameRoomRoutes, registerRoomJobs } from './game-rooms.routes';
import { GameRoomsService } from './game-rooms.service';
import { PredictionService } from './prediction.service';
import { RecentGamesService } from './recent-games.service';
import { roomConfigAdminRoutes } from './room-config.routes';
import { RoomConfigService } from './room-config.service';
import { RoomPresenceService } from './room-presence.service';

export type GamePlayOptions = {
  /** Start the scheduler timer with the app (tests drive `tick()` by hand instead). */
  autoStart: boolean;
  tickMs?: number;
  /** Every periodic game draws every N seconds (tests / e2e). */
  periodSec?: number | undefined;
  closeSec?: number | undefined;
  /** Only these catalogue codes are scheduled. */
  only?: string[];
  chainLength?: number;
  /** Key sealing the draw chain secrets at rest (env DRAW_SECRET_KEY). */
  drawSecretKeyHex?: string;
  /** The beacon salting v2 draws (env BEACON_*); the local beacon when it names no relay. */
  beacon?: BeaconConfig & { timeoutMs?: number };
  /** 返点 ceiling of a member without one of their own (env REBATE_MAX_BP); 0 when absent. */
  rebateMaxBp?: number;
};

export type GamePlay = {
  scheduler: DrawScheduler;
  /** Settles each drawn issue's bets (its `onSettled` feeds /metrics). */
  settler: BetSettler;
  roomConfigs: RoomConfigService;
  draws: DrawService;
  bets: BetService;
  chases: ChaseService;
  games: GameService;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Draw scheduler and the game/bet/chase services (tests reach the scheduler through it). */
    gamePlay: GamePlay;
  }
}

/**
 * Wires draws, games, bets and chases: one scheduler per process (a lease lets one act at a time),
 * settlement through the bet module, domain events on `app.events` after commit.
 */
export async function registerGamePlay(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date; options: GamePlayOptions },
): Promise<GamePlay> {
  const { db, now, options } = deps;
  const drawKey = options.drawSecretKeyHex ?? DEV_DRAW_SECRET_KEY_HEX;
  const scheduler = new DrawScheduler({
    db,
    games: drawGamesFromCatalogue({
      ...(options.only && { only: options.only }),
      ...(options.periodSec !== undefined && { periodSec: options.periodSec }),
      ...(options.closeSec !== undefined && { closeSec: options.closeSec }),
    }),
    now,
    drawResult: domainDrawResult,
    algorithm: DRAW_ALGORITHM,
    ...(options.chainLength !== undefined && { chainLength: options.chainLength }),
    vault: new ChainVault(drawKey),
    beacon: beaconFromConfig(options.beacon ?? { urls: [] }, {
      drawSecretKeyHex: drawKey,
      now,
      onRelayError: (failure) => app.log.warn({ failure }, 'draw: beacon relay failed'),
    }),
    ...(options.beacon?.timeoutMs !== undefined && { beaconTimeoutMs: options.beacon.timeoutMs }),
    log: app.log,
  });
  // Databases from before migration 0091 keep plain chain secrets until this seals them.
  app.addHook('onReady', async () => {
    const sealed = await scheduler.sealPlainSecrets().catch((err: unknown) => {
      app.log.error({ err }, 'draw: sealing plain chain secrets failed; retried at the next start');
      return 0;
    });
    if (sealed > 0) app.log.info({ sealed }, 'draw: plain chain secrets sealed at rest');
  });
  const draws = new DrawService(db, now, scheduler);
  // Per room odds and rules: game info shows them, bet placement checks against them.
  const roomConfigs = new RoomConfigService(db, now);
  // 返点: recorded with each official bet, credited when it settles (RebateBook, docs/ledger.md).
  const rebates = new RebateBook(options.rebateMaxBp ?? 0, now);
  const bets = new BetService(db, draws, now, roomConfigs, rebates);
  const chases = new ChaseService(db, draws, bets, now);
  const games = new GameService(draws, now, roomConfigs);
  const settler = new BetSettler(now, app.events, chases.afterIssueSettled);
  scheduler.setSettler(withRebates(settler, rebates));
  // Every socket hears the new issue on sale with the answer GET sale/issue would give, so clients
  // need not poll at the draw instant (one read per game per change, not one per member).
  scheduler.setIssueListener(async (code) => {
    const sale = await games.saleIssue(code);
    await app.events.publish({ type: 'saleIssueChanged', gameCode: code, ...(sale && { sale }) });
  });
  const play: GamePlay = { scheduler, settler, roomConfigs, draws, bets, chases, games };
  app.decorate('gamePlay', play);

  const rooms = new GameRoomsService(db, draws);
  const recent = new RecentGamesService(db, now);
  const limits = new MemberLimitService(db, now);
  await app.register(gameRoutes, { games });
  await app.register(roomConfigAdminRoutes, { rooms: roomConfigs });
  await app.register(memberLimitAdminRoutes, { limits });
  await app.register(gameRoomRoutes, { rooms, games, recent, limits });
  const predictions = new PredictionService(db, draws, now, (code) => games.family(code));
  const presence = new RoomPresenceService(
    db,
    now,
    (code) => games.family(code),
    async (memberIds) => (await app.realtime?.onlineMembers(memberIds)) ?? new Set(),
  );
  registerRoomJobs(app.sbin, { recent, predictions, presence });
  await app.register(betRoutes, { bets, queries: new BetQueries(db) });
  await app.register(rebateRoutes, { db, book: rebates });
  await app.register(rebateAdminRoutes, { db, book: rebates });
  const chaseQueries = new ChaseQueries(db);
  await app.register(chaseRoutes, { chases, queries: chaseQueries });
  registerGameJobs(app.sbin, games, recent);
  registerBetJobs(app.sbin, bets, new BetQueries(db));
  registerChaseJobs(app.sbin, chases, chaseQueries);

  if (options.autoStart) {
    app.addHook('onReady', async () => scheduler.start(options.tickMs ?? 1000));
    app.addHook('onClose', async () => scheduler.stop());
  } else {
    app.addHook('onClose', async () => scheduler.stop());
  }
  return play;
}
