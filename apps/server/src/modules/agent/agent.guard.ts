import type { FastifyRequest } from 'fastify';
import { AgentErrors } from './agent.errors';
import type { AgentService } from './agent.service';

/**
 * The role check on every agent route (spec §6 "agents have a separate /promotion area"): a signed-in
 * member who is not an agent is refused with 403 before the handler reads anything.
 */
export function agentOnly(agents: AgentService) {
  return async (request: FastifyRequest) => {
    if (!(await agents.isAgent(request.memberId()))) throw AgentErrors.notAnAgent();
  };
}
