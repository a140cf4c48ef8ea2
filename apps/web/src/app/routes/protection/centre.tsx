import { ProtectionCentreScreen } from '../../../features/protection';

export default function ProtectionProtectionCentreScreenRoute() {
  return <ProtectionCentreScreen />;
}
