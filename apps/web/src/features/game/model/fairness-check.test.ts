import type { DrawnIssue } from '@qilin/contract';
import {
  beaconPublicKey,
  beaconRandomness,
  beaconRoundTimeMs,
  beaconSecretKeyFromSeed,
  beaconSign,
  buildChain,
  DRAND_QUICKNET,
  drawResultFor,
} from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { drawnIssue } from '../test-fixtures';
import { fairnessStage } from './fairness';
import { checkIssueFairness } from './fairness-check';

const chain = buildChain('ab'.repeat(32), 3);
const seed = chain[2]!;
const ISSUE = '20240501-0100';
const stepsOf = (issue: DrawnIssue, code = 'Finance28') =>
  Object.fromEntries((checkIssueFairness(code, issue)?.steps ?? []).map((s) => [s.key, s.ok]));
const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;

describe('v1 fairness check', () => {
  const v1: DrawnIssue = drawnIssue({
    issue: ISSUE,
    state: 'SETTLED',
    drawAt: 0,
    commitment: chain[1]!,
    terminalHash: chain[0]!,
    chainIndex: 2,
    seed,
    result: drawResultFor('Finance28', seed, ISSUE),
  });

  it('checks the chain link, the terminal and the recomputed result, all ✓', () => {
    const check = checkIssueFairness('Finance28', v1);
    expect(check).toMatchObject({ version: 1, ok: true });
    expect(check?.steps.map((s) => s.key)).toEqual(['chain', 'terminal', 'result']);
  });

  it('fails the step that was tampered with, and only that one', () => {
    expect(stepsOf({ ...v1, seed: flip(seed) })).toMatchObject({
      chain: false,
      terminal: false,
      result: false,
    });
    const other = drawResultFor('Finance28', chain[3]!, ISSUE);
    expect(stepsOf({ ...v1, result: other })).toEqual({ chain: true, terminal: true, result: false });
    expect(stepsOf({ ...v1, chainIndex: 3 })).toEqual({ chain: true, terminal: false, result: true });
    expect(stepsOf({ ...v1, terminalHash: '' })).toMatchObject({ terminal: false });
    // A commitment withheld (null) cannot confirm the link.
    expect(stepsOf({ ...v1, commitment: null })).toMatchObject({ chain: false });
  });

  it('is not run for an undrawn issue; a void one is its own stage', () => {
    expect(checkIssueFairness('Finance28', { ...v1, seed: null })).toBeUndefined();
    expect(fairnessStage({ ...v1, seed: null, result: null, state: 'OPEN' })).toBe('undrawn');
    expect(fairnessStage({ ...v1, seed: null, result: null, state: 'VOID' })).toBe('void');
    expect(fairnessStage(v1)).toBe('drawn');
  });
});

