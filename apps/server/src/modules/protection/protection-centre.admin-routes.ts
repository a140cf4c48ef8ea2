import {
  apiOkSchema,
  noInputSchema,
  protectionCentrePaths,
  protectionHelpContactListSchema,
  protectionHelpContactsBodySchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { ProtectionCentreService } from './protection-centre.service';

const listReply = { 200: apiOkSchema(protectionHelpContactListSchema) };

/** Operators: the help organisations the 理性投注 centre lists (read, replace the whole list). */
export async function protectionCentreAdminRoutes(
  fastify: FastifyInstance,
  opts: { centre: ProtectionCentreService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { centre } = opts;
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    protectionCentrePaths.adminHelpContacts,
    { schema: { querystring: noInputSchema, response: listReply } },
    async () => ok(await centre.helpContacts()),
  );
  app.put(
    protectionCentrePaths.adminHelpContacts,
    { schema: { body: protectionHelpContactsBodySchema, response: listReply } },
    async (request) => ok(await centre.replaceHelpContacts(request.body, request.adminAudit)),
  );
}
