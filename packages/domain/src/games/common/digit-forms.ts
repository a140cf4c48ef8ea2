/**
 * Three-digit forms shared by PC28 and SSC (豹子 / 顺子 / 对子 / 半顺 / 杂六).
 * `wrap` decides whether 9 and 0 are adjacent: A3 says PC28 no wrap, SSC wraps.
 */
export type DigitForm = 'leopard' | 'straight' | 'pair' | 'half-straight' | 'mixed';

export const DIGIT_FORM_NAMES: Record<DigitForm, string> = {
  leopard: '豹子',
  straight: '顺子',
  pair: '对子',
  'half-straight': '半顺',
  mixed: '杂六',
};

export function isLeopard(d: readonly number[]): boolean {
  return d[0] === d[1] && d[1] === d[2];
}

/** Exactly two equal (豹子 excluded, B §3). */
export function isPair(d: readonly number[]): boolean {
  return new Set(d).size === 2;
}

function adjacent(a: number, b: number, wrap: boolean): boolean {
  const diff = Math.abs(a - b);
  return diff === 1 || (wrap && diff === 9);
}

/** Three consecutive digits in any order; with wrap 8-9-0 and 9-0-1 count. */
export function isStraight(d: readonly number[], wrap: boolean): boolean {
  if (new Set(d).size !== 3) return false;
  const s = [...d].sort((a, b) => a - b);
  const [a = 0, b = 0, c = 0] = s;
  if (b === a + 1 && c === b + 1) return true;
  return wrap && ((a === 0 && b === 8 && c === 9) || (a === 0 && b === 1 && c === 9));
}

/** Ranked, exclusive classification: 豹子 > 顺子 > 对子 > 半顺 > 杂六. */
export function digitForm(d: readonly number[], wrap: boolean): DigitForm {
  if (isLeopard(d)) return 'leopard';
  if (isStraight(d, wrap)) return 'straight';
  if (isPair(d)) return 'pair';
  const [a = 0, b = 0, c = 0] = d;
  if (adjacent(a, b, wrap) || adjacent(b, c, wrap) || adjacent(a, c, wrap)) return 'half-straight';
  return 'mixed';
}
