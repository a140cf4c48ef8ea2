import { helpPaths, helpQuestionBodySchema, helpQuestionIdParamsSchema } from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { HelpService } from './help.service';

/** Spec §7 common/question: the help center's FAQ, public (GET, or POST as the legacy client may). */
export async function helpRoutes(app: FastifyInstance, opts: { help: HelpService }) {
  for (const method of ['GET', 'POST'] as const) {
    app.route({ method, url: helpPaths.question, handler: async () => ok(await opts.help.list('faq')) });
  }
}

/** Operator calls (x-admin-token): read every question, add, replace, remove. */
export async function helpAdminRoutes(app: FastifyInstance, opts: { help: HelpService }) {
  const { help } = opts;
  app.addHook('onRequest', app.requireAdmin);
  app.get(helpPaths.admin, async () => ok(await help.operatorView()));
  app.post(helpPaths.admin, async (request) =>
    ok(await help.add(parseInput(helpQuestionBodySchema, request.body ?? {}))),
  );
  app.put(`${helpPaths.admin}/:id`, async (request) => {
    const { id } = parseInput(helpQuestionIdParamsSchema, request.params);
    return ok(await help.replace(id, parseInput(helpQuestionBodySchema, request.body ?? {})));
  });
  app.delete(`${helpPaths.admin}/:id`, async (request) => {
    await help.remove(parseInput(helpQuestionIdParamsSchema, request.params).id);
    return ok({ removed: true });
  });
}
