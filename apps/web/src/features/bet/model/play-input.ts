import { digitEntriesCount, type EntryCount, positionTextCount } from '@qilin/domain';

/**
 * How each official (norm) play is entered: its picker rows, typed-entry parser or no input at all,
 * and how the picks go on the wire. Counting is never done here: the quote asks the domain's
 * `normBetCount` — the very counter the server prices the bet with — about the selection built from
 * these rows (see norm-selection.ts).
 */

/** i18n key (game.bet.rows.*) naming a picker row. */
export type RowLabel =
  | 'wan'
  | 'qian'
  | 'bai'
  | 'shi'
  | 'ge'
  | 'first'
  | 'second'
  | 'third'
  | 'fourth'
  | 'fifth'
  | 'numbers'
  | 'sum'
  | 'span'
  | 'danma'
  | 'dan'
  | 'tuo'
  | 'double'
  | 'triple'
  | 'quad'
  | 'single'
  | 'pairFace'
  | 'singleFace';

/**
 * One row of balls min..max; `one`: a single choice (tapping another replaces it); `face`: 快3 faces
 * shown as the pair / triple they stand for (1 → 11 / 111).
 */
export type PickRow = { label: RowLabel; min: number; max: number; one?: boolean; face?: 'pair' | 'triple' };

/**
 * How picked rows go on the wire: `numbers` (one row), `sets` (one row per position), `dan-tuo`
 * (row 0 the 胆, row 1 the 拖), `pair-single` ([对子点数, 单号点数]) or `per-option` (each pick its own
 * item keyed by option, e.g. 快3 和值 where every sum has its own odds).
 */
export type RowWire = 'numbers' | 'sets' | 'dan-tuo' | 'pair-single' | 'per-option';

export type PickMode = {
  kind: 'pick';
  /** The rows, given the first ball the segment starts at (0 without segments). */
  rows: (first: number) => PickRow[];
  wire: RowWire;
  /** Two-digit ball labels (11选5). */
  pad: boolean;
  /** A number may sit in one row only (胆拖: a 胆 is never also a 拖). */
  exclusive?: boolean;
};

/** Typed 单式 entries of a 直选 play: each entry is one 注, one number per position. */
export type TypedMode = { kind: 'typed'; parse: (text: string) => EntryCount };

/** A play with nothing to choose (快3 三同号通选, 三连号通选): one 注. */
export type FixedMode = { kind: 'fixed' };

export type InputMode = PickMode | TypedMode | FixedMode;

/** i18n key (game.bet.segments.*) of a segment. */
export type SegmentLabel = 'front3' | 'middle3' | 'back3' | 'front2' | 'back2' | 'front4' | 'back4';

/** The part of the draw a play reads, sent as the bet's `option`; `first` = its first ball. */
export type Segment = { option: string; label: SegmentLabel; first: number };

/** The modes on offer (the first is the default) and, for segment plays, the segments (last = default). */
export type PlayInput = { modes: InputMode[]; segments?: readonly Segment[] };

const THREE: readonly Segment[] = [
  { option: 'front', label: 'front3', first: 0 },
  { option: 'middle', label: 'middle3', first: 1 },
  { option: 'back', label: 'back3', first: 2 },
];
const TWO: readonly Segment[] = [
  { option: 'front', label: 'front2', first: 0 },
  { option: 'back', label: 'back2', first: 3 },
];
const FOUR: readonly Segment[] = [
  { option: 'front', label: 'front4', first: 0 },
  { option: 'back', label: 'back4', first: 1 },
];

const SSC_POSITIONS: RowLabel[] = ['wan', 'qian', 'bai', 'shi', 'ge'];
const SYXW_POSITIONS: RowLabel[] = ['first', 'second', 'third', 'fourth', 'fifth'];

const row = (label: RowLabel, min: number, max: number, extra: Partial<PickRow> = {}): PickRow => ({
  label,
  min,
  max,
  ...extra,
});

/** One row of the given range sent as `numbers`. */
const numbers = (label: RowLabel, min: number, max: number, pad = false): PickMode => ({
  kind: 'pick',
  rows: () => [row(label, min, max)],
  wire: 'numbers',
  pad,
});

/** `size` position rows (from the segment's first ball) sent as `sets`. */
const positions = (names: RowLabel[], size: number, min: number, max: number, pad: boolean): PickMode => ({
  kind: 'pick',
  rows: (first) => names.slice(first, first + size).map((label) => row(label, min, max)),
  wire: 'sets',
  pad,
});

/** Two labelled digit rows sent as `sets` (五星/四星组选: the repeated digits, then the rest). */
const twoLists = (a: RowLabel, b: RowLabel): PickMode => ({
  kind: 'pick',
  rows: () => [row(a, 0, 9), row(b, 0, 9)],
  wire: 'sets',
  pad: false,
});

const sscTyped = (length: number): TypedMode => ({
  kind: 'typed',
  parse: (text) => digitEntriesCount(text, { length, range: 'digit', shape: 'any' }),
});

