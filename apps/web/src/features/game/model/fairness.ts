import type { BeaconRound, DrawnIssue } from '@qilin/contract';

/**
 * What the fairness panel can say about an issue before loading the verifier: the checks themselves
 * (fairness-check.ts) carry the BLS pairing code, which loads only when a drawn issue is opened.
 */
export type FairnessStage = 'void' | 'undrawn' | 'drawn';

export function fairnessStage(issue: Pick<DrawnIssue, 'state' | 'seed' | 'result'>): FairnessStage {
  if (issue.state === 'VOID') return 'void';
  return issue.seed && issue.result ? 'drawn' : 'undrawn';
}

/** v2 when the issue says so; an issue without the field predates v2. */
export function algorithmVersion(issue: Pick<DrawnIssue, 'algorithm'>): 1 | 2 {
  return issue.algorithm === 'qilin-chain-hmac-sha256-v2' ? 2 : 1;
}

/** A local beacon signs with a key the operator holds: every place showing its draws says so. */
export function isLocalBeacon(
  beacon: Pick<BeaconRound, 'source' | 'independent'> | null | undefined,
): boolean {
  return beacon != null && (beacon.source === 'local' || !beacon.independent);
}

/**
 * The steps a verifier checks, in the order the panel lists them:
 * - chain: SHA256(seed) = commitment (the previous issue's seed);
 * - terminal: SHA256^chainIndex(seed) = the epoch's terminal hash;
 * - round (v2, when the beacon's timing is known): the round is the first at or after the close;
 * - key (v2, drand): the public key is drand quicknet's, not one the operator chose;
 * - signature (v2): the round's BLS signature verifies under that key;
 * - randomness (v2): randomness = SHA256(signature);
 * - result: the draw recomputed from the seed (v2: salted with the randomness) is the announced one.
 */
export type FairnessStepKey = 'chain' | 'terminal' | 'round' | 'key' | 'signature' | 'randomness' | 'result';

export type FairnessCheck = {
  version: 1 | 2;
  steps: { key: FairnessStepKey; ok: boolean }[];
  ok: boolean;
  recomputed: unknown;
};

/** A beacon's round timing (drand quicknet's is built in; a local beacon's comes from the epochs call). */
export type BeaconTiming = { genesisTimeSec: number; periodSec: number };

/** The verifier, in a chunk of its own (BLS12-381 is most of it). */
export const loadFairnessCheck = () => import('./fairness-check');
