import { WithdrawScreen } from '../../../features/withdraw';

export default function WithdrawRoute() {
  return <WithdrawScreen />;
}
