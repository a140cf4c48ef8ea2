/** 快乐8: twenty distinct numbers 1–80 in draw order. */
export interface KenoResult {
  game: 'keno';
  numbers: number[];
}

export type KenoElement = 'metal' | 'wood' | 'water' | 'fire' | 'earth';
export const KENO_ELEMENT_NAMES: Record<KenoElement, string> = {
  metal: '金',
  wood: '木',
  water: '水',
  fire: '火',
  earth: '土',
};

export function kenoSum(r: KenoResult): number {
  return r.numbers.reduce((a, b) => a + b, 0);
}

/** 五行 by sum (B §8): 金 210–695, 木 696–763, 水 764–855, 火 856–923, 土 924–1410. */
export function kenoElement(sum: number): KenoElement {
  if (sum <= 695) return 'metal';
  if (sum <= 763) return 'wood';
  if (sum <= 855) return 'water';
  if (sum <= 923) return 'fire';
  return 'earth';
}
