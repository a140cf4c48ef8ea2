import { RedPacketMessages, type RedPacketRules } from '@qilin/contract';
import { type RedPacketTerms, redPacketTerms, yuanToFen } from '@qilin/domain';
import { moneyText } from '../../../lib/money';

export type SendVariant = 'classic' | 'multi';

export type SendDraft = { variant: SendVariant; moneyText: string; count: number; mines: number[] };

export type SendVerdict =
  | { ok: true; totalFen: number; terms: RedPacketTerms }
  | { ok: false; message: string };

/**
 * The send form against the server's rules, with the same texts the server refuses with: money in yuan
 * (≤ 2 decimals, within the limits), the packet count, and one mine digit (classic) or 2..max (multi).
 * The preview terms (rate, each grabber's liability) come from the domain the server prices with.
 */
export function sendVerdict(d: SendDraft, rules: RedPacketRules): SendVerdict {
  const totalFen = yuanToFen(d.moneyText);
  if (totalFen === null || totalFen <= 0) return { ok: false, message: RedPacketMessages.moneyFormat };
  if (totalFen < rules.minFen || totalFen > rules.maxFen)
    return {
      ok: false,
      message: RedPacketMessages.moneyRange(moneyText(rules.minFen), moneyText(rules.maxFen)),
    };
  if (!Number.isInteger(d.count) || d.count < rules.minCount || d.count > rules.maxCount)
    return { ok: false, message: RedPacketMessages.countRange(rules.minCount, rules.maxCount) };
  const distinct = new Set(d.mines).size === d.mines.length && d.mines.every((m) => m >= 0 && m <= 9);
  if (d.variant === 'classic' && (d.mines.length !== 1 || !distinct))
    return { ok: false, message: RedPacketMessages.singleMine };
  if (
    d.variant === 'multi' &&
    (!distinct || d.mines.length < 2 || d.mines.length > Math.min(rules.maxMines, d.count))
  )
    return { ok: false, message: RedPacketMessages.minesRange(rules.maxMines) };
  return { ok: true, totalFen, terms: redPacketTerms(totalFen, d.count, d.mines.length) };
}

/** Tapping a digit: classic keeps one, multi toggles up to `max`. */
export function toggleMine(mines: number[], digit: number, variant: SendVariant, max: number): number[] {
  if (variant === 'classic') return [digit];
  if (mines.includes(digit)) return mines.filter((m) => m !== digit);
  return mines.length >= max ? mines : [...mines, digit];
}

export const newSendKey = () => `rp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
