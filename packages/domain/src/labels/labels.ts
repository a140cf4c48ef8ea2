// Display labels the spec fixes (§9 "Display and labels", "Bet groups"). Texts are Chinese as shown
// to players; settlement never compares against these strings, only against numbers.

/** The ox (牛) labels in value order, 0 无牛 … 10 牛牛. */
export const OX_LABELS = [
  '无牛',
  '牛一',
  '牛二',
  '牛三',
  '牛四',
  '牛五',
  '牛六',
  '牛七',
  '牛八',
  '牛九',
  '牛牛',
] as const;

/** 牛 value 0–10 → label: 0 无牛, 1–9 牛一…牛九, 10 牛牛. */
export function oxLabel(value: number): string {
  const label = OX_LABELS[value];
  if (label === undefined || !Number.isInteger(value))
    throw new RangeError(`ox value must be 0–10: ${value}`);
  return label;
}

/** Card rank 1–13 → face: 1 = A, 11 = J, 12 = Q, 13 = K, others their number. */
export function pokerRankLabel(rank: number): string {
  if (!Number.isInteger(rank) || rank < 1 || rank > 13)
    throw new RangeError(`poker rank must be 1–13: ${rank}`);
  return { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' }[rank] ?? String(rank);
}

const SUIT_SYMBOLS = ['♠', '♥', '♣', '♦'] as const;

/** Suit 0–3 → ♠ ♥ ♣ ♦ (the order used by the RNG's card index and the bull tie-break). */
export function suitSymbol(suit: number): string {
  const s = SUIT_SYMBOLS[suit];
  if (s === undefined || !Number.isInteger(suit)) throw new RangeError(`suit must be 0–3: ${suit}`);
  return s;
}

/** '大' when value ≥ bigFrom, else '小' (thresholds differ per game: PC28 14, SSC ball 5, …). */
export function bigSmallLabel(value: number, bigFrom: number): '大' | '小' {
  return value >= bigFrom ? '大' : '小';
}

/** '单' for odd, '双' for even (0 is even). */
export function oddEvenLabel(value: number): '单' | '双' {
  if (!Number.isInteger(value)) throw new RangeError(`odd/even needs an integer: ${value}`);
  return Math.abs(value) % 2 === 1 ? '单' : '双';
}

/** Named bet groups of spec §9. */
export const BET_GROUP_LABELS = {
  bigSmallOddEven: ['大', '小', '单', '双'],
  combos: ['大单', '小单', '大双', '小双'],
  extreme: ['极大', '极小'],
  dragonTigerLeopard: ['龙', '虎', '豹'],
  dragonTigerTie: ['龙', '虎', '和'],
} as const;

const CHINESE_NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'] as const;

/** 不中 group name for k = 5–10: 五不中 … 十不中 (Mark Six, B §9). */
export function missGroupLabel(k: number): string {
  if (!Number.isInteger(k) || k < 5 || k > 10) throw new RangeError(`不中 groups are 5–10: ${k}`);
  return `${CHINESE_NUMERALS[k]}不中`;
}

/** Every 不中 group, 5 to 10, with its pick count. */
export const MISS_GROUPS: readonly { picks: number; label: string }[] = [5, 6, 7, 8, 9, 10].map((picks) => ({
  picks,
  label: missGroupLabel(picks),
}));

/** Bull seats in deal order (hand 0 the banker, 1–3 the players), as the play groups name them. */
export const BULL_HAND_LABELS = ['庄', '闲一', '闲二', '闲三'] as const;

/** Card bull rank 11: five J/Q/K. */
export const FIVE_FACE_LABEL = '五公';

/** Baccarat sides and the tie. */
export const BACCARAT_SIDE_LABELS = { player: '闲', banker: '庄', tie: '和' } as const;

/** Ball positions of a five-ball lottery (时时彩). */
export const BALL_POSITION_LABELS = ['第一球', '第二球', '第三球', '第四球', '第五球'] as const;

/** PK10 finishing places, 冠军 … 第十名. */
export const PK10_PLACE_LABELS = [
  '冠军',
  '亚军',
  '第三名',
  '第四名',
  '第五名',
  '第六名',
  '第七名',
  '第八名',
  '第九名',
  '第十名',
] as const;

/** Words a result's text alternative is built from (aria-labels of balls, dice and cards). */
export const RESULT_WORDS = {
  special: '特码',
  regular: '正码',
  wave: '波',
  sum: '和值',
  die: '骰子',
  car: '号车',
  points: '点',
  win: '胜',
  noColour: '无色',
  result: '开奖结果',
} as const;
