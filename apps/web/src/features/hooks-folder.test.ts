import { describe, expect, it } from 'vitest';

// A feature's `hooks/` holds React hooks; pure helpers (sorting, grouping, verdicts) live in `model/`,
// where they are tested without rendering. A file under hooks/ must export at least one `useX`.

const EXPORTS_A_HOOK = /export\s+(?:async\s+)?(?:function\s+|const\s+)use[A-Z]/;

function notHooks(sources: Record<string, string>): string[] {
  return Object.entries(sources)
    .filter(([, text]) => !EXPORTS_A_HOOK.test(text))
    .map(([file]) => file);
}

describe('features/*/hooks holds hooks only', () => {
  it('tells a hook module from a pure helper', () => {
    expect(notHooks({ a: 'export function useWallet() {}', b: 'export const useX = () => 1;' })).toEqual([]);
    expect(notHooks({ c: 'export function sortParties(list) { return list; }' })).toEqual(['c']);
  });

  it('every file under a feature hooks/ folder exports a hook', () => {
    const sources = import.meta.glob<string>(
      ['./*/hooks/*.ts', './*/hooks/*.tsx', '!./**/*.test.ts', '!./**/*.test.tsx'],
      { query: '?raw', import: 'default', eager: true },
    );
    expect(Object.keys(sources)).toContain('./wallet/hooks/use-wallet.ts');
    expect(notHooks(sources)).toEqual([]);
  });
});
