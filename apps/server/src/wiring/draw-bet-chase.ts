import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  BetQueries,
  BetService,
  BetSettler,
  betPlugin,
  MemberLimitService,
  RebateBook,
  withRebates,
} from '../modules/bet';
import { ChaseService, chasePlugin } from '../modules/chase';
import { type DrawPluginOptions, type DrawScheduler, type DrawService, drawPlugin } from '../modules/draw';
import { GameService, gamePlugin, RoomConfigService, RoomPresenceService } from '../modules/game';

export type GamePlayOptions = Omit<DrawPluginOptions, 'now'> & {
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
  /** Who is in which game room now, across processes (/sbin online_list, the chat room list). */
  roomPresence: RoomPresenceService;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Draw scheduler and the game/bet/chase services (tests reach the scheduler through it). */
    gamePlay: GamePlay;
  }
}

/**
 * Draws, games, bets and chases depend on each other in a ring that no one module may close: a drawn
 * issue is settled by the bet module, whose settlement tells chases, which place bets on later issues,
 * which the game module's room configs price. This file closes it, then registers each module's plugin.
 */
async function drawBetChase(app: FastifyInstance, opts: GamePlayOptions & { now: () => Date }) {
  const { db } = app;
  const { now, rebateMaxBp, ...drawOptions } = opts;
  await app.register(drawPlugin, { now, ...drawOptions });
  const { drawScheduler: scheduler, draws } = app;
  // Per room odds and rules: game info shows them, bet placement checks against them.
  const roomConfigs = new RoomConfigService(db, now);
  // 返点: recorded with each official bet, credited when it settles (RebateBook, docs/ledger.md).
  const rebates = new RebateBook(rebateMaxBp ?? 0, now);
  const bets = new BetService(db, draws, now, roomConfigs, rebates);
  const chases = new ChaseService(db, draws, bets, now);
  const games = new GameService(draws, now, roomConfigs, { checkAnswers: app.env.checkResponses });
  const settler = new BetSettler(now, app.events, chases.afterIssueSettled);
  scheduler.setSettler(withRebates(settler, rebates));
  // Every socket hears the new issue on sale with the answer GET sale/issue would give, so clients
  // need not poll at the draw instant (one read per game per change, not one per member).
  scheduler.setIssueListener(async (code) => {
    const sale = await games.saleIssue(code);
    await app.events.publish({ type: 'saleIssueChanged', gameCode: code, ...(sale && { sale }) });
  });
  // Player protection: its members' stakes are checked and counted at placement, their returns at
  // settlement, and a break cancels and refunds their running chases in its own transaction.
  const { protection } = app;
  bets.useProtection(protection);
  settler.onReturns = (trx, rows) => protection.recordReturns(trx, rows);
  rebates.onReturns = (trx, rows) => protection.recordReturns(trx, rows);
  protection.onBreakStarted(async (trx, memberId) => {
    await chases.cancelAllIn(trx, memberId);
  });
  const roomPresence = new RoomPresenceService(
    db,
    now,
    (code) => games.family(code),
    async (memberIds) => (await app.realtime?.onlineMembers(memberIds)) ?? new Set(),
  );
  app.decorate('gamePlay', { scheduler, settler, roomConfigs, draws, bets, chases, games, roomPresence });

  const limits = new MemberLimitService(db, now);
  const betSums = new BetQueries(db);
  await app.register(gamePlugin, {
    now,
    games,
    roomConfigs,
    limits,
    issueTotals: (ids) => betSums.issueTotals(ids),
    presence: roomPresence,
  });
  await app.register(betPlugin, { bets, rebates, limits });
  await app.register(chasePlugin, { chases });
}

export const drawBetChasePlugin = fp(drawBetChase, { name: 'qilin-draw-bet-chase' });
