/** Game venues as member sub-wallets: party list, transfer in / out, one-click transfer back. */
export { MAIN_WALLET, sortedVenues, VENUES } from './venue.catalogue';
export { registerVenueJobs } from './venue.jobs';
export { venueRoutes } from './venue.routes';
export { VenueService } from './venue.service';
