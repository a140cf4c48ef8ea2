export { PreferentialCenterScreen } from './components/preferential-center-screen';
export { VipDetailScreen } from './components/vip-detail-screen';
export { VipGiftScreen } from './components/vip-gift-screen';
export { VipScreen } from './components/vip-screen';
