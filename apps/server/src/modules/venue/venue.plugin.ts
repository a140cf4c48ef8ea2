import type { FastifyInstance } from 'fastify';
import { registerVenueJobs } from './venue.jobs';
import { venueRoutes } from './venue.routes';
import { VenueService } from './venue.service';

/** Venue sub-wallets: REST and the /sbin one-click transfer back. */
export async function venuePlugin(app: FastifyInstance) {
  const venues = new VenueService(app.db, app.events, app.protection);
  await app.register(venueRoutes, { venues, cipher: app.passwordCipher });
  registerVenueJobs(app.sbin, venues, app.passwordCipher);
}
