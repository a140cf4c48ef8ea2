// Bundled by fairness-v2.spec.ts and run inside Chromium: the checks the client's verifier makes on a
// published issue view, with the same domain code, step by step.
import {
  beaconRandomness,
  drawResultFor,
  verifyAgainstTerminal,
  verifyBeaconSignature,
  verifyChainLink,
} from '@qilin/domain';

type View = {
  gameCode: string;
  issue: string;
  algorithm: string;
  commitment: string | null;
  terminalHash: string;
  chainIndex: number;
  seed: string | null;
  result: unknown;
  beacon: { publicKey: string; round: number; signature: string | null; randomness: string | null } | null;
};

/** Key order differs between server JSON and a fresh object. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

function verify(v: View) {
  const seed = v.seed ?? '';
  const b = v.beacon;
  const signature = b?.signature ?? '';
  return {
    game: v.gameCode,
    algorithm: v.algorithm,
    chain: verifyChainLink(seed, v.commitment ?? ''),
    terminal: verifyAgainstTerminal(seed, v.terminalHash, v.chainIndex),
    signature: !!b && verifyBeaconSignature(b.publicKey, b.round, signature),
    randomness: !!b && beaconRandomness(signature) === b.randomness,
    result:
      canonical(drawResultFor(v.gameCode, seed, v.issue, b?.randomness ?? undefined)) === canonical(v.result),
  };
}

(globalThis as unknown as { qilinFairness: unknown }).qilinFairness = { verify };
