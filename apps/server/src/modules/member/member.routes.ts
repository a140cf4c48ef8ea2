import {
  apiOkSchema,
  avatarEditBodySchema,
  DEFAULT_AVATARS,
  defaultAvatarsResultSchema,
  memberInfoResultSchema,
  memberSchema,
  needPhoneResultSchema,
  nicknameEditBodySchema,
  noInputSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { MemberService } from './member.service';

export async function memberRoutes(fastify: FastifyInstance, opts: { members: MemberService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.authenticate };
  const memberReply = { response: { 200: apiOkSchema(memberSchema) } };
  app.get(
    '/api/member/info',
    {
      ...auth,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(memberInfoResultSchema) } },
    },
    async (request) => ok(await opts.members.info(request.memberId())),
  );
  app.post(
    '/api/member/nickname/edit',
    { ...auth, schema: { body: nicknameEditBodySchema, ...memberReply } },
    async (request) => ok(await opts.members.editNickname(request.memberId(), request.body.nickname)),
  );
  app.get(
    '/api/member/default_avatars',
    {
      ...auth,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(defaultAvatarsResultSchema) } },
    },
    async () => ok({ list: DEFAULT_AVATARS }),
  );
  app.post(
    '/api/member/avatar/edit',
    { ...auth, schema: { body: avatarEditBodySchema, ...memberReply } },
    async (request) => ok(await opts.members.editAvatar(request.memberId(), request.body.avatar)),
  );
  // Spec §7 /api/phone ("need-phone; result stored"): whether the member still has to bind a phone.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/phone',
      ...auth,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(needPhoneResultSchema) } },
      handler: async (request) => ok(await opts.members.needPhone(request.memberId())),
    });
  }
}
