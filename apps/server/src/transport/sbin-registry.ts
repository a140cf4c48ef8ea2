import type { SbinJobId, SbinReply, sbinJobs } from '@qilin/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type SbinParams<J extends SbinJobId> = z.output<(typeof sbinJobs)[J]['params']>;

export type SbinContext = {
  request: FastifyRequest;
  /** Set when the job was registered with `auth: true` (the dispatcher answers 20004 otherwise). */
  member: FastifyRequest['member'];
};

export type SbinJob<J extends SbinJobId> = {
  /** Most jobs act for a member; the few public ones (e.g. game class lists) set this to false. */
  auth: boolean;
  handle(params: SbinParams<J>, ctx: SbinContext): Promise<SbinReply>;
};

/**
 * Which /sbin jobs this server can run. Each module adds its own in `<name>.jobs.ts`
 * (`registry.register('cancel_bet', {...})`), calling the same service as its REST routes.
 * A job listed in the contract but not registered answers "not available" (404).
 */
export class SbinRegistry {
  readonly #jobs = new Map<SbinJobId, SbinJob<SbinJobId>>();

  register<J extends SbinJobId>(jkid: J, job: SbinJob<J>): void {
    if (this.#jobs.has(jkid)) throw new Error(`sbin job ${jkid} registered twice`);
    this.#jobs.set(jkid, job as unknown as SbinJob<SbinJobId>);
  }

  get(jkid: SbinJobId): SbinJob<SbinJobId> | undefined {
    return this.#jobs.get(jkid);
  }

  registered(): SbinJobId[] {
    return [...this.#jobs.keys()];
  }
}
