import type { FastifyInstance } from 'fastify';
import { memberRoutes } from './member.routes';
import { MemberService } from './member.service';

/** Member info and profile edits; info's unreadNum counts the notices the member has not read. */
export async function memberPlugin(app: FastifyInstance) {
  const members = new MemberService(app.db, (memberId) => app.notices.unreadCount(memberId));
  await app.register(memberRoutes, { members });
}
