import { z } from 'zod';

/**
 * The one way a number crosses the wire. JavaScript's `Number()` (and so zod's number coercion) reads
 * '0x10' as 16, ' 2 ' as 2, true as 1 and [2] as 2; a stake multiplied by such a value is money. A
 * wire integer is a JSON integer or a canonical decimal digit string ('2', '-3': no sign on zero, no
 * leading zeros, no spaces, no exponent) — the legacy clients send numeric strings.
 */
const INT_TEXT = /^(?:0|-?[1-9]\d{0,15})$/;

/** The integer a wire value stands for, or undefined for anything else (never throws). */
export function parseWireInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !INT_TEXT.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A wire integer within [min, max] (see parseWireInt); the schema's output is the number. */
export function wireInt(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return z
    .union([z.number(), z.string().max(17)])
    .refine((v) => parseWireInt(v) !== undefined, { message: '须为整数' })
    .transform((v) => parseWireInt(v) as number)
    .pipe(z.number().int().min(min).max(max));
}

/** A positive database id on the wire. */
export const wireId = () => wireInt(1);

/** Yuan with at most two decimals, as a JSON number or canonical text ('12', '0.5', '12.34'). */
const YUAN_TEXT = /^(?:0|[1-9]\d{0,13})(?:\.\d{1,2})?$/;

/**
 * A non-negative yuan amount on the wire, as canonical text for the domain's `yuanToFen` (which stays
 * the only text → fen conversion). A number must already have at most two decimals.
 */
export function parseWireYuan(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof text === 'string' && YUAN_TEXT.test(text) ? text : undefined;
}
