import type { BetItem } from '@qilin/contract';
import { formatFen } from '@qilin/domain';

/** One tapped option of the odds grid (structurally an OddsOption of the game feature). */
export type SlipPick = {
  key: string;
  name: string;
  playId: string;
  option?: string;
  position?: number;
  odds: string | Record<string, string>;
  oddsText: string;
};

/** Chip amounts in fen (1, 5, 10, 50, 100, 500 元). */
export const AMOUNT_CHIPS_FEN = [100, 500, 1000, 5000, 10_000, 50_000] as const;

export function togglePick(picks: SlipPick[], pick: SlipPick): SlipPick[] {
  return picks.some((p) => p.key === pick.key) ? picks.filter((p) => p.key !== pick.key) : [...picks, pick];
}

export function slipTotalFen(picks: readonly SlipPick[], amountFen: number): number {
  return picks.length * amountFen;
}

/** The bet items sent to the server: each carries the odds the member was shown. */
export function slipItems(picks: readonly SlipPick[], amountFen: number): BetItem[] {
  return picks.map((p) => ({
    playId: p.playId,
    ...(p.option !== undefined && { option: p.option }),
    ...(p.position !== undefined && { position: p.position }),
    amountFen,
    odds: p.odds,
  }));
}

export function confirmLines(
  picks: readonly SlipPick[],
  amountFen: number,
  template: (v: Record<string, string>) => string,
) {
  return picks.map((p) => template({ name: p.name, odds: p.oddsText, money: formatFen(amountFen) }));
}

/** A fresh key per submitted slip: a retried request with the same key is a no-op on the server. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
