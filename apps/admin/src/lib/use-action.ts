import { formatFenFixed } from '@qilin/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { isPendingApproval } from './api-client';

/**
 * A write from a page: on success the named queries refetch and a toast says so (or that the write
 * waits for a second operator's approval); on failure the toast is the server's error_message.
 */
export function useAction<V>(fn: (vars: V) => Promise<unknown>, opts: { done: string; refresh: string[] }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      message.success(isPendingApproval(result) ? '已提交，等待另一位运营人员审批' : opts.done);
      return client.invalidateQueries({ queryKey: opts.refresh });
    },
    onError: (error) => message.error(error.message),
  });
}

/** Fen as yuan with two decimals, by the domain's integer formatter (table columns align). */
export const yuan = formatFenFixed;

/** An instant on the platform's clock (Asia/Shanghai, the business day), wherever the operator sits. */
export function localTime(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' }) : '';
}
