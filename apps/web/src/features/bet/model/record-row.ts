import { BALL_POSITION_LABELS, PK10_PLACE_LABELS } from '@qilin/domain';
import type { StatusTone } from '../../../components/status-tag';
import type { BetStatus } from '../api/types';

const POSITIONS: readonly string[] = [...BALL_POSITION_LABELS, ...PK10_PLACE_LABELS];

/** Each bet state's colour family (待开奖 pending, 已中奖 good, 未中奖 neutral, 已撤单/已退款 void). */
export const BET_STATUS_TONE: Record<BetStatus, StatusTone> = {
  open: 'pending',
  won: 'good',
  lost: 'neutral',
  push: 'neutral',
  cancelled: 'void',
  refunded: 'void',
};

type PickedNumbers = { numbers?: unknown; dan?: unknown; sets?: unknown };

const numberList = (v: unknown): string =>
  Array.isArray(v) ? v.filter((n) => typeof n === 'number' || typeof n === 'string').join(' ') : '';

/**
 * The play as a row reads it: the catalogue name with its position set apart ('第一球大' → '第一球 大'),
 * then the numbers picked, if any ('第一球 3', '任选二 胆 1 拖 2 3').
 */
export function playText(name: string, selection?: unknown): string {
  const position = POSITIONS.find((p) => name.startsWith(p) && name.length > p.length);
  const parts = [position ? `${position} ${name.slice(position.length)}` : name];
  const picked = (selection ?? {}) as PickedNumbers;
  const dan = numberList(picked.dan);
  const numbers = numberList(picked.numbers);
  if (dan) parts.push(`胆 ${dan}`);
  if (numbers) parts.push(dan ? `拖 ${numbers}` : numbers);
  if (Array.isArray(picked.sets)) parts.push(picked.sets.map(numberList).join(' | '));
  return parts.filter(Boolean).join(' ');
}
