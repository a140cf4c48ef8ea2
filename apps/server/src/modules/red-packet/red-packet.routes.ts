import {
  RedPacketMessages,
  redPacketBestOddsQuerySchema,
  redPacketCreateBodySchema,
  redPacketGrabBodySchema,
  redPacketIdQuerySchema,
  redPacketJdslBodySchema,
  redPacketListQuerySchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import { classicInput, multiInput, roomOf, totalFenOf } from './red-packet.input';
import type { RedPacketService } from './red-packet.service';

/** The spec names only /sbin jobs for red packets; these REST paths (the client's) reach the same service. */
export async function redPacketRoutes(app: FastifyInstance, opts: { packets: RedPacketService }) {
  const { packets } = opts;
  const auth = { preHandler: app.authenticate };
  const idOf = (request: FastifyRequest) => parseInput(redPacketIdQuerySchema, request.query ?? {}).hid;

  app.get('/api/redpacket/list', auth, async (request) => {
    const q = parseInput(redPacketListQuerySchema, request.query ?? {});
    const game = packets.gameCode(q.game_id === undefined ? undefined : String(q.game_id));
    return ok(await packets.list(request.memberId(), game, roomOf(q.game_room_id), q.limit));
  });
  // Catalogue data only: no login needed.
  app.get('/api/redpacket/best_odds', async (request) => {
    const q = parseInput(redPacketBestOddsQuerySchema, request.query ?? {});
    return ok(packets.bestOdds(q.hbgs, q.szlhs));
  });
  app.post('/api/redpacket/create', auth, async (request) => {
    const b = parseInput(redPacketCreateBodySchema, request.body ?? {});
    const game = packets.gameCode(b.game_id === undefined ? undefined : String(b.game_id));
    return ok(await packets.create(request.memberId(), multiInput(game, b)), RedPacketMessages.createSuccess);
  });
  app.post('/api/redpacket/jdsl', auth, async (request) => {
    const b = parseInput(redPacketJdslBodySchema, request.body ?? {});
    const game = packets.gameCode(b.game_id === undefined ? undefined : String(b.game_id));
    return ok(
      await packets.create(request.memberId(), classicInput(game, b)),
      RedPacketMessages.createSuccess,
    );
  });
  app.post('/api/redpacket/grab', auth, async (request) => {
    const b = parseInput(redPacketGrabBodySchema, request.body ?? {});
    const moneyFen = b.money === undefined ? undefined : totalFenOf({ money: b.money });
    return ok(await packets.grab(request.memberId(), b.hid, moneyFen), RedPacketMessages.grabSuccess);
  });
  app.get('/api/redpacket/check', auth, async (request) =>
    ok(await packets.check(request.memberId(), idOf(request))),
  );
  // detail and results answer the same view: the settlement and the revealed seed once it settled.
  for (const path of ['/api/redpacket/detail', '/api/redpacket/results']) {
    app.get(path, auth, async (request) => ok(await packets.detail(idOf(request), request.memberId())));
  }
}
