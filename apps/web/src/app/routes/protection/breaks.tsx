import { MemberOnly } from '../../../features/member';
import { BreaksScreen } from '../../../features/protection';

export default function ProtectionBreaksScreenRoute() {
  return <BreaksScreen gate={MemberOnly} />;
}
