export { venuePaths } from './api/venue-api';
export { VenueTransferScreen } from './components/venue-transfer-screen';
export { MAIN_WALLET_TITLE, sortParties } from './model/sort-parties';
