import { AgentHomeScreen } from '../../../features/promotion';

export default function AgentHomeRoute() {
  return <AgentHomeScreen />;
}
