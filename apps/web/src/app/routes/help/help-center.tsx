import { HelpCenterScreen } from '../../../features/help';

export default function HelpCenterRoute() {
  return <HelpCenterScreen />;
}
