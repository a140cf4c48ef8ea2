import { Errors } from '../../lib/errors';
import type { SbinRegistry } from '../../transport/sbin-registry';
import type { AgentService } from './agent.service';

/** /sbin promotion (spec §7 Style B): the member's invite standing, the same read as GET /api/friends/info. */
export function registerAgentJobs(registry: SbinRegistry, agents: AgentService): void {
  registry.register('promotion', {
    auth: true,
    async handle(_params, ctx) {
      if (!ctx.member) throw Errors.sessionExpired();
      return { code: '1', message: 'ok', result: [await agents.friendsInfo(ctx.member.memberId)] };
    },
  });
}
