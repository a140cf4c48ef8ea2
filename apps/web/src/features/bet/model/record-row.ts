import type { BetRecordOrder, BetRecordStatus } from '@qilin/contract';
import { BALL_POSITION_LABELS, PK10_PLACE_LABELS } from '@qilin/domain';
import type { StatusTone } from '../../../components/status-tag';

const POSITIONS: readonly string[] = [...BALL_POSITION_LABELS, ...PK10_PLACE_LABELS];

/** A bet's state as the record screens name it: the server's `pending` reads as 待开奖 ('open'). */
export type BetStatus = 'open' | Exclude<BetRecordStatus, 'pending'>;

export const betStatus = (status: BetRecordStatus): BetStatus => (status === 'pending' ? 'open' : status);

/** An order as one state: a settled order reads as won when any of its bets paid. */
export function orderStatus(order: Pick<BetRecordOrder, 'status' | 'payoutFen'>): BetStatus {
  if (order.status !== 'settled') return order.status;
  return order.payoutFen > 0 ? 'won' : 'lost';
}

/** A records list row: one bet with its order's fields, so the list reads one selection per line. */
export type BetRecordRow = {
  key: string;
  orderId: number;
  betId: number;
  gameId: string;
  gameName: string;
  issue: string;
  name: string;
  selection: unknown;
  amountFen: number;
  payoutFen: number;
  status: BetStatus;
  placedAt: number;
};

export function recordRows(orders: readonly BetRecordOrder[]): BetRecordRow[] {
  return orders.flatMap((order) =>
    order.items.map((bet) => ({
      key: `${order.id}-${bet.id}`,
      orderId: order.id,
      betId: bet.id,
      gameId: order.game_id,
      gameName: order.game_name,
      issue: order.issue,
      name: bet.name,
      selection: bet.selection,
      amountFen: bet.amountFen,
      payoutFen: bet.payoutFen,
      status: betStatus(bet.status),
      placedAt: order.placedAt,
    })),
  );
}

/** The records screen's filter: one game and a time range (epoch ms). */
export type BetRecordsFilter = { gameId?: string; startTime?: number; endTime?: number };

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
