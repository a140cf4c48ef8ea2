import { z } from 'zod';
import { apiFailSchema } from './envelope';
import { wireId, wireInt } from './wire-number';

/** GET /api/ready: each dependency's state, 'ok', 'not configured' or what is wrong with it. */
export const readinessChecksSchema = z.object({
  database: z.string(),
  redis: z.string(),
  migrations: z.string(),
});
export const readyResultSchema = z.object({ status: z.literal('ready'), checks: readinessChecksSchema });
/** 503 from /api/ready: the refusal, with the same checks as its result. */
export const notReadySchema = apiFailSchema.extend({
  result: z.object({ status: z.literal('not ready'), checks: readinessChecksSchema }),
});

/** GET /api/admin/sms_outbox: the development SMS sender's messages, newest first. */
export const smsOutboxQuerySchema = z.object({
  phone: z.string().trim().max(20).optional(),
  /** Newest first: the next page asks below the last id. */
  before_id: wireId().optional(),
  limit: wireInt(1, 100).default(20),
});
export const smsOutboxRowSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  body: z.string(),
  /** ISO 8601 instant. */
  created_at: z.string(),
});

/** POST /api/admin/realtime/push: how many sockets the message reached. */
export const pushResultSchema = z.object({ delivered: z.number().int() });
