import { drawResultFor, verifyAgainstTerminal, verifyChainLink } from '@qilin/domain';
import type { DrawnIssue } from '../api/types';

export type FairnessCheck =
  | { status: 'pending' }
  | {
      status: 'checked';
      chainOk: boolean;
      terminalOk: boolean;
      resultOk: boolean;
      ok: boolean;
      recomputed: unknown;
    };

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

/**
 * Verifies a drawn issue in the browser: SHA256(seed) must equal the commitment published before
 * sales opened, hashing the seed chainIndex times must give the chain's published terminal hash, and
 * re-running the game's draw from that seed must give the announced result.
 */
export function checkIssueFairness(gameCode: string, issue: DrawnIssue): FairnessCheck {
  if (!issue.seed || !issue.result) return { status: 'pending' };
  const chainOk = issue.commitment !== null && verifyChainLink(issue.seed, issue.commitment);
  const terminalOk =
    issue.terminalHash !== undefined &&
    issue.chainIndex !== undefined &&
    verifyAgainstTerminal(issue.seed, issue.terminalHash, issue.chainIndex);
  let recomputed: unknown = null;
  try {
    recomputed = drawResultFor(gameCode, issue.seed, issue.issue);
  } catch {
    // A malformed seed or unknown game cannot be recomputed: the check fails rather than crashing.
    recomputed = null;
  }
  const resultOk = recomputed !== null && canonical(recomputed) === canonical(issue.result);
  const ok = chainOk && terminalOk && resultOk;
  return { status: 'checked', chainOk, terminalOk, resultOk, ok, recomputed };
}
