import { MemberOnly } from '../../../features/member';
import { StatementScreen } from '../../../features/protection';

export default function ProtectionStatementScreenRoute() {
  return <StatementScreen gate={MemberOnly} />;
}
