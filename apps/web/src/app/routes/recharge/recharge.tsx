import { RechargeScreen } from '../../../features/recharge';

export default function RechargeRoute() {
  return <RechargeScreen />;
}
