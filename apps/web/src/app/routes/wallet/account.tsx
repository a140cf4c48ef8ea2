import { WalletScreen } from '../../../features/wallet';

export default function AccountRoute() {
  return <WalletScreen />;
}
