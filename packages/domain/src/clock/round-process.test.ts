import { describe, expect, it } from 'vitest';
import { RoundProcess, roundProcessAt } from './round-process';

describe('roundProcessAt', () => {
  it('is 1 strictly before the close, 2 from the close on and when nothing is on sale', () => {
    expect(roundProcessAt(10_000, 9_999)).toBe(RoundProcess.selling);
    expect(roundProcessAt(10_000, 10_000)).toBe(RoundProcess.closed);
    expect(roundProcessAt(10_000, 20_000)).toBe(RoundProcess.closed);
    expect(roundProcessAt(null, 0)).toBe(RoundProcess.closed);
  });
});
