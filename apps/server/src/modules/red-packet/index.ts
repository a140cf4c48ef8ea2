/** Red packets (红包扫雷, type-3 games): create / Jdsl, grab, reads, settlement, the expiry sweep. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { DrawScheduler } from '../draw';
import { registerRedPacketJobs } from './red-packet.jobs';
import { redPacketRoutes } from './red-packet.routes';
import { RedPacketService } from './red-packet.service';

export { RED_PACKET_RULES, RedPacketTransfer } from './red-packet.config';
export { registerRedPacketJobs } from './red-packet.jobs';
export { redPacketRoutes } from './red-packet.routes';
export { type NewPacketInput, RedPacketService } from './red-packet.service';
export type { RedPacketTables } from './red-packet.tables';

/**
 * Wires the module: REST routes, /sbin jobs, domain events on `app.events` after commit, and the
 * expiry sweep on the draw scheduler's tick (one acting process by its lease; exactly once by the
 * packet row lock whatever runs it).
 */
export async function registerRedPackets(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date; scheduler: DrawScheduler },
): Promise<RedPacketService> {
  const packets = new RedPacketService({ db: deps.db, events: app.events, now: deps.now, log: app.log });
  deps.scheduler.addSweeper('red packets', () => packets.sweep());
  await app.register(redPacketRoutes, { packets });
  registerRedPacketJobs(app.sbin, packets);
  return packets;
}
