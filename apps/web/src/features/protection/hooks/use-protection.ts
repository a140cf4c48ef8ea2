import type { ProtectionBreakLength, ProtectionLimitKey, ProtectionStatus } from '@qilin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmProtectionLimit,
  getHelpContacts,
  getProtectionStatus,
  getStatement,
  protectionKeys,
  type StatementPeriod,
  setProtectionLimit,
  takeProtectionBreak,
} from '../api/protection-api';

/** The member's limits, break and usage; `offsetMs` is the server clock less this device's. */
export function useProtectionStatus(enabled = true) {
  return useQuery({
    queryKey: protectionKeys.status,
    queryFn: async () => {
      const status = await getProtectionStatus();
      return { status, offsetMs: status.server_time - Date.now() };
    },
    enabled,
  });
}

/** Every write answers the new status: it replaces the cached one. */
function useStatusWrite<V>(write: (v: V) => Promise<ProtectionStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (status) =>
      queryClient.setQueryData(protectionKeys.status, { status, offsetMs: status.server_time - Date.now() }),
  });
}

export const useSetLimit = () =>
  useStatusWrite((v: { key: ProtectionLimitKey; value: number | null }) =>
    setProtectionLimit(v.key, v.value),
  );
export const useConfirmLimit = () => useStatusWrite((key: ProtectionLimitKey) => confirmProtectionLimit(key));
export const useTakeBreak = () =>
  useStatusWrite((length: ProtectionBreakLength) => takeProtectionBreak(length));

/** The statement rows (newest first): 30 days, 12 weeks or 12 months. */
export function useStatement(period: StatementPeriod) {
  return useQuery({
    queryKey: protectionKeys.statement(period),
    queryFn: () => getStatement(period, period === 'day' ? 30 : 12),
  });
}

export function useHelpContacts() {
  return useQuery({
    queryKey: protectionKeys.helpContacts,
    queryFn: getHelpContacts,
    staleTime: 10 * 60_000,
  });
}
