import type { BetItem, BetReceipt } from '@qilin/contract';
import { sha256Hex } from '@qilin/domain';

const UNIT_TEXT = { yuan: '元', jiao: '角', fen: '分' } as const;

/** Odds as the receipt holds them: one value, or one per outcome ('2/9.5'). */
export function oddsText(odds: BetItem['odds'] | undefined): string {
  if (odds === undefined) return '';
  return typeof odds === 'string' ? odds : Object.values(odds).join('/');
}

/**
 * What the member picked, in the receipt's own terms: option, 胆/拖, numbers or per-position sets, and
 * a norm bet's unit, multiple and count. The play name (which already names the position) is shown
 * beside it, not repeated here.
 */
export function selectionText(item: BetItem): string {
  const parts: string[] = [];
  if (item.option) parts.push(item.option);
  if (item.dan?.length) parts.push(`胆 ${item.dan.join(' ')}`);
  if (item.numbers?.length)
    parts.push(item.dan?.length ? `拖 ${item.numbers.join(' ')}` : item.numbers.join(' '));
  if (item.sets?.length) parts.push(item.sets.map((s) => s.join(' ')).join(' | '));
  if (item.unit) parts.push(UNIT_TEXT[item.unit]);
  if (item.multiple !== undefined) parts.push(`${item.multiple}倍`);
  if (item.count !== undefined) parts.push(`${item.count}注`);
  return parts.join(' · ');
}

/**
 * The receipt's hash recomputed in the browser: SHA-256 of the JSON of every other field, in the order
 * the server wrote them (it stores the receipt as text, so that order survives the round trip).
 */
export function receiptHashMatches(receipt: BetReceipt): boolean {
  const { hash, ...body } = receipt;
  return sha256Hex(JSON.stringify(body)) === hash;
}
