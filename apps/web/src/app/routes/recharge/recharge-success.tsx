import { RechargeResult } from '../../../features/recharge';

export default function RechargeSuccessRoute() {
  return <RechargeResult ok />;
}
