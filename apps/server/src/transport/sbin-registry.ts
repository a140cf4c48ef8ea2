import { type SbinJobId, sbinJobs } from '@qilin/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type SbinParams<J extends SbinJobId> = z.output<(typeof sbinJobs)[J]['params']>;
/** What the job answers: the legacy root around its rows, as `sbinJobs[jkid].reply` describes it. */
export type SbinJobReply<J extends SbinJobId> = z.input<(typeof sbinJobs)[J]['reply']>;

export type SbinContext = {
  request: FastifyRequest;
  /** Set when the job was registered with `auth: true` (the dispatcher answers 20004 otherwise). */
  member: FastifyRequest['member'];
};

export type SbinJob<J extends SbinJobId> = {
  /** Most jobs act for a member; the few public ones (e.g. game class lists) set this to false. */
  auth: boolean;
  handle(params: SbinParams<J>, ctx: SbinContext): Promise<SbinJobReply<J>>;
};

/** A job answered something its reply schema does not describe: a bug, answered as a 500. */
export class SbinReplySchemaError extends Error {
  constructor(jkid: string, detail: string) {
    super(`reply of /sbin job ${jkid} does not match its schema: ${detail}`);
    this.name = 'SbinReplySchemaError';
  }
}

/**
 * A job's reply held against `sbinJobs[jkid].reply` (tests, development: `CHECK_RESPONSES`, as REST
 * answers are); throws SbinReplySchemaError on a mismatch.
 */
export function checkSbinReply(jkid: SbinJobId, reply: unknown): void {
  const result = sbinJobs[jkid].reply.safeParse(reply);
  if (result.success) return;
  const issue = result.error.issues[0];
  throw new SbinReplySchemaError(
    jkid,
    issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'invalid',
  );
}

/**
 * Which /sbin jobs this server can run. Each module adds its own in `<name>.jobs.ts`
 * (`registry.register('cancel_bet', {...})`), calling the same service as its REST routes.
 * A job listed in the contract but not registered answers "not available" (404).
 */
export class SbinRegistry {
  readonly #jobs = new Map<SbinJobId, SbinJob<SbinJobId>>();

  register<J extends SbinJobId>(jkid: J, job: SbinJob<J>): void {
    if (this.#jobs.has(jkid)) throw new Error(`sbin job ${jkid} registered twice`);
    // The contract's table is typed to hold one for every job; this keeps a job added to it loosely honest.
    if (!sbinJobs[jkid]?.reply) throw new Error(`sbin job ${jkid} has no reply schema in the contract`);
    this.#jobs.set(jkid, job as unknown as SbinJob<SbinJobId>);
  }

  get(jkid: SbinJobId): SbinJob<SbinJobId> | undefined {
    return this.#jobs.get(jkid);
  }

  registered(): SbinJobId[] {
    return [...this.#jobs.keys()];
  }
}
