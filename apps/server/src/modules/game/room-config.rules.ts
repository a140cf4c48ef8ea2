import { type RoomOdds, type RoomRulesDoc, ServerMessages } from '@qilin/contract';
import {
  type CatalogueEntry,
  type GameFamily,
  PC28_DEFAULT_CONFIG,
  PC28_NO_HEDGING,
  type Pc28Hedging,
  type Pc28Tier,
} from '@qilin/domain';

/** Effective 28-room rules: the domain defaults, then the game's row, then the room's. */
export interface Pc28RoomRules {
  dxds1314Odds: string | null;
  combo1314Odds: string | null;
  tiers1314: Pc28Tier[];
  hedged1314Refund: boolean;
  hedging: Pc28Hedging;
}

export const PC28_ROOM_DEFAULTS: Pc28RoomRules = {
  dxds1314Odds: PC28_DEFAULT_CONFIG.dxds1314Odds,
  combo1314Odds: PC28_DEFAULT_CONFIG.combo1314Odds,
  tiers1314: PC28_DEFAULT_CONFIG.tiers1314,
  hedged1314Refund: PC28_DEFAULT_CONFIG.hedged1314Refund,
  hedging: PC28_NO_HEDGING,
};

export function mergeRules(base: Pc28RoomRules, doc: RoomRulesDoc | undefined): Pc28RoomRules {
  if (!doc) return base;
  const { hedging, ...rest } = doc;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return {
    ...base,
    ...defined,
    hedging: {
      ...base.hedging,
      ...Object.fromEntries(Object.entries(hedging ?? {}).filter(([, v]) => v !== undefined)),
    },
  } as Pc28RoomRules;
}

/**
 * The judge settings a PC28 bet settles with, or null when they are the domain's defaults (stored on
 * the bet, so a later change to the room never reprices an accepted bet).
 */
export function judgeSnapshot(rules: Pc28RoomRules): Omit<Pc28RoomRules, 'hedging'> | null {
  const { hedging: _hedging, ...judge } = rules;
  const { hedging: _d, ...defaults } = PC28_ROOM_DEFAULTS;
  return JSON.stringify(judge) === JSON.stringify(defaults) ? null : judge;
}

export const hedgingActive = (h: Pc28Hedging) =>
  h.oppositeSides || h.killCombo || h.sameCombo || h.oppositeCombo;

const keysOf = (e: CatalogueEntry) => [
  `${e.playId}:${e.option ?? ''}:${e.position ?? ''}`,
  `${e.playId}:${e.option ?? ''}`,
  e.playId,
];

function overrideFor(entry: CatalogueEntry, odds: RoomOdds): CatalogueEntry['odds'] | undefined {
  for (const key of keysOf(entry)) {
    const o = odds[key];
    if (o === undefined) continue;
    if (typeof o === 'string' || typeof entry.odds === 'string') return o;
    // A keyed table goes out in the catalogue's key order: jsonb reorders keys (by length), and the
    // cells' joined text (`11.5/9.3` in times_* and pic) is read by position. set() checked the keys;
    // a key missing from a row edited by hand keeps the catalogue's value.
    const table = entry.odds;
    return Object.fromEntries(Object.keys(table).map((k) => [k, o[k] ?? (table[k] as string)]));
  }
  return undefined;
}

/** The family with the room's odds in place of the catalogue's (same plays, same limits). */
export function withRoomOdds(family: GameFamily, odds: RoomOdds): GameFamily {
  if (Object.keys(odds).length === 0) return family;
  const apply = (groups: GameFamily['playGroups']['credit']) =>
    groups.map((g) => ({
      ...g,
      entries: g.entries.map((e) => {
        const o = overrideFor(e, odds);
        return o === undefined ? e : { ...e, odds: o };
      }),
    }));
  return {
    ...family,
    playGroups: { credit: apply(family.playGroups.credit), norm: apply(family.playGroups.norm) },
  };
}

/**
 * Why an odds document does not fit the family: a key naming no play, or a value whose shape differs
 * from the catalogue's (one value vs a keyed pay table with the same keys). null when it fits.
 */
export function oddsProblem(family: GameFamily, odds: RoomOdds): string | null {
  const entries = [...family.playGroups.credit, ...family.playGroups.norm].flatMap((g) => g.entries);
  for (const [key, value] of Object.entries(odds)) {
    const hit = entries.filter((e) => keysOf(e).includes(key));
    if (hit.length === 0) return ServerMessages.roomPlayUnknown(key);
    for (const e of hit) {
      const same =
        typeof e.odds === 'string'
          ? typeof value === 'string'
          : typeof value === 'object' &&
            Object.keys(value).sort().join() === Object.keys(e.odds).sort().join();
      if (!same) return ServerMessages.roomOddsShapeMismatch(key);
    }
  }
  return null;
}
