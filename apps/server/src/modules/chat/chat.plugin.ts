import type { FastifyInstance } from 'fastify';
import { BetQueries } from '../bet';
import { chatAdminRoutes } from './chat.admin-routes';
import { registerChatJobs } from './chat.jobs';
import { chatRoutes } from './chat.routes';
import { chatPruneSweeper } from './chat.scheduler';
import { ChatService } from './chat.service';
import { ChatRobot } from './chat-robot.service';

/**
 * Chat rooms: the rooms of each game, messages over the socket (domain events → the realtime processor,
 * fanned out through Redis), moderation, the draw announcer and the age prune.
 */
export async function chatPlugin(app: FastifyInstance, opts: { now: () => Date }) {
  const { roomConfigs, roomPresence, draws } = app.gamePlay;
  const bets = new BetQueries(app.db);
  const chat = new ChatService(app.db, opts.now, app.events, {
    roomLimits: async (gameCode, roomId) => (await roomConfigs.resolve(gameCode, roomId)).family.limits,
    onlineByRoom: async (gameCode) =>
      new Map((await roomPresence.onlineList(gameCode)).map((r) => [r.id, r.online])),
    betDetail: (memberId, orderId) => bets.detail(memberId, orderId),
  });
  const robot = new ChatRobot(chat, async (gameCode) => {
    const [last] = await draws.history(gameCode, 1);
    return last ? { issue: last.issue, result: last.result } : null;
  });
  // Detached: the announcement's own posts are events too, and the draw's listener must not wait for them.
  const unsubscribe = app.events.subscribe((event) => {
    if (event.type === 'saleIssueChanged' || event.type === 'redPacketSettled')
      robot.onEvent(event).catch((err: unknown) => app.log.warn({ err }, 'chat: draw announcement failed'));
    return 0;
  });
  app.addHook('onClose', async () => unsubscribe());
  app.realtime.setRoomGate((memberId, rooms) => chat.joinable(memberId, rooms));
  app.drawScheduler.addSweeper('chat prune', chatPruneSweeper(chat, opts.now));
  await app.register(chatRoutes, { chat });
  await app.register(chatAdminRoutes, { chat });
  registerChatJobs(app.sbin, chat);
}
