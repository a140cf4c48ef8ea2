import { formatFen } from '@qilin/domain';
import { MemberHub } from '../../../features/member';
import { useWallet } from '../../../features/wallet';

/** /home/personCenter (我的): the member hub with the wallet balance composed in. */
export default function PersonCenterRoute() {
  const wallet = useWallet();
  return <MemberHub balanceText={wallet.data ? formatFen(wallet.data.balance) : undefined} />;
}
