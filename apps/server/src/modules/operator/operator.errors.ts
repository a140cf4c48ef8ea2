import { ErrorCode } from '@qilin/contract';
import { appError } from '../../lib/errors';

/** The operator module's refusals (codes and texts: the contract catalogue). */
export const OperatorErrors = {
  otpRequired: () => appError(ErrorCode.OperatorOtpRequired),
  otpInvalid: () => appError(ErrorCode.OperatorOtpInvalid),
  locked: () => appError(ErrorCode.OperatorLocked),
  permissionDenied: () => appError(ErrorCode.PermissionDenied),
  mfaRequired: () => appError(ErrorCode.OperatorMfaRequired),
  approvalOwn: () => appError(ErrorCode.ApprovalOwnRefused),
  approvalNotPending: () => appError(ErrorCode.ApprovalNotPending),
  approvalNotFound: () => appError(ErrorCode.ApprovalNotFound),
  operatorNotFound: () => appError(ErrorCode.OperatorNotFound),
  /** TOTP is already on (or was never set up, for a confirm). */
  totpAlreadyOn: () => appError(ErrorCode.Conflict),
  bootstrapClosed: () => appError(ErrorCode.BootstrapClosed),
};
