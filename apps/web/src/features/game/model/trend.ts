import type { MainLotteryData, MissEntry, TrendEntry } from '@qilin/contract';
import type { GameResult } from '@qilin/domain';
import { buildRoadRows, oddEvenLabel, padRoadRow } from '@qilin/domain';
import { resultSum } from './result-view';

/** Balls of a result as numbers (cards and keno excluded from number trends). */
export function resultNumbers(result: GameResult): number[] {
  switch (result.game) {
    case 'pc28':
      return result.digits;
    case 'k3':
      return result.dice;
    case 'ssc':
    case 'syxw':
      return result.balls;
    case 'pk10':
      return result.order;
    case 'digit-bull':
      return result.digits;
    default:
      return [];
  }
}

export type NumberStat = { value: number; hits: number; missing: number };

/**
 * Hot/cold and missing counts over `results` (newest first) for the values `min..max`: hits = how
 * often the value appeared; missing = issues since it last appeared (all of them if never).
 */
export function numberStats(results: GameResult[], min: number, max: number): NumberStat[] {
  const stats: NumberStat[] = [];
  for (let v = min; v <= max; v++) {
    let hits = 0;
    let missing = -1;
    results.forEach((r, i) => {
      if (resultNumbers(r).includes(v)) {
        hits++;
        if (missing < 0) missing = i;
      }
    });
    stats.push({ value: v, hits, missing: missing < 0 ? results.length : missing });
  }
  return stats;
}

/** Value range of the balls, for the games with numeric balls. */
export function numberRange(game: GameResult['game']): [number, number] | null {
  const ranges: Partial<Record<GameResult['game'], [number, number]>> = {
    pc28: [0, 9],
    ssc: [0, 9],
    'digit-bull': [0, 9],
    k3: [1, 6],
    syxw: [1, 11],
    pk10: [1, 10],
  };
  return ranges[game] ?? null;
}

/** Road chart of 单/双 by sum, oldest first as the road is read left to right. */
export function oddEvenRoad(results: GameResult[]): (string | null)[][] {
  const sums = results.map(resultSum).filter((s): s is number => s !== null);
  return buildRoadRows(sums.reverse().map((s) => oddEvenLabel(s)));
}

/**
 * What the trend charts read: a member's main lottery data, or a guest's drawn issues alone (main data
 * is a member call, so a guest has no server cold_hot, ignore or road map).
 */
export type TrendSource = Pick<MainLotteryData, 'last'> &
  Partial<Pick<MainLotteryData, 'cold_hot' | 'ignore' | 'map'>>;

/** What the trend screen draws from the server's main lottery data, every field checked. */
export type MainTrends = {
  /** Drawn issues, newest first. */
  draws: { issue: string; result: GameResult }[];
  results: GameResult[];
  style: TrendEntry[];
  numbers: TrendEntry[];
  ignore: MissEntry[];
  road: (string | null)[][];
};

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isTrend = (v: unknown): v is TrendEntry => {
  const o = v as Partial<TrendEntry> | null;
  return (
    !!o && typeof o.group === 'string' && typeof o.name === 'string' && isCount(o.hits) && isCount(o.miss)
  );
};
const isMiss = (v: unknown): v is MissEntry => {
  const o = v as Partial<MissEntry> | null;
  return !!o && typeof o.group === 'string' && typeof o.name === 'string' && isCount(o.miss);
};
const listOf = <T>(v: unknown, ok: (x: unknown) => x is T): T[] => (Array.isArray(v) ? v.filter(ok) : []);

/**
 * The server's main lottery data as the charts read it: drawn results newest first, cold_hot split into
 * style (first three groups) and number entries, ignore (missing counts) and the road rows padded to
 * at least 7 columns (spec §9). Malformed parts read as empty rather than breaking the screen.
 */
export function mainTrends(raw: TrendSource | undefined): MainTrends {
  const draws = (Array.isArray(raw?.last) ? raw.last : []).flatMap((d) =>
    d?.result ? [{ issue: String(d.issue), result: d.result }] : [],
  );
  const road = Array.isArray(raw?.map)
    ? raw.map
        .filter(Array.isArray)
        .map((row) => padRoadRow(row.map((c) => (typeof c === 'string' ? c : null))))
    : [];
  return {
    draws,
    results: draws.map((d) => d.result),
    style: listOf(raw?.cold_hot?.style, isTrend),
    numbers: listOf(raw?.cold_hot?.numbers, isTrend),
    ignore: listOf(raw?.ignore, isMiss),
    road,
  };
}

/** Entries in their groups, groups in first-seen order. */
export function byGroup<T extends { group: string }>(list: readonly T[]): { group: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups].map(([group, items]) => ({ group, items }));
}

/**
 * Hot and cold of one group: the names with the most and the fewest hits. A group whose options all hit
 * equally (including never) has neither.
 */
export function hotCold(items: readonly { name: string; hits: number }[]): { hot: string[]; cold: string[] } {
  if (items.length === 0) return { hot: [], cold: [] };
  const hits = items.map((i) => i.hits);
  const max = Math.max(...hits);
  const min = Math.min(...hits);
  if (max === min) return { hot: [], cold: [] };
  return {
    hot: items.filter((i) => i.hits === max).map((i) => i.name),
    cold: items.filter((i) => i.hits === min).map((i) => i.name),
  };
}

/** One character per road cell: the option's last (第一球大 → 大, 冠亚小 → 小, 和 stays 和). */
export function roadGlyph(name: string): string {
  return [...name].at(-1) ?? '';
}

/** The numbers a distribution row marks: PK10 draws every car each time, so its 冠军 only. */
export function trendNumbers(result: GameResult): number[] {
  return result.game === 'pk10' ? result.order.slice(0, 1) : resultNumbers(result);
}
