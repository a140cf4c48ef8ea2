/** The gift foundation (礼金): claims through the ledger's promotion account, budgets, wagering. */
export { GIFT_TYPE_NAMES, GIFT_TYPES, type GiftType, giftNameOf } from './gift.catalogue';
export { promotionPlugin } from './promotion.plugin';
export {
  type ClaimInput,
  type ClaimResult,
  PromotionService,
  presentWagering,
  type WageringView,
} from './promotion.service';
export type { PromotionTables } from './promotion.tables';
