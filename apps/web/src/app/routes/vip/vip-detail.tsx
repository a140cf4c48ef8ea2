import { VipDetailScreen } from '../../../features/vip';

export default function Route() {
  return <VipDetailScreen />;
}
