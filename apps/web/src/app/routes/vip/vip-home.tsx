import { VipScreen } from '../../../features/vip';

export default function Route() {
  return <VipScreen />;
}
