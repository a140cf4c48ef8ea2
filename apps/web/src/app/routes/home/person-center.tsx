import { MemberHub } from '../../../features/member';
import { useWallet } from '../../../features/wallet';
import { moneyText } from '../../../lib/money';

/** /home/personCenter (我的): the member hub with the wallet balance composed in. */
export default function PersonCenterRoute() {
  const wallet = useWallet();
  return <MemberHub balanceText={wallet.data ? moneyText(wallet.data.balance) : undefined} />;
}
