import { ServerMessages } from '@qilin/contract';
import { type ZodError, type ZodType, z } from 'zod';
import { type AppError, Errors } from './errors';

// Default zod issue texts in Chinese, so a schema without a custom message still answers readably.
z.config(z.locales.zhCN());

/**
 * Parses input at the edge. On failure throws a 400 AppError whose message names the first
 * offending field, e.g. '请求参数有误：username 用户名须为4-20位…'. Never echoes the input itself.
 */
export function parseInput<S extends ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw invalidPayloadOf(result.error);
}

/** The 400 refusal for input a schema rejected (route schemas and `parseInput` answer alike). */
export function invalidPayloadOf(error: ZodError): AppError {
  const issue = error.issues[0];
  if (!issue) return Errors.invalidPayload();
  const field = issue.path.map(String).join('.');
  const detail = field ? `${field} ${issue.message}` : issue.message;
  // Issue messages can quote long regexes or enum lists; keep the answer short.
  return Errors.invalidPayload(`${ServerMessages.invalidPayload}：${detail.slice(0, 120)}`);
}
