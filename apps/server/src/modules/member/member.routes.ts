import { avatarEditBodySchema, DEFAULT_AVATARS, nicknameEditBodySchema } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { MemberService } from './member.service';

export async function memberRoutes(app: FastifyInstance, opts: { members: MemberService }) {
  const auth = { preHandler: app.authenticate };
  app.get('/api/member/info', auth, async (request) => ok(await opts.members.info(request.memberId())));
  app.post('/api/member/nickname/edit', auth, async (request) => {
    const body = parseInput(nicknameEditBodySchema, request.body);
    return ok(await opts.members.editNickname(request.memberId(), body.nickname));
  });
  app.get('/api/member/default_avatars', auth, async () => ok({ list: DEFAULT_AVATARS }));
  app.post('/api/member/avatar/edit', auth, async (request) => {
    const body = parseInput(avatarEditBodySchema, request.body);
    return ok(await opts.members.editAvatar(request.memberId(), body.avatar));
  });
  // Spec §7 /api/phone ("need-phone; result stored"): whether the member still has to bind a phone.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/phone',
      ...auth,
      handler: async (request) => ok(await opts.members.needPhone(request.memberId())),
    });
  }
}
