import type { FastifyInstance } from 'fastify';
import { registerRedPacketJobs } from './red-packet.jobs';
import { redPacketRoutes } from './red-packet.routes';
import { RedPacketService } from './red-packet.service';

/**
 * Red packets: REST routes, /sbin jobs, domain events on `app.events` after commit, and the
 * expiry sweep on the draw scheduler's tick (one acting process by its lease; exactly once by the
 * packet row lock whatever runs it).
 */
export async function redPacketPlugin(app: FastifyInstance, opts: { now: () => Date }) {
  const packets = new RedPacketService({
    db: app.db,
    events: app.events,
    now: opts.now,
    log: app.log,
    protection: app.protection,
  });
  app.drawScheduler.addSweeper('red packets', () => packets.sweep());
  await app.register(redPacketRoutes, { packets });
  registerRedPacketJobs(app.sbin, packets);
}
