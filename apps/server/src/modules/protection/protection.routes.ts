import {
  apiOkSchema,
  noInputSchema,
  protectionBreakBodySchema,
  protectionExportQuerySchema,
  protectionLimitConfirmBodySchema,
  protectionLimitSetBodySchema,
  protectionPaths,
  protectionStatementQuerySchema,
  protectionStatementSchema,
  protectionStatusSchema,
} from '@qilin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { ProtectionService } from './protection.service';

const statusReply = { 200: apiOkSchema(protectionStatusSchema) };

/** The member's 理性投注 tools: status, limits, confirmation of a raise, breaks, statement, CSV export. */
export async function protectionRoutes(fastify: FastifyInstance, opts: { protection: ProtectionService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { protection } = opts;
  const auth = { preValidation: app.authenticate };

  app.get(
    protectionPaths.status,
    { ...auth, schema: { querystring: noInputSchema, response: statusReply } },
    async (request) => ok(await protection.status(request.memberId())),
  );
  app.put(
    protectionPaths.limits,
    { ...auth, schema: { body: protectionLimitSetBodySchema, response: statusReply } },
    async (request) =>
      ok(await protection.setLimit(request.memberId(), request.body.key, request.body.value)),
  );
  app.post(
    protectionPaths.confirm,
    { ...auth, schema: { body: protectionLimitConfirmBodySchema, response: statusReply } },
    async (request) => ok(await protection.confirmLimit(request.memberId(), request.body.key)),
  );
  app.post(
    protectionPaths.break,
    { ...auth, schema: { body: protectionBreakBodySchema, response: statusReply } },
    async (request) => ok(await protection.takeBreak(request.memberId(), request.body.length)),
  );
  app.get(
    protectionPaths.statement,
    {
      ...auth,
      schema: {
        querystring: protectionStatementQuerySchema,
        response: { 200: apiOkSchema(protectionStatementSchema) },
      },
    },
    async (request) =>
      ok(await protection.statement(request.memberId(), request.query.period, request.query.count)),
  );
  app.get(
    protectionPaths.export,
    { ...auth, schema: { querystring: protectionExportQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const csv = await protection.exportCsv(request.memberId(), request.query.days);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="qilin-history.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
