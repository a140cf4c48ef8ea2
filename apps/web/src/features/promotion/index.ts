export { AgentHomeScreen } from './components/agent-home-screen';
export { AgentMembersScreen } from './components/agent-members-screen';
export { FriendsListScreen } from './components/friends-list-screen';
export { PromoteScreen } from './components/promote-screen';
export { WelcomeScreen } from './components/welcome-screen';
