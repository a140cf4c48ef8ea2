import { ErrorCode, SBIN_JOB_IDS, type SbinJobId, sbinJobs } from '@qilin/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import errorHandler from '../../src/plugins/error-handler';
import routeSchemas from '../../src/plugins/route-schemas';
import { sbinRoutes } from '../../src/transport/sbin-dispatcher';
import { type SbinJob, SbinRegistry } from '../../src/transport/sbin-registry';

const odds = { hbgs: 7, szlhs: 1, rate: '1.80', rateBp: 18_000 };

/** A bare app whose only job, best_odds, answers what `handle` returns. */
async function sbinApp(
  checkReplies: boolean,
  handle: SbinJob<'best_odds'>['handle'],
): Promise<FastifyInstance> {
  const server = Fastify();
  await server.register(errorHandler);
  await server.register(routeSchemas, { checkResponses: checkReplies, docs: false });
  const registry = new SbinRegistry();
  registry.register('best_odds', { auth: false, handle });
  await server.register(sbinRoutes, { registry, checkReplies });
  await server.ready();
  return server;
}

const call = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/sbin',
    payload: { jkid: 'best_odds', jkparam: JSON.stringify({ id: 1, gid: 'Hb', hbgs: 7, szlhs: 1 }) },
  });

describe('/sbin replies are held to their schemas in the contract', () => {
  it('every job of the contract has a reply schema', () => {
    const missing = SBIN_JOB_IDS.filter((jkid) => !(sbinJobs[jkid as SbinJobId].reply instanceof ZodType));
    expect(missing).toEqual([]);
  });

  it('a reply its schema describes passes the check unchanged', async () => {
    const app = await sbinApp(true, async () => ({ code: '1', message: 'success', result: [odds] }));
    const res = await call(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '1', message: 'success', result: [odds] });
    await app.close();
  });

  it('a drifting reply (a row field missing or mistyped, a stray root field) fails loudly when checking', async () => {
    const drifts = [
      { code: '1', message: 'success', result: [{ ...odds, rateBp: undefined }] },
      { code: '1', message: 'success', result: [{ ...odds, rate: 1.8 }] },
      { code: '1', message: 'success', result: [odds], extra: true },
    ];
    for (const drift of drifts) {
      const app = await sbinApp(true, async () => drift as never);
      const res = await call(app);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, error_code: ErrorCode.Internal, code: '0' });
      await app.close();
    }
  });

  it('production (no check) sends the reply as the job returned it', async () => {
    const drift = { code: '1', message: 'success', result: [{ ...odds, rate: 1.8 }] };
    const app = await sbinApp(false, async () => drift as never);
    const res = await call(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(drift);
    await app.close();
  });
});
