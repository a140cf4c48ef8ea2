import { z } from 'zod';
import { wireId } from './wire-number';

/** GET|POST /api/bet/rebate and the operator's read / PUT: the ceiling and the slider's step, in basis points. */
export const rebateInfoResultSchema = z.strictObject({
  maxBp: z.number().int().min(0).max(10_000),
  stepBp: z.number().int().positive(),
});
export type RebateInfo = z.infer<typeof rebateInfoResultSchema>;

export const rebateMemberParamsSchema = z.object({ memberId: wireId() });
/** null = back to the site default. */
export const rebateSetBodySchema = z.object({ maxBp: z.number().int().min(0).max(10_000).nullable() });
