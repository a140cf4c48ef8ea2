import { PromoteScreen } from '../../../features/promotion';

export default function PromoteRoute() {
  return <PromoteScreen />;
}
