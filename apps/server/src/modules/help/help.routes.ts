import {
  apiOkSchema,
  helpPaths,
  helpQuestionAdminViewSchema,
  helpQuestionBodySchema,
  helpQuestionIdParamsSchema,
  helpQuestionListSchema,
  noInputSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { HelpService } from './help.service';

/** Spec §7 common/question: the help center's FAQ, public (GET, or POST as the legacy client may). */
export async function helpRoutes(fastify: FastifyInstance, opts: { help: HelpService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: helpPaths.question,
      schema: { querystring: noInputSchema, response: { 200: apiOkSchema(helpQuestionListSchema) } },
      handler: async () => ok(await opts.help.list('faq')),
    });
  }
}

/** Operator calls (x-admin-token): read every question, add, replace, remove. */
export async function helpAdminRoutes(fastify: FastifyInstance, opts: { help: HelpService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { help } = opts;
  const viewReply = { 200: apiOkSchema(helpQuestionAdminViewSchema) };
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    helpPaths.admin,
    {
      schema: {
        querystring: noInputSchema,
        response: { 200: apiOkSchema(z.array(helpQuestionAdminViewSchema)) },
      },
    },
    async () => ok(await help.operatorView()),
  );
  app.post(
    helpPaths.admin,
    { schema: { body: helpQuestionBodySchema, response: viewReply } },
    async (request) => ok(await help.add(request.body, request.adminAudit)),
  );
  app.put(
    `${helpPaths.admin}/:id`,
    { schema: { params: helpQuestionIdParamsSchema, body: helpQuestionBodySchema, response: viewReply } },
    async (request) => ok(await help.replace(request.params.id, request.body, request.adminAudit)),
  );
  app.delete(
    `${helpPaths.admin}/:id`,
    {
      schema: {
        params: helpQuestionIdParamsSchema,
        response: { 200: apiOkSchema(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => {
      await help.remove(request.params.id, request.adminAudit);
      return ok({ removed: true as const });
    },
  );
}
