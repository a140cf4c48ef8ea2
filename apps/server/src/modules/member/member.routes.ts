import type { FastifyInstance } from 'fastify';
import type { MemberService } from './member.service';

export async function memberRoutes(app: FastifyInstance, opts: { members: MemberService }) {
  app.get('/api/member/info', { preHandler: app.authenticate }, async (request) => ({
    success: true,
    result: await opts.members.info(request.memberId()),
  }));
}
