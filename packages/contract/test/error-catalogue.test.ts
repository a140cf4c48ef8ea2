import { describe, expect, it } from 'vitest';
import { BetErrorCode } from '../src/bet';
import { ErrorCatalogue } from '../src/error-catalogue';
import { ErrorCode } from '../src/error-codes';
import { RedPacketErrorCode } from '../src/red-packet';

const codes = Object.values(ErrorCode);

describe('the error catalogue', () => {
  it('gives every code a number of its own', () => {
    const seen = new Map<number, string[]>();
    for (const [name, code] of Object.entries(ErrorCode)) seen.set(code, [...(seen.get(code) ?? []), name]);
    expect([...seen.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('has exactly one entry per code, each with an error status and a text', () => {
    expect(Object.keys(ErrorCatalogue).map(Number).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const entry = ErrorCatalogue[code];
      expect(entry.status, `status of ${code}`).toBeGreaterThanOrEqual(400);
      expect(entry.status, `status of ${code}`).toBeLessThan(600);
      expect(entry.text.trim(), `text of ${code}`).not.toBe('');
    }
  });

  it('keeps the module views (BetErrorCode, RedPacketErrorCode) to codes it defines', () => {
    const known = new Set<number>(codes);
    const views = [...Object.values(BetErrorCode), ...Object.values(RedPacketErrorCode)];
    expect(views.filter((code) => !known.has(code))).toEqual([]);
  });

  it('defines the bet, chase and issue codes 41101–41116 and 41120 (none only inline in the server)', () => {
    const betCodes = codes.filter((code) => code > 41100 && code < 41200).sort();
    expect(betCodes).toEqual([
      41101, 41102, 41103, 41104, 41105, 41106, 41107, 41108, 41109, 41110, 41111, 41112, 41113, 41114, 41115,
      41116, 41120,
    ]);
  });

  it('keeps the support chat to its range 41550–41569', () => {
    const support = Object.entries(ErrorCode).filter(([name]) => name.startsWith('Support'));
    expect(support.length).toBeGreaterThan(0);
    for (const [name, code] of support) expect([name, code >= 41550 && code <= 41569]).toEqual([name, true]);
  });
});
