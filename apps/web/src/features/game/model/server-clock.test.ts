import { describe, expect, it } from 'vitest';
import { issuePhase, phaseTarget, refreshAt, refreshDelayMs } from './server-clock';

const open = { state: 'OPEN', openAt: 0, closeAt: 100_000, drawAt: 110_000 };
// Issue i during the 封盘 window of i−1: created ahead, on sale only once i−1 (drawn at 50 s) is drawn.
const pending = { state: 'PENDING', openAt: 50_000, closeAt: 100_000, drawAt: 110_000 };

describe('issuePhase', () => {
  it('an OPEN issue sells until its close, is 封盘 until its draw, then drawing', () => {
    expect(issuePhase(open, 99_999)).toBe('open');
    expect(issuePhase(open, 100_000)).toBe('closed');
    expect(issuePhase(open, 110_000)).toBe('drawing');
  });

  it('a PENDING issue is never on sale: 封盘 (of its predecessor) until openAt, then drawing', () => {
    expect(issuePhase(pending, 10_000)).toBe('closed');
    expect(issuePhase(pending, 49_999)).toBe('closed');
    expect(issuePhase(pending, 50_000)).toBe('drawing');
    // Past openAt and even inside its own sale window by the clock: still not open until the server says so.
    expect(issuePhase(pending, 60_000)).toBe('drawing');
    expect(issuePhase({ ...pending, openAt: undefined }, 10_000)).toBe('drawing');
  });

  it('a state past OPEN wins over a close this clock has not reached; no state reads the times alone', () => {
    expect(issuePhase({ ...open, state: 'CLOSED' }, 10_000)).toBe('closed');
    expect(issuePhase({ closeAt: 100_000, drawAt: 110_000 }, 10_000)).toBe('open');
  });
});

describe('phaseTarget and refreshAt', () => {
  it('counts to the close while open, to openAt while PENDING, to the draw otherwise', () => {
    expect(phaseTarget(open, 'open')).toBe(100_000);
    expect(phaseTarget(open, 'closed')).toBe(110_000);
    expect(phaseTarget(pending, 'closed')).toBe(50_000);
  });

  it('asks again once the draw passes, or for a PENDING issue once its openAt passes', () => {
    expect(refreshAt(open)).toBe(110_000);
    expect(refreshAt(pending)).toBe(50_000);
  });

  it('backs off 1.5, 2, 3, then every 5 s', () => {
    expect([0, 1, 2, 3, 4, 50].map(refreshDelayMs)).toEqual([1500, 2000, 3000, 5000, 5000, 5000]);
    expect(refreshDelayMs(-1)).toBe(1500);
  });
});
