/** Game venues as member sub-wallets: party list, transfer in / out, one-click transfer back. */
export { MAIN_WALLET, sortedVenues, VENUES } from './venue.catalogue';
export { venuePlugin } from './venue.plugin';
export { VenueService } from './venue.service';
