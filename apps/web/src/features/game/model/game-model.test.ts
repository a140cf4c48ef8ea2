import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatCountdown, issuePhase, remainingMs } from './server-clock';

describe('server clock', () => {
  it('measures the offset at the round-trip midpoint and counts down on the server clock', () => {
    // Local clock is 90 s behind the server: the reply stamped 1_090_500 arrived between 1_000_000 and 1_001_000.
    const offset = clockOffsetMs(1_090_500, 1_000_000, 1_001_000);
    expect(offset).toBe(90_000);
    const closeAt = 1_120_500; // 30 s after the server's "now"
    expect(remainingMs(closeAt, offset, 1_000_500)).toBe(30_000);
    expect(formatCountdown(remainingMs(closeAt, offset, 1_000_500))).toBe('00:30');
    // Without the offset a local counter would show 2 minutes; after 29.2 s it shows 1 s left.
    expect(formatCountdown(remainingMs(closeAt, offset, 1_029_700))).toBe('00:01');
    expect(remainingMs(closeAt, offset, 1_100_000)).toBe(0);
  });

  it('moves open → closed → drawing at closeAt and drawAt', () => {
    const issue = { closeAt: 100, drawAt: 130 };
    expect(issuePhase(issue, 99)).toBe('open');
    expect(issuePhase(issue, 100)).toBe('closed');
    expect(issuePhase(issue, 130)).toBe('drawing');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });
});
