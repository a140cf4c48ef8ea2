import { z } from 'zod';

/** REST envelope (spec §7 Style A): success is judged by `success === true`. */
export type ApiOk<T> = { success: true; result: T };
export type ApiFail = { success: false; error_code: number; error_message: string };
export type ApiReply<T> = ApiOk<T> | ApiFail;

export const apiFailSchema = z.object({
  success: z.literal(false),
  error_code: z.number().int(),
  error_message: z.string(),
});

/** Legacy /sbin envelope (spec §7 Style B): a root with message, code and result[]. */
export type SbinReply<T = unknown> = { code: string | number; message: string; result: T[] };

/** The /sbin success rule: message empty, 'ok', 'success', or code '1' (depending on the job); recharge jobs use 200. */
export function isSbinSuccess(reply: Pick<SbinReply, 'code' | 'message'>): boolean {
  const message = (reply.message ?? '').trim().toLowerCase();
  return (
    message === '' ||
    message === 'ok' ||
    message === 'success' ||
    String(reply.code) === '1' ||
    String(reply.code) === '200'
  );
}

/** The success envelope's schema around a route's `result` (lib/reply.ts `ok`: a toast text may ride along). */
export function apiOkSchema<T extends z.ZodType>(result: T) {
  return z.object({ success: z.literal(true), result, message: z.string().optional() });
}

/** `okWith`: the spec calls that also read `code` and/or `data` beside the result. */
export function apiOkWithSchema<T extends z.ZodType, Extra extends z.ZodRawShape>(result: T, extra: Extra) {
  return z.object({ success: z.literal(true), ...extra, result });
}

/** The request schema of a route that reads nothing from the query, body or path. */
export const noInputSchema = z.object({});

/** The legacy /sbin root every job answers with, whatever its rows (the `/sbin` route's own schema). */
export const sbinReplySchema = z.object({
  code: z.union([z.string(), z.number()]),
  message: z.string(),
  result: z.array(z.unknown()),
});

/** One job's reply: the legacy root around its own rows (`sbinJobs[jkid].reply`). */
export function sbinReplyOf<T extends z.ZodType>(row: T) {
  return z.strictObject({
    code: z.union([z.string(), z.number()]),
    message: z.string(),
    result: z.array(row),
  });
}
