import { FriendsListScreen } from '../../../features/promotion';

export default function FriendsListRoute() {
  return <FriendsListScreen />;
}
