import type { ApiOk } from '@qilin/contract';

/**
 * The REST success envelope (spec §7 Style A), the one every route answers with; a toast text
 * (保存成功, 转账成功 …) rides beside the result when given.
 */
export function ok<T>(result: T, message?: string): ApiOk<T> & { message?: string } {
  return message ? { success: true, result, message } : { success: true, result };
}

/**
 * The same envelope for the spec calls that also read `code` and/or `data` (token refresh reads
 * data.token, bet records data, the kefu list data.list): those fields first, then the result.
 */
export function okWith<T, Extra extends { code?: 200; data?: unknown }>(result: T, extra: Extra) {
  return { success: true as const, ...extra, result };
}
