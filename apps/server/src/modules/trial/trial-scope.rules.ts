import type { FastifyRequest } from 'fastify';

/**
 * What a 试玩 trial session may call: play (games, rooms, bets, chases, its own records and play-money
 * wallet) and nothing else. An allow-list, so a feature added later is refused to trial sessions until
 * someone decides it is play: deposits, withdrawals, venue transfers, red packets, chat and customer
 * service, bindings, activity gifts and rebate settings all answer TrialRefused (403).
 */
const TRIAL_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/member/info',
  'GET /api/member/wallet',
  'GET /api/member/wallet/history',
  'GET /api/member/wallet/history/date_groups',
  'GET /api/member/wallet/history/type_groups',
  'POST /api/trial/reset',
  'POST /api/bet/order',
  'POST /api/bet/cancel',
  'GET /api/bet/records',
  'POST /api/bet/records',
  'GET /api/bet/room/records',
  'GET /api/bet/order/detail',
  'POST /api/bet/task/order',
  'GET /api/bet/task/list',
  'POST /api/bet/task/list',
  'GET /api/bet/task/info',
  'POST /api/bet/task/cancel',
  'GET /api/bet/rebate',
]);

/** Game data of the member-only lottery calls (catalogue, issues, rooms, limits): all of it is play. */
const TRIAL_PREFIX = '/api/lottery/';

/** /sbin jobs a trial session may run (the same play as above, in the legacy job form). */
const TRIAL_JOBS: ReadonlySet<string> = new Set([
  'general_bet',
  'bull_bet',
  'cancel_bet',
  'bet_history',
  'chase_bet',
  'follow_bet',
  'follow_history',
  'cancel_follow',
  'game_class',
  'game_info',
  'online_list',
  'prediction',
  'prediction_list',
  'recent_game',
]);

/** Whether a trial session may make this request (the route as registered, or the /sbin job). */
export function trialMayCall(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  if (route === '/sbin') {
    const jkid = (request.body as { jkid?: unknown } | undefined)?.jkid;
    return typeof jkid === 'string' && TRIAL_JOBS.has(jkid);
  }
  return route.startsWith(TRIAL_PREFIX) || TRIAL_ROUTES.has(`${request.method} ${route}`);
}
