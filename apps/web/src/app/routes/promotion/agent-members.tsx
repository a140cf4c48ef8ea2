import { AgentMembersScreen } from '../../../features/promotion';

export default function AgentMembersRoute() {
  return <AgentMembersScreen />;
}
