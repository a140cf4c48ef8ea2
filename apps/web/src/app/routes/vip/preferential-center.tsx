import { PreferentialCenterScreen } from '../../../features/vip';

export default function Route() {
  return <PreferentialCenterScreen />;
}
