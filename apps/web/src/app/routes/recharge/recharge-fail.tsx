import { RechargeResult } from '../../../features/recharge';

export default function RechargeFailRoute() {
  return <RechargeResult ok={false} />;
}
