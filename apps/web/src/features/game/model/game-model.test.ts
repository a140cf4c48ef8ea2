import { buildChain, drawResultFor } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { checkIssueFairness } from './fairness';
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

describe('fairness check', () => {
  const chain = buildChain('ab'.repeat(32), 3);
  const seed = chain[2]!;
  const issue = {
    issue: '20240501-0100',
    drawAt: 0,
    commitment: chain[1]!,
    terminalHash: chain[0]!,
    chainIndex: 2,
    seed,
    result: drawResultFor('Finance28', seed, '20240501-0100'),
  };

  it('passes when the seed hashes to the commitment and recomputes the result', () => {
    const check = checkIssueFairness('Finance28', issue);
    expect(check).toMatchObject({
      status: 'checked',
      chainOk: true,
      terminalOk: true,
      resultOk: true,
      ok: true,
    });
  });

  it('fails on a tampered seed or a tampered result', () => {
    const tampered = `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
    expect(checkIssueFairness('Finance28', { ...issue, seed: tampered })).toMatchObject({
      ok: false,
      chainOk: false,
    });
    const other = drawResultFor('Finance28', chain[3]!, '20240501-0100');
    expect(checkIssueFairness('Finance28', { ...issue, result: other })).toMatchObject({
      ok: false,
      chainOk: true,
    });
    expect(checkIssueFairness('Finance28', { ...issue, seed: null })).toEqual({ status: 'pending' });
  });

  it('fails when the seed does not lead back to the published terminal hash', () => {
    expect(checkIssueFairness('Finance28', { ...issue, chainIndex: 3 })).toMatchObject({
      ok: false,
      chainOk: true,
      terminalOk: false,
    });
    const { terminalHash: _t, ...noTerminal } = issue;
    expect(checkIssueFairness('Finance28', noTerminal)).toMatchObject({ ok: false, terminalOk: false });
  });
});
