export { detailsPaths } from './api/details-api';
export { AccountDetailsScreen } from './components/account-details-screen';
export { GiftRecordScreen } from './components/gift-record-screen';
