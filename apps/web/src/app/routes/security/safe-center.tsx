import { SafeCenterScreen } from '../../../features/security';

export default function SafeCenterRoute() {
  return <SafeCenterScreen />;
}