describe('v2 fairness check, local beacon', () => {
  const secret = beaconSecretKeyFromSeed(new Uint8Array(48).fill(7));
  const round = 424_242;
  const signature = beaconSign(secret, round);
  const randomness = beaconRandomness(signature);
  const v2: DrawnIssue = drawnIssue({
    gameCode: 'Ffc',
    issue: ISSUE,
    state: 'DRAWN',
    drawAt: 0,
    commitment: chain[1]!,
    terminalHash: chain[0]!,
    chainEpoch: 1,
    chainIndex: 2,
    algorithm: 'qilin-chain-hmac-sha256-v2',
    seed,
    result: drawResultFor('Ffc', seed, ISSUE, randomness),
    beacon: {
      source: 'local',
      independent: false,
      round,
      publicKey: beaconPublicKey(secret),
      signature,
      randomness,
    },
  });

  it('checks chain, terminal, BLS signature, randomness = SHA256(signature) and the salted result', () => {
    const check = checkIssueFairness('Ffc', v2);
    expect(check).toMatchObject({ version: 2, ok: true });
    expect(check?.steps.map((s) => s.key)).toEqual([
      'chain',
      'terminal',
      'signature',
      'randomness',
      'result',
    ]);
  });

  it('the unsalted (v1) draw of the same seed is not the v2 result', () => {
    expect(stepsOf({ ...v2, result: drawResultFor('Ffc', seed, ISSUE) }, 'Ffc')).toMatchObject({
      result: false,
    });
  });

  it('a signature of another round, another key or a flipped bit fails the signature step', () => {
    const beacon = v2.beacon!;
    const otherRound = beaconSign(secret, round + 1);
    expect(stepsOf({ ...v2, beacon: { ...beacon, signature: otherRound } }, 'Ffc')).toMatchObject({
      signature: false,
      randomness: false,
    });
    const stranger = beaconPublicKey(beaconSecretKeyFromSeed(new Uint8Array(48).fill(9)));
    expect(stepsOf({ ...v2, beacon: { ...beacon, publicKey: stranger } }, 'Ffc')).toMatchObject({
      signature: false,
      randomness: true,
      result: true,
    });
    expect(stepsOf({ ...v2, beacon: { ...beacon, signature: flip(signature) } }, 'Ffc')).toMatchObject({
      signature: false,
    });
  });

  it('randomness that is not SHA256(signature) fails that step and the result recomputed with it', () => {
    const beacon = v2.beacon!;
    const forged = { ...beacon, randomness: flip(randomness) };
    expect(stepsOf({ ...v2, beacon: forged }, 'Ffc')).toEqual({
      chain: true,
      terminal: true,
      signature: true,
      randomness: false,
      result: false,
    });
  });

  it('a v2 issue without its beacon round fails, it is never checked as v1', () => {
    const check = checkIssueFairness('Ffc', { ...v2, beacon: null });
    expect(check?.ok).toBe(false);
    expect(Object.fromEntries(check!.steps.map((s) => [s.key, s.ok]))).toMatchObject({
      signature: false,
      randomness: false,
      result: false,
    });
  });
});

describe('v2 fairness check, drand quicknet', () => {
  // A real quicknet round (packages/domain/test/fixtures/drand-quicknet-rounds.json, round 1000).
  const round = 1000;
  const signature =
    'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39';
  const randomness = 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd';
  // Round 1000 is due at genesis + 999 × 3 s: a close 2 s before it takes exactly that round.
  const closeAt = beaconRoundTimeMs(DRAND_QUICKNET, round) - 2_000;
  const drand: DrawnIssue = drawnIssue({
    issue: ISSUE,
    state: 'SETTLED',
    closeAt,
    drawAt: closeAt + 10_000,
    commitment: chain[1]!,
    terminalHash: chain[0]!,
    chainIndex: 2,
    algorithm: 'qilin-chain-hmac-sha256-v2',
    seed,
    result: drawResultFor('Syxw', seed, ISSUE, randomness),
    beacon: {
      source: 'drand',
      independent: true,
      round,
      publicKey: DRAND_QUICKNET.publicKey,
      signature,
      randomness,
    },
  });

  it('verifies the real round under the quicknet key, and that it is the first round at or after close', () => {
    const check = checkIssueFairness('Syxw', drand);
    expect(check?.steps.map((s) => s.key)).toEqual([
      'chain',
      'terminal',
      'round',
      'key',
      'signature',
      'randomness',
      'result',
    ]);
    expect(check?.ok).toBe(true);
  });

  it('a round other than the first after close fails the round step', () => {
    // Round 1000 was published 2 s after this close: a close 2 s later takes round 1001.
    expect(stepsOf({ ...drand, closeAt: closeAt + 3_000 }, 'Syxw')).toMatchObject({
      round: false,
      key: true,
    });
  });

  it('a "drand" round signed by a key the operator picked fails the key step even if it verifies', () => {
    const secret = beaconSecretKeyFromSeed(new Uint8Array(48).fill(3));
    const own = beaconSign(secret, round);
    const ownRandomness = beaconRandomness(own);
    const claimed: DrawnIssue = {
      ...drand,
      result: drawResultFor('Syxw', seed, ISSUE, ownRandomness),
      beacon: {
        ...drand.beacon!,
        publicKey: beaconPublicKey(secret),
        signature: own,
        randomness: ownRandomness,
      },
    };
    expect(stepsOf(claimed, 'Syxw')).toMatchObject({
      key: false,
      signature: true,
      randomness: true,
      result: true,
    });
    expect(checkIssueFairness('Syxw', claimed)?.ok).toBe(false);
  });
});
