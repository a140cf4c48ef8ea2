import {
  type GiftClaimResult,
  promotionPaths,
  type SignInfo,
  type SignResult,
  type VipGifts,
  type VipInfo,
  type VipRebateExplain,
  type VipRules,
} from '@qilin/contract';
import { api } from '../../../lib/api-client';

/** VIP and sign-in calls (contract promotion.ts); amounts are integer fen. */
export const getVip = () => api.get<VipInfo>(promotionPaths.vip);
export const getVipRules = () => api.get<VipRules>(promotionPaths.vipRules);
export const getVipGifts = () => api.get<VipGifts>(promotionPaths.vipGifts);
export const getRebateExplain = () => api.get<VipRebateExplain>(promotionPaths.vipRebateExplain);
export const receiveVipGift = (key: string) =>
  api.post<GiftClaimResult>(promotionPaths.vipGiftReceive, { key });
export const getSignInfo = () => api.get<SignInfo>(promotionPaths.signInfo);
export const signToday = () => api.post<SignResult>(promotionPaths.sign, {});
