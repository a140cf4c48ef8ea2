import { AccountDetailsScreen } from '../../../features/account-details';

export default function AccountDetailsRoute() {
  return <AccountDetailsScreen />;
}
