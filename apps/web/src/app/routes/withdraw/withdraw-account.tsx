import { WithdrawAccountScreen } from '../../../features/withdraw';

export default function WithdrawAccountRoute() {
  return <WithdrawAccountScreen />;
}
