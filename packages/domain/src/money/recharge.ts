import { yuanToFen } from './fen';

/** Removes every character that is not an ASCII digit 0–9 (the amount field's input filter). */
export function stripNonDigits(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

export interface ChannelLimit {
  minFen: number;
  maxFen: number;
}

/**
 * Parses a channel limit written 'min~max' in yuan ('10~5000', '0.5 ~ 200.00'; the full-width '～' is
 * accepted too). Returns null when either side is not a yuan amount, negative, or min > max.
 */
export function parseChannelLimit(text: string): ChannelLimit | null {
  const parts = text.split(/[~～]/);
  if (parts.length !== 2) return null;
  const minFen = yuanToFen(parts[0]!);
  const maxFen = yuanToFen(parts[1]!);
  if (minFen === null || maxFen === null || minFen < 0 || minFen > maxFen) return null;
  return { minFen, maxFen };
}

/**
 * Why a recharge amount was refused. The domain returns codes only; the caller maps them to the spec
 * texts kept in @qilin/contract: not_number / not_positive → Messages.amountMustBeNumber ('金额为数字'),
 * out_of_limit → Messages.amountLimit + limitText ('金额限制' + the 'min~max' text), invalid_limit →
 * a server configuration fault (the channel's limit text is malformed).
 */
export type RechargeRefusal = 'not_number' | 'not_positive' | 'out_of_limit' | 'invalid_limit';

export type RechargeCheck = { ok: true; amountFen: number } | { ok: false; reason: RechargeRefusal };

/**
 * Validates a recharge amount in whole yuan (spec §5 "Recharge amount"). The input field strips
 * non-digits as the user types (stripNonDigits), so here anything but digits — after trimming spaces —
 * is refused rather than silently rewritten: '12.5' must never become 125 yuan on the server.
 * `limitText` null/undefined means the channel has no limit.
 */
export function checkRechargeAmount(input: string, limitText: string | null | undefined): RechargeCheck {
  const text = input.trim();
  if (!/^[0-9]+$/.test(text)) return { ok: false, reason: 'not_number' };
  const amountFen = yuanToFen(text);
  if (amountFen === null) return { ok: false, reason: 'not_number' };
  if (amountFen <= 0) return { ok: false, reason: 'not_positive' };
  if (limitText === null || limitText === undefined) return { ok: true, amountFen };
  const limit = parseChannelLimit(limitText);
  if (!limit) return { ok: false, reason: 'invalid_limit' };
  if (amountFen < limit.minFen || amountFen > limit.maxFen) return { ok: false, reason: 'out_of_limit' };
  return { ok: true, amountFen };
}

const POSITIVE_DECIMAL_RE = /^\+?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The spec's positive-number check: rejects empty, zero, negative and non-numeric values. Strings are
 * checked textually (plain decimal notation only, no exponent) so huge or oddly formatted text never
 * passes through a float comparison.
 */
export function isPositiveNumber(value: string | number | null | undefined): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!POSITIVE_DECIMAL_RE.test(text)) return false;
  return /[1-9]/.test(text);
}

/**
 * Display width where characters above the basic (Latin-1, U+0000–U+00FF) range count as 2, the usual
 * rule for Chinese text in fixed-width inputs. Counts by code point, so an emoji (a surrogate pair)
 * counts 2, not 4.
 */
export function charCount(text: string): number {
  let count = 0;
  for (const ch of text) count += ch.codePointAt(0)! > 0xff ? 2 : 1;
  return count;
}
