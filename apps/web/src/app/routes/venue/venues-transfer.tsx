import { VenueTransferScreen } from '../../../features/venue';

export default function VenuesTransferRoute() {
  return <VenueTransferScreen />;
}
