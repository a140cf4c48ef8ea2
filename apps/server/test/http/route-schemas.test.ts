import { apiOkSchema, ErrorCode, SBIN_JOB_IDS } from '@qilin/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnv } from '../../src/env';
import { AppError } from '../../src/lib/errors';
import { parseInput } from '../../src/lib/validation';
import errorHandler from '../../src/plugins/error-handler';
import routeSchemas from '../../src/plugins/route-schemas';
import { buildTestApp, type TestApp } from '../helpers';

const body = z.object({ name: z.string().min(2, '名字至少2位'), count: z.number().int().default(1) });
const reply = apiOkSchema(z.object({ name: z.string(), count: z.number().int() }));

/** A bare app with the error handler and route schemas, one route answering right and one drifting. */
async function schemaApp(checkResponses: boolean): Promise<FastifyInstance> {
  const server = Fastify();
  await server.register(errorHandler);
  await server.register(routeSchemas, { checkResponses, docs: false });
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post('/echo', { schema: { body, response: { 200: reply } } }, async (request) => ({
    success: true as const,
    result: request.body,
  }));
  // Answers a field the schema does not have in place of one it requires.
  app.get(
    '/drift',
    { schema: { response: { 200: reply } } },
    async () => ({ success: true, result: { nom: 'x' } }) as never,
  );
  await server.ready();
  return server;
}

/** The refusal `parseInput` gives for the same input: route schemas must answer exactly the same. */
function refusalOf(input: unknown) {
  try {
    parseInput(body, input);
  } catch (error) {
    if (error instanceof AppError)
      return { success: false, error_code: error.errorCode, error_message: error.message };
  }
  throw new Error('expected a refusal');
}

describe('route schemas (zod type provider)', () => {
  it('a request the body schema refuses answers 400 exactly as parseInput does, naming the field', async () => {
    const app = await schemaApp(true);
    for (const payload of [{ name: 'a' }, { name: 5 }, { count: 1.5, name: 'ok' }, []]) {
      const res = await app.inject({ method: 'POST', url: '/echo', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusalOf(payload));
      expect(res.json().error_code).toBe(ErrorCode.InvalidPayload);
    }
    expect(
      (await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a' } })).json().error_message,
    ).toMatch(/^请求参数有误：name 名字至少2位/);
    await app.close();
  });

  it('a request without a body reads as {} and names the first missing field', async () => {
    const app = await schemaApp(true);
    const res = await app.inject({ method: 'POST', url: '/echo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusalOf({}));
    await app.close();
  });

  it('the handler gets the parsed input (defaults applied) and the answer is plain JSON of what it returned', async () => {
    const app = await schemaApp(false);
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'qilin' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify({ success: true, result: { name: 'qilin', count: 1 } }));
    await app.close();
  });

  it('checking answers: an answer off its schema fails loudly (500); unchecked it goes out as returned', async () => {
    const checked = await schemaApp(true);
    const res = await checked.inject({ method: 'GET', url: '/drift' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, error_code: ErrorCode.Internal });
    await checked.close();

    const unchecked = await schemaApp(false);
    const plain = await unchecked.inject({ method: 'GET', url: '/drift' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(JSON.stringify({ success: true, result: { nom: 'x' } }));
    await unchecked.close();
  });

  it('answers are checked everywhere but production; the docs are on in development only unless API_DOCS says', () => {
    const production = {
      NODE_ENV: 'production',
      ADMIN_TOKEN: 'a-real-operator-token-of-some-length',
      DATA_KEY: 'cd'.repeat(32),
      DRAW_SECRET_KEY: 'ab'.repeat(32),
      BEACON_LOCAL: '1',
      API_DOCS: undefined,
    };
    expect(loadEnv({ NODE_ENV: 'development', API_DOCS: undefined }).apiDocs).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test', API_DOCS: undefined }).apiDocs).toBe(false);
    expect(loadEnv(production).apiDocs).toBe(false);
    expect(loadEnv({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', API_DOCS: '0' }).apiDocs).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', CHECK_RESPONSES: undefined }).checkResponses).toBe(true);
    expect(loadEnv({ ...production, CHECK_RESPONSES: undefined }).checkResponses).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', CHECK_RESPONSES: '0' }).checkResponses).toBe(false);
  });
});

describe('/api/docs', () => {
  let docs: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    docs = await buildTestApp({ API_DOCS: '1' });
    plain = await buildTestApp({}, { db: docs.db });
  }, 120_000);
  afterAll(async () => {
    await plain.close();
    await docs.close();
  });

  it('serves the OpenAPI 3.1 document of the route schemas, unencrypted, and its UI', async () => {
    const res = await docs.call('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.encrypted).toBe(false);
    const doc = res.body as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; requestBody?: unknown }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/member/info']?.get?.responses?.['200']).toBeDefined();
    expect(doc.paths['/api/auth/login']?.post?.requestBody).toBeDefined();
    const ui = await fetch(`${docs.baseUrl}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-type')).toMatch(/text\/html/);
  });

  it("describes /sbin's answer as each job's own reply, named by its jkid", async () => {
    const doc = (await docs.call('/api/docs/json')).body as {
      paths: Record<
        string,
        { post?: { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> } }
      >;
    };
    const schema = doc.paths['/sbin']?.post?.responses?.['200']?.content?.['application/json']?.schema as {
      anyOf?: { description?: string; properties?: { result?: { items?: unknown } } }[];
    };
    const replies = schema.anyOf ?? [];
    expect(replies.map((r) => r.description)).toEqual(SBIN_JOB_IDS.map((jkid) => `jkid ${jkid}`));
    const placed = replies[SBIN_JOB_IDS.indexOf('general_bet')]?.properties?.result?.items as {
      properties?: object;
    };
    expect(Object.keys(placed?.properties ?? {})).toContain('orderId');
  });

  it('is not served when API docs are off', async () => {
    expect((await plain.call('/api/docs/json')).status).toBe(404);
  });
});
