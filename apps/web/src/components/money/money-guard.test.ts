import { describe, expect, it } from 'vitest';

// Spec §9: an amount is shown as yuan with two decimals, a '.00' dropped — by `moneyText` / <Money>
// (lib/money.ts) and nothing else. A screen that formats fen by hand would drift from that rule
// (floats, '12.00', thousands separators), so the sources are scanned for the ways it happens.

type Rule = { what: string; pattern: RegExp; allowedIn?: (file: string) => boolean };

const RULES: Rule[] = [
  { what: 'divides by 100 (fen → yuan by hand)', pattern: /\/\s*100(?![\d.])/ },
  { what: 'toFixed (float money text)', pattern: /\.toFixed\(/ },
  { what: 'locale number formatting', pattern: /\.toLocaleString\(|Intl\.NumberFormat/ },
  { what: 'formatFen called directly', pattern: /\bformatFen\b/ },
  // The always-two-decimals text is a wire format (a `money` field sent to the server), not a display.
  {
    what: 'formatFenFixed outside an api file',
    pattern: /\bformatFenFixed\b/,
    allowedIn: (f) => f.includes('/api/'),
  },
];

const MONEY_MODULE = '../../lib/money.ts';

/** The rules a source breaks, named by what each forbids. */
function offences(file: string, text: string): string[] {
  if (file === MONEY_MODULE) return [];
  return RULES.filter((r) => r.pattern.test(text) && !r.allowedIn?.(file)).map((r) => r.what);
}

describe('money shown one way (spec §9)', () => {
  it('catches the ad-hoc ways of showing fen and lets moneyText through', () => {
    const file = '../../features/x/components/x.tsx';
    expect(offences(file, '<b>{(balance / 100).toFixed(2)}</b>')).toEqual([
      'divides by 100 (fen → yuan by hand)',
      'toFixed (float money text)',
    ]);
    expect(offences(file, 'amount.toLocaleString("zh-CN")')).toEqual(['locale number formatting']);
    expect(offences(file, "import { formatFen } from '@qilin/domain';")).toEqual([
      'formatFen called directly',
    ]);
    expect(offences(file, 'formatFenFixed(totalFen)')).toEqual(['formatFenFixed outside an api file']);
    expect(offences('../../features/x/api/x-api.ts', 'formatFenFixed(totalFen)')).toEqual([]);
    expect(
      offences(file, '<Money fen={fen} /> {moneyText(fen, { unit: "yuan" })} {done * 100}% 1000'),
    ).toEqual([]);
  });

  it('every screen and model of the app shows amounts through moneyText / <Money>', () => {
    const sources = import.meta.glob<string>(
      ['../../**/*.ts', '../../**/*.tsx', '!../../**/*.test.ts', '!../../**/*.test.tsx'],
      { query: '?raw', import: 'default', eager: true },
    );
    // The scan sees the app: the money module itself and a screen that shows amounts.
    expect(Object.keys(sources)).toContain(MONEY_MODULE);
    expect(Object.keys(sources).filter((f) => f.endsWith('/wallet-screen.tsx'))).toHaveLength(1);
    const found = Object.entries(sources).flatMap(([file, text]) =>
      offences(file, text).map((what) => `${file}: ${what}`),
    );
    expect(found).toEqual([]);
  });
});
