export interface SscConfig {
  /** A3: 9-0-1 and 8-9-0 are 顺子 in SSC. */
  straightWraps: boolean;
  /** 和退本: a 龙/虎 bet is refunded on a tie instead of losing (A3 default off). */
  tieRefund: boolean;
}

export const SSC_DEFAULT_CONFIG: SscConfig = { straightWraps: true, tieRefund: false };

/** Credit odds (stake-inclusive) and norm prize/2 (odds per 注 of 2 units) by play id. */
export const SSC_DEFAULT_ODDS: Record<string, string> = {
  'ball-digit': '9.8',
  'ball-big': '1.98',
  'ball-small': '1.98',
  'ball-odd': '1.98',
  'ball-even': '1.98',
  'ball-prime': '1.98',
  'ball-composite': '1.98',
  'sum-big': '1.98',
  'sum-small': '1.98',
  'sum-odd': '1.98',
  'sum-even': '1.98',
  dragon: '1.98',
  tiger: '1.98',
  tie: '9',
  'form-leopard': '70',
  'form-straight': '13',
  'form-pair': '3.3',
  'form-half-straight': '2.5',
  'form-mixed': '2.9',
  'bull-big': '2.8',
  'bull-small': '2.8',
  'bull-odd': '2.8',
  'bull-even': '2.8',
  // norm (官方): prize per 2-unit 注 ÷ 2 (B §4: 三星直选 1,800, 组三 600, 组六 300, 五星直选 180,000)
  'five-direct': '90000',
  'three-direct': '900',
  'three-direct-sum': '900',
  'three-span': '900',
  'group-three': '300',
  'group-six': '150',
  'two-direct': '90',
  'two-direct-sum': '90',
  'two-group': '45',
  'fixed-position': '9',
  // 五星/四星组选: 0.9 ÷ p per 注 (p = combination's permutations / 10⁵ or 10⁴)
  'five-group-120': '750',
  'five-group-60': '1500',
  'five-group-30': '3000',
  'five-group-20': '4500',
  'five-group-10': '9000',
  'five-group-5': '18000',
  'four-group-24': '375',
  'four-group-12': '750',
  'four-group-6': '1500',
  'four-group-4': '2250',
};
