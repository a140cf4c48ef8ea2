import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sbinJobRepliesSchema } from '@qilin/contract';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { invalidPayloadOf } from '../lib/validation';

/** Where the OpenAPI document (`/json`) and its UI are served when docs are on. */
export const API_DOCS_PREFIX = '/api/docs';

export type RouteSchemasOptions = {
  /** Check every answer against its route's response schema (tests, development); never in production. */
  checkResponses: boolean;
  /** Serve the OpenAPI document and its UI under API_DOCS_PREFIX. */
  docs: boolean;
};

/** A route answered something its response schema does not describe: a bug, answered as a 500. */
export class ResponseSchemaError extends Error {
  constructor(method: string, url: string, detail: string) {
    super(`response of ${method} ${url} does not match its schema: ${detail}`);
    this.name = 'ResponseSchemaError';
  }
}

/**
 * An answer held against its schema; throws ResponseSchemaError naming the first mismatch. The serializer
 * calls it for every answer when checking, and an answer sent as prepared text (cached lottery info)
 * calls it once where that text is built.
 */
export function checkAnswer(schema: ZodType, data: unknown, method: string, url: string): void {
  const result = schema.safeParse(data);
  if (result.success) return;
  const issue = result.error.issues[0];
  throw new ResponseSchemaError(
    method,
    url,
    issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'invalid',
  );
}

/**
 * Route inputs: the contract's zod schema, refused with the same readable 400 as `parseInput`. A
 * request without a body (or a JSON null) is read as `{}`, so the answer names the first missing field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' && (data === undefined || data === null) ? {} : data);
    return result.success ? { value: result.data } : { error: invalidPayloadOf(result.error) };
  };

/**
 * Answers are serialized exactly as without a schema (JSON.stringify of what the handler returned),
 * so the bet hot path pays nothing in production; with `check` the answer is first held against the
 * route's schema and a mismatch fails the request loudly.
 */
export function zodSerializerCompiler(check: boolean): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    if (!check) return (data) => JSON.stringify(data);
    return (data) => {
      checkAnswer(schema, data, method, url);
      return JSON.stringify(data);
    };
  };
}

/**
 * Route schemas come from packages/contract through the zod type provider: one schema validates
 * the request, types the handler, checks the answer outside production and feeds the OpenAPI document.
 */
async function routeSchemas(app: FastifyInstance, opts: RouteSchemasOptions) {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler(opts.checkResponses));
  if (!opts.docs) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Qilin API', version: '1.0.0' },
    },
    // `/sbin` validates against the legacy root every job shares; the document lists each job's reply.
    transform: (input) =>
      jsonSchemaTransform(
        input.url === '/sbin'
          ? { ...input, schema: { ...input.schema, response: { 200: sbinJobRepliesSchema } } }
          : input,
      ),
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}

export default fp(routeSchemas, { name: 'qilin-route-schemas' });
