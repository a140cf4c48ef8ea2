import { VipGiftScreen } from '../../../features/vip';

export default function Route() {
  return <VipGiftScreen />;
}
