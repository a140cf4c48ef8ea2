/** Activities: the gift logs (礼金记录) read from the ledger, and daily sign-in (每日签到). */
export { activityPlugin } from './activity.plugin';
export { GiftLogService } from './gift.service';
export { SignInService } from './sign-in.service';
export type { SignInTables } from './sign-in.tables';
