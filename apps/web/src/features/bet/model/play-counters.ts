import {
  anyPickCount,
  digitEntriesCount,
  front1Count,
  front2GroupCount,
  front3GroupCount,
  group3Count,
  group6Count,
  positionTextCount,
} from '@qilin/domain';

/**
 * How each official (norm) play is entered and counted. The counting itself is the domain's; this
 * table only says which domain counter a play uses, so screens never count bets themselves.
 */
export type PlayInput =
  | { kind: 'pick'; min: number; max: number; pad: boolean; count: (chosen: number[]) => number }
  | { kind: 'typed'; count: (text: string) => { count: number; entries: number[][] } };

const syxwAny = (k: number): PlayInput => ({
  kind: 'pick',
  min: 1,
  max: 11,
  pad: true,
  count: (c) => anyPickCount(c, k),
});

const SYXW: Record<string, PlayInput> = {
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((k) => [`any-${k}`, syxwAny(k)])),
  'front1-direct': { kind: 'pick', min: 1, max: 11, pad: true, count: front1Count },
  'front2-group': { kind: 'pick', min: 1, max: 11, pad: true, count: front2GroupCount },
  'front3-group': { kind: 'pick', min: 1, max: 11, pad: true, count: front3GroupCount },
  // Spec §5 "position-type games": dotted or single-character entries of 1–11, distinct per entry.
  'front2-direct': { kind: 'typed', count: (text) => positionTextCount(text, 2) },
  'front3-direct': { kind: 'typed', count: (text) => positionTextCount(text, 3) },
};

const sscTyped = (length: number): PlayInput => ({
  kind: 'typed',
  count: (text) => digitEntriesCount(text, { length, range: 'digit', shape: 'any' }),
});

const SSC: Record<string, PlayInput> = {
  'five-direct': sscTyped(5),
  'three-direct': sscTyped(3),
  'two-direct': sscTyped(2),
  'group-three': { kind: 'pick', min: 0, max: 9, pad: false, count: group3Count },
  'group-six': { kind: 'pick', min: 0, max: 9, pad: false, count: group6Count },
};

const BY_GAME: Record<string, Record<string, PlayInput>> = { syxw: SYXW, ssc: SSC };

export function playInput(gameType: string, playId: string): PlayInput | null {
  return BY_GAME[gameType]?.[playId] ?? null;
}

/** SSC segment plays are offered on 后三 / 后二 (the server requires the segment as `option`). */
const SSC_SEGMENT: Record<string, string> = {
  'three-direct': 'back',
  'group-three': 'back',
  'group-six': 'back',
  'two-direct': 'back',
};

/**
 * How one entry of a play goes on the wire: 直选 entries as one number per position (`sets`), any
 * other play as `numbers`, plus the segment option the play needs.
 */
export function entrySelection(
  playId: string,
  entry: readonly number[],
): { numbers?: number[]; sets?: number[][]; option?: string } {
  const option = SSC_SEGMENT[playId];
  const shape = playId.endsWith('-direct') ? { sets: entry.map((n) => [n]) } : { numbers: [...entry] };
  return option ? { ...shape, option } : shape;
}
