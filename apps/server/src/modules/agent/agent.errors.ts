import { AgentMessages, ErrorCode } from '@qilin/contract';
import { appError } from '../../lib/errors';

/** The agent module's refusals (codes 41801–41849). */
export const AgentErrors = {
  notAnAgent: () => appError(ErrorCode.NotAnAgent),
  notInYourLine: () => appError(ErrorCode.NotInYourLine),
  linkNotFound: () => appError(ErrorCode.InviteLinkNotFound),
  linkLimit: () => appError(ErrorCode.InviteLinkLimit),
  walletShort: () => appError(ErrorCode.AgentWalletShort),
  planInvalid: () => appError(ErrorCode.AgentPlanInvalid),
  planNotFound: () => appError(ErrorCode.AgentPlanNotFound),
  alreadyAgent: () => appError(ErrorCode.AlreadyAgent),
  rechargeLimit: (rangeText: string) =>
    appError(ErrorCode.RechargeSubordinateLimit, `${AgentMessages.rechargeSubordinateLimit} ${rangeText}`),
};
