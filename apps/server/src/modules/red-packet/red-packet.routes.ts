import {
  apiOkSchema,
  RedPacketMessages,
  redPacketBestOddsQuerySchema,
  redPacketBestOddsSchema,
  redPacketCheckSchema,
  redPacketCreateBodySchema,
  redPacketGrabBodySchema,
  redPacketGrabResultSchema,
  redPacketIdQuerySchema,
  redPacketJdslBodySchema,
  redPacketListQuerySchema,
  redPacketListSchema,
  redPacketViewSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { classicInput, multiInput, roomOf, totalFenOf } from './red-packet.input';
import type { RedPacketService } from './red-packet.service';

/** The spec names only /sbin jobs for red packets; these REST paths (the client's) reach the same service. */
export async function redPacketRoutes(fastify: FastifyInstance, opts: { packets: RedPacketService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { packets } = opts;
  const auth = { preValidation: app.authenticate };
  const viewReply = { 200: apiOkSchema(redPacketViewSchema) };

  app.get(
    '/api/redpacket/list',
    {
      ...auth,
      schema: { querystring: redPacketListQuerySchema, response: { 200: apiOkSchema(redPacketListSchema) } },
    },
    async (request) => {
      const q = request.query;
      const game = packets.gameCode(q.game_id === undefined ? undefined : String(q.game_id));
      return ok(await packets.list(request.memberId(), game, roomOf(q.game_room_id), q.limit));
    },
  );
  // Catalogue data only: no login needed.
  app.get(
    '/api/redpacket/best_odds',
    {
      schema: {
        querystring: redPacketBestOddsQuerySchema,
        response: { 200: apiOkSchema(redPacketBestOddsSchema) },
      },
    },
    async (request) => ok(packets.bestOdds(request.query.hbgs, request.query.szlhs)),
  );
  app.post(
    '/api/redpacket/create',
    { ...auth, schema: { body: redPacketCreateBodySchema, response: viewReply } },
    async (request) => {
      const b = request.body;
      const game = packets.gameCode(b.game_id === undefined ? undefined : String(b.game_id));
      return ok(
        await packets.create(request.memberId(), multiInput(game, b)),
        RedPacketMessages.createSuccess,
      );
    },
  );
  app.post(
    '/api/redpacket/jdsl',
    { ...auth, schema: { body: redPacketJdslBodySchema, response: viewReply } },
    async (request) => {
      const b = request.body;
      const game = packets.gameCode(b.game_id === undefined ? undefined : String(b.game_id));
      return ok(
        await packets.create(request.memberId(), classicInput(game, b)),
        RedPacketMessages.createSuccess,
      );
    },
  );
  app.post(
    '/api/redpacket/grab',
    {
      ...auth,
      schema: { body: redPacketGrabBodySchema, response: { 200: apiOkSchema(redPacketGrabResultSchema) } },
    },
    async (request) => {
      const b = request.body;
      const moneyFen = b.money === undefined ? undefined : totalFenOf({ money: b.money });
      return ok(await packets.grab(request.memberId(), b.hid, moneyFen), RedPacketMessages.grabSuccess);
    },
  );
  app.get(
    '/api/redpacket/check',
    {
      ...auth,
      schema: { querystring: redPacketIdQuerySchema, response: { 200: apiOkSchema(redPacketCheckSchema) } },
    },
    async (request) => ok(await packets.check(request.memberId(), request.query.hid)),
  );
  // detail and results answer the same view: the settlement and the revealed seed once it settled.
  for (const path of ['/api/redpacket/detail', '/api/redpacket/results']) {
    app.get(
      path,
      { ...auth, schema: { querystring: redPacketIdQuerySchema, response: viewReply } },
      async (request) => ok(await packets.detail(request.query.hid, request.memberId())),
    );
  }
}
