import { GiftRecordScreen } from '../../../features/account-details';

export default function GiftRecordRoute() {
  return <GiftRecordScreen />;
}
