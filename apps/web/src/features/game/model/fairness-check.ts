import type { DrawnIssue } from '@qilin/contract';
import {
  beaconRandomness,
  beaconRoundAt,
  DRAND_QUICKNET,
  drawResultFor,
  verifyAgainstTerminal,
  verifyBeaconSignature,
  verifyChainLink,
} from '@qilin/domain';
import { algorithmVersion, type BeaconTiming, type FairnessCheck, type FairnessStepKey } from './fairness';

/** Key order differs between server JSON and a fresh object, so compare canonically. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function recompute(gameCode: string, seed: string, issue: string, saltHex?: string): unknown {
  try {
    return drawResultFor(gameCode, seed, issue, saltHex);
  } catch {
    // A malformed seed or salt, or an unknown game, cannot be recomputed: the check fails, never crashes.
    return null;
  }
}

const lower = (hex: string | null | undefined) => (typeof hex === 'string' ? hex.toLowerCase() : null);

/**
 * The beacon steps of a v2 issue. The round must be the first one due at or after the close (checked
 * when the beacon's timing is known: drand's always, a local beacon's when the epochs call gave it);
 * a drand round must be signed by drand quicknet's own key, since a key the operator picked would let it
 * sign any "randomness"; the signature must verify and the randomness must be its SHA-256.
 */
function beaconSteps(issue: DrawnIssue, localTiming: BeaconTiming | undefined) {
  const beacon = issue.beacon ?? null;
  const steps: { key: FairnessStepKey; ok: boolean }[] = [];
  const drand = beacon?.source === 'drand';
  const timing = drand ? DRAND_QUICKNET : localTiming;
  if (timing && issue.closeAt !== undefined) {
    let expected: number | null = null;
    try {
      expected = beaconRoundAt({ ...DRAND_QUICKNET, ...timing }, issue.closeAt);
    } catch {
      expected = null;
    }
    steps.push({ key: 'round', ok: beacon !== null && expected === beacon.round });
  }
  if (drand || beacon === null) {
    steps.push({ key: 'key', ok: lower(beacon?.publicKey) === DRAND_QUICKNET.publicKey });
  }
  const signature = beacon?.signature ?? null;
  const signatureOk =
    beacon !== null && signature !== null && verifyBeaconSignature(beacon.publicKey, beacon.round, signature);
  steps.push({ key: 'signature', ok: signatureOk });
  let randomnessOk = false;
  try {
    randomnessOk = signature !== null && beaconRandomness(signature) === lower(beacon?.randomness);
  } catch {
    randomnessOk = false;
  }
  steps.push({ key: 'randomness', ok: randomnessOk });
  return { steps, salt: lower(beacon?.randomness) };
}

/**
 * Verifies a drawn issue in the browser, step by step (see FairnessStepKey). v1 issues keep their three
 * checks; v2 adds the beacon's and recomputes the result with the published randomness as the salt.
 * `undefined` for an issue without a seed and result (not drawn, or void).
 */
export function checkIssueFairness(
  gameCode: string,
  issue: DrawnIssue,
  localTiming?: BeaconTiming,
): FairnessCheck | undefined {
  if (!issue.seed || !issue.result) return undefined;
  const version = algorithmVersion(issue);
  const steps: { key: FairnessStepKey; ok: boolean }[] = [
    { key: 'chain', ok: issue.commitment !== null && verifyChainLink(issue.seed, issue.commitment) },
    {
      key: 'terminal',
      ok:
        issue.terminalHash !== '' && verifyAgainstTerminal(issue.seed, issue.terminalHash, issue.chainIndex),
    },
  ];
  let recomputed: unknown = null;
  if (version === 2) {
    const beacon = beaconSteps(issue, localTiming);
    steps.push(...beacon.steps);
    recomputed = beacon.salt === null ? null : recompute(gameCode, issue.seed, issue.issue, beacon.salt);
  } else {
    recomputed = recompute(gameCode, issue.seed, issue.issue);
  }
  steps.push({ key: 'result', ok: recomputed !== null && canonical(recomputed) === canonical(issue.result) });
  return { version, steps, ok: steps.every((s) => s.ok), recomputed };
}
