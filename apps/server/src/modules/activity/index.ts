/** Activities: so far the gift logs (礼金记录) read from the ledger. */
export { activityPlugin } from './activity.plugin';
export { GIFT_TYPE_NAMES, GIFT_TYPES, giftNameOf } from './gift.catalogue';
export { GiftLogService } from './gift.service';
