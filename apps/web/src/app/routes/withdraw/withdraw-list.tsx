import { WithdrawListScreen } from '../../../features/withdraw';

export default function WithdrawListRoute() {
  return <WithdrawListScreen />;
}
