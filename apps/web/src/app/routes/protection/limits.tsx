import { MemberOnly } from '../../../features/member';
import { LimitsScreen } from '../../../features/protection';

export default function ProtectionLimitsScreenRoute() {
  return <LimitsScreen gate={MemberOnly} />;
}
