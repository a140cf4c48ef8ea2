import {
  type ProtectionBreakLength,
  type ProtectionHelpContactList,
  type ProtectionLimitKey,
  type ProtectionSession,
  type ProtectionStatus,
  protectionCentrePaths,
  protectionPaths,
} from '@qilin/contract';
import { api, apiText } from '../../../lib/api-client';

export type StatementPeriod = 'day' | 'week' | 'month';
export type StatementRow = {
  starts_at: number;
  ends_at: number;
  deposit_fen: number;
  stake_fen: number;
  return_fen: number;
  net_fen: number;
};
export type Statement = { period: StatementPeriod; list: StatementRow[] };

export const getProtectionStatus = () => api.get<ProtectionStatus>(protectionPaths.status);

/** Refusals (cooling-off, a break already running) are shown by the caller next to the control. */
export const setProtectionLimit = (key: ProtectionLimitKey, value: number | null) =>
  api.put<ProtectionStatus>(protectionPaths.limits, { key, value }, { silent: true });

export const confirmProtectionLimit = (key: ProtectionLimitKey) =>
  api.post<ProtectionStatus>(protectionPaths.confirm, { key }, { silent: true });

export const takeProtectionBreak = (length: ProtectionBreakLength) =>
  api.post<ProtectionStatus>(protectionPaths.break, { length }, { silent: true });

export const getStatement = (period: StatementPeriod, count: number) =>
  api.get<Statement>(protectionPaths.statement, { query: { period, count } });

export const getHelpContacts = () => api.get<ProtectionHelpContactList>(protectionCentrePaths.helpContacts);

/** The reality check reads it in the background: a failure is not the member's business. */
export const getProtectionSession = () =>
  api.get<ProtectionSession>(protectionCentrePaths.session, { silent: true });

export const setRealityCheckMinutes = (minutes: number) =>
  api.put<ProtectionSession>(protectionCentrePaths.realityCheck, { minutes });

export const protectionKeys = {
  status: ['protection', 'status'] as const,
  statement: (period: StatementPeriod) => ['protection', 'statement', period] as const,
  helpContacts: ['protection', 'help-contacts'] as const,
  session: ['protection', 'session'] as const,
};

/** The wallet history of the last `days` days as the server's CSV (UTF-8 with BOM). */
export const getHistoryCsv = (days = 90) => apiText(protectionPaths.export, { days });
