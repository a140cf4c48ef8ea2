import { ErrorCode } from '@qilin/contract';
import { appError } from '../../lib/errors';

/** Gift refusals (texts from the contract's catalogue). */
export const PromotionErrors = {
  alreadyClaimed: () => appError(ErrorCode.GiftAlreadyClaimed),
  notClaimable: () => appError(ErrorCode.GiftNotClaimable),
  budgetExhausted: () => appError(ErrorCode.PromotionBudgetExhausted),
};
