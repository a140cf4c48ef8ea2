import {
  apiOkSchema,
  noInputSchema,
  protectionCentrePaths,
  protectionHelpContactListSchema,
  protectionRealityCheckBodySchema,
  protectionSessionSchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Errors } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { ProtectionCentreService } from './protection-centre.service';

const sessionReply = { 200: apiOkSchema(protectionSessionSchema) };

/** When the caller's login session began (behind `app.authenticate`). */
function sessionStart(request: FastifyRequest): number {
  if (!request.member) throw Errors.sessionExpired();
  return request.member.startedAt;
}

/** The 理性投注 centre: help contacts (public), the reality check's session and its interval. */
export async function protectionCentreRoutes(
  fastify: FastifyInstance,
  opts: { centre: ProtectionCentreService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { centre } = opts;
  const auth = { preValidation: app.authenticate };

  app.get(
    protectionCentrePaths.helpContacts,
    {
      schema: {
        querystring: noInputSchema,
        response: { 200: apiOkSchema(protectionHelpContactListSchema) },
      },
    },
    async () => ok(await centre.helpContacts()),
  );
  app.get(
    protectionCentrePaths.session,
    { ...auth, schema: { querystring: noInputSchema, response: sessionReply } },
    async (request) => ok(await centre.session(request.memberId(), sessionStart(request))),
  );
  app.put(
    protectionCentrePaths.realityCheck,
    { ...auth, schema: { body: protectionRealityCheckBodySchema, response: sessionReply } },
    async (request) =>
      ok(await centre.setRealityCheck(request.memberId(), sessionStart(request), request.body.minutes)),
  );
}
