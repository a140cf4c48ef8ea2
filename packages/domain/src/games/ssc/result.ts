/** 时时彩: five independent digits, ball 1…5 = 万千百十个. */
export interface SscResult {
  game: 'ssc';
  balls: number[];
}

/** 质 = 1,2,3,5,7 (1 counts as 质 by the lottery convention, B §4); 合 = 0,4,6,8,9. */
export const SSC_PRIME_DIGITS = [1, 2, 3, 5, 7];

export type SscSegment = 'front' | 'middle' | 'back';
export const SSC_SEGMENT_START: Record<SscSegment, number> = { front: 0, middle: 1, back: 2 };
export const SSC_SEGMENT_NAMES: Record<SscSegment, string> = { front: '前三', middle: '中三', back: '后三' };

export function sscSegment(r: SscResult, segment: SscSegment): number[] {
  const start = SSC_SEGMENT_START[segment];
  return r.balls.slice(start, start + 3);
}
