import {
  apiOkSchema,
  healthResultSchema,
  type LineConfig,
  lineConfigSchema,
  noInputSchema,
  type SiteFlags,
  siteFlagsResultSchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../env';
import { ok } from '../../lib/reply';

/** The origin the request came in on, e.g. http://localhost:8080 (no trailing slash). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function lineConfig(env: Env, origin: string): LineConfig {
  const platform = {
    download_url: env.androidDownloadUrl,
    plist_url: env.iosPlistUrl,
    status: env.appStatus,
    startTime: env.maintenanceStart,
    endTime: env.maintenanceEnd,
  };
  return {
    api: (env.lines.length > 0 ? env.lines : [origin]).join(','),
    origin,
    android: platform,
    ios: { ...platform },
  };
}

export function siteFlags(env: Env): SiteFlags {
  return {
    registrable: env.registrable,
    captcha: env.captcha,
    onlinePay: false,
    serviceLink: env.serviceLink,
  };
}

/** Line config, health probe and site flags: public, cheap, and never touching member data. */
export async function siteRoutes(
  fastify: FastifyInstance,
  /** `serviceLink`: the customer-service link as customer/key answers it, so the two never differ. */
  opts: { env: Env; serviceLink?: () => Promise<string> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Plain (spec §7): the client reads the line list before it can decrypt anything.
  app.get(
    '/config',
    { schema: { querystring: noInputSchema, response: { 200: lineConfigSchema } } },
    async (request) => lineConfig(opts.env, requestOrigin(request)),
  );

  app.get(
    '/api/health',
    { schema: { querystring: noInputSchema, response: { 200: apiOkSchema(healthResultSchema) } } },
    async () => ok({ status: 'ok' as const, time: Date.now() }),
  );

  app.get(
    '/api/site/flags',
    { schema: { querystring: noInputSchema, response: { 200: apiOkSchema(siteFlagsResultSchema) } } },
    async () => {
      const flags = siteFlags(opts.env);
      const serviceLink = opts.serviceLink ? await opts.serviceLink() : flags.serviceLink;
      return ok({ ...flags, serviceLink, site: opts.env.site });
    },
  );
}
