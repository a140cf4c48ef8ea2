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
