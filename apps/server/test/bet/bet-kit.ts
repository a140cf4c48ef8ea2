import type { BetItem } from '@qilin/contract';
import { creditNumberPick, findGameFamily } from '@qilin/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db';
import { EventBus } from '../../src/events';
import { BetService, BetSettler, RebateBook, withRebates } from '../../src/modules/bet';
import { ChaseService } from '../../src/modules/chase';
import {
  DRAW_ALGORITHM,
  DrawScheduler,
  DrawService,
  domainDrawResult,
  drawGamesFromCatalogue,
} from '../../src/modules/draw';
import { getMemberBalances, transfer } from '../../src/modules/ledger';
import { socketPushesOf } from '../../src/modules/realtime';
import { FakeClock } from '../draw/fake-clock';

export type Pushed = { memberId: number; message: { type: string; amountFen?: number; issue?: string } };

/** Draw + bet + chase services over one database with a fake clock (no HTTP). */
export function buildBetKit(
  db: Kysely<Database>,
  games: string[],
  start = '2026-03-01T10:00:05+08:00',
  settleChunk?: number,
  /** Site rebate ceiling (basis points): bets may take a rebate, settlement credits it. */
  rebateMaxBp = 0,
) {
  const clock = new FakeClock(start);
  const pushed: Pushed[] = [];
  // What members' sockets would get: the settler's events through the socket processor's mapping.
  const events = new EventBus();
  events.subscribe((event) => {
    for (const { target, message } of socketPushesOf(event))
      if (target !== 'all' && 'memberId' in target) pushed.push({ memberId: target.memberId, message });
    return undefined;
  });
  const scheduler = new DrawScheduler({
    db,
    games: drawGamesFromCatalogue({ only: games }),
    now: clock.now,
    drawResult: domainDrawResult,
    algorithm: DRAW_ALGORITHM,
    chainLength: 500,
    ...(settleChunk !== undefined && { settleChunk }),
  });
  const draws = new DrawService(db, clock.now, scheduler);
  const rebates = new RebateBook(rebateMaxBp, clock.now);
  const bets = new BetService(db, draws, clock.now, undefined, rebates);
  const chases = new ChaseService(db, draws, bets, clock.now);
  const settler = new BetSettler(clock.now, events, chases.afterIssueSettled);
  scheduler.setSettler(withRebates(settler, rebates));
  return { clock, pushed, scheduler, draws, bets, chases, settler, rebates };
}

export async function fund(db: Kysely<Database>, memberId: number, amountFen: number): Promise<void> {
  await db.transaction().execute((trx) =>
    transfer(trx, {
      from: { kind: 'deposits_clearing' },
      to: { kind: 'member_wallet', memberId },
      amountFen,
      type: 'deposit',
    }),
  );
}

export const balances = (db: Kysely<Database>, memberId: number) => getMemberBalances(db, memberId);

/**
 * `n` credit bets of `game` that need no picked numbers: its entries cycled from `offset`, each at
 * `stakeOf(k)` × the family's minimum stake.
 */
export function plainCreditItems(
  game: string,
  n: number,
  offset: number,
  stakeOf: (k: number) => number,
): BetItem[] {
  const family = findGameFamily(game);
  if (!family) throw new Error(`no family ${game}`);
  const entries = family.playGroups.credit
    .flatMap((g) => g.entries)
    .filter((e) => !creditNumberPick(family.gameType, e.playId));
  return Array.from({ length: n }, (_, k) => {
    const e = entries[(offset + k) % entries.length];
    if (!e) throw new Error('no entry');
    return {
      playId: e.playId,
      ...(e.option !== undefined && { option: e.option }),
      ...(e.position !== undefined && { position: e.position }),
      amountFen: family.limits.minFen * stakeOf(k),
      odds: e.odds,
    };
  });
}