const digits = numbers('numbers', 0, 9);

const SSC: Record<string, PlayInput> = {
  'five-direct': { modes: [sscTyped(5), positions(SSC_POSITIONS, 5, 0, 9, false)] },
  'three-direct': { modes: [sscTyped(3), positions(SSC_POSITIONS, 3, 0, 9, false)], segments: THREE },
  'three-direct-sum': { modes: [numbers('sum', 0, 27)], segments: THREE },
  'three-span': { modes: [numbers('span', 0, 9)], segments: THREE },
  'group-three': { modes: [digits], segments: THREE },
  'group-six': { modes: [digits], segments: THREE },
  'group-sum': { modes: [numbers('sum', 1, 26)], segments: THREE },
  'group-bao-dan': { modes: [numbers('danma', 0, 9)], segments: THREE },
  'two-direct': { modes: [sscTyped(2), positions(SSC_POSITIONS, 2, 0, 9, false)], segments: TWO },
  'two-direct-sum': { modes: [numbers('sum', 0, 18)], segments: TWO },
  'two-group': { modes: [digits], segments: TWO },
  'fixed-position': { modes: [positions(SSC_POSITIONS, 5, 0, 9, false)] },
  'five-group-120': { modes: [digits] },
  'five-group-60': { modes: [twoLists('double', 'single')] },
  'five-group-30': { modes: [twoLists('double', 'single')] },
  'five-group-20': { modes: [twoLists('triple', 'single')] },
  'five-group-10': { modes: [twoLists('triple', 'double')] },
  'five-group-5': { modes: [twoLists('quad', 'single')] },
  'four-group-24': { modes: [digits], segments: FOUR },
  'four-group-12': { modes: [twoLists('double', 'single')], segments: FOUR },
  'four-group-6': { modes: [numbers('double', 0, 9)], segments: FOUR },
  'four-group-4': { modes: [twoLists('triple', 'single')], segments: FOUR },
};

const balls11 = numbers('numbers', 1, 11, true);
const danTuo: PickMode = {
  kind: 'pick',
  rows: () => [row('dan', 1, 11), row('tuo', 1, 11)],
  wire: 'dan-tuo',
  pad: true,
  exclusive: true,
};
// Spec §5 "position-type games": dotted or single-character entries of 1–11, distinct per entry.
const syxwTyped = (size: 2 | 3): TypedMode => ({
  kind: 'typed',
  parse: (text) => positionTextCount(text, size),
});

const SYXW: Record<string, PlayInput> = {
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((k) => [`any-${k}`, { modes: [balls11] }])),
  ...Object.fromEntries([2, 3, 4, 5, 6, 7, 8].map((k) => [`dan-tuo-${k}`, { modes: [danTuo] }])),
  'front1-direct': { modes: [positions(SYXW_POSITIONS, 1, 1, 11, true)] },
  'front2-direct': { modes: [syxwTyped(2), positions(SYXW_POSITIONS, 2, 1, 11, true)] },
  'front3-direct': { modes: [syxwTyped(3), positions(SYXW_POSITIONS, 3, 1, 11, true)] },
  'front2-group': { modes: [balls11] },
  'front3-group': { modes: [balls11] },
  'fixed-position': { modes: [positions(SYXW_POSITIONS, 5, 1, 11, true)] },
};

const faces = (face?: 'pair' | 'triple'): PickMode => ({
  kind: 'pick',
  rows: () => [row('numbers', 1, 6, face && { face })],
  wire: 'numbers',
  pad: false,
});

const K3: Record<string, PlayInput> = {
  sum: { modes: [{ kind: 'pick', rows: () => [row('sum', 3, 18)], wire: 'per-option', pad: false }] },
  'triple-any': { modes: [{ kind: 'fixed' }] },
  triple: { modes: [faces('triple')] },
  'pair-any': { modes: [faces('pair')] },
  'pair-exact': {
    modes: [
      {
        kind: 'pick',
        rows: () => [
          row('pairFace', 1, 6, { one: true, face: 'pair' }),
          row('singleFace', 1, 6, { one: true }),
        ],
        wire: 'pair-single',
        pad: false,
      },
    ],
  },
  'three-distinct': { modes: [faces()] },
  'two-distinct': { modes: [faces()] },
  'straight-any': { modes: [{ kind: 'fixed' }] },
};

const BY_GAME: Record<string, Record<string, PlayInput>> = { ssc: SSC, syxw: SYXW, k3: K3 };

/** The input of a norm play, or null for a play this screen cannot take. */
export function playInput(gameType: string, playId: string): PlayInput | null {
  const plays = BY_GAME[gameType];
  return plays && Object.hasOwn(plays, playId) ? (plays[playId] ?? null) : null;
}

/** The segment a play starts on: the last listed (后三 / 后二 / 后四), null when it has none. */
export function defaultSegment(input: PlayInput): string | null {
  return input.segments?.at(-1)?.option ?? null;
}
