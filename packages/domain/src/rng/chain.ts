import { bytesToHex, hexToBytes, sha256Bytes } from './hash';

/**
 * Hash chain for provably-fair draws (game-rules A1, B §14.1).
 *
 * `buildChain(secret, N)` returns N + 1 hex strings `[s_0, s_1, …, s_N]` where `s_N` is the secret and
 * `s_{i-1} = SHA256(s_i)` computed over the RAW bytes of `s_i` (not over its hex text). `s_0` is the
 * terminal hash published when the chain starts; issue i draws with `s_i`, so each revealed seed is
 * already committed to by the one revealed before it.
 */
export function buildChain(secretHex: string, length: number): string[] {
  if (!Number.isInteger(length) || length < 0)
    throw new Error(`chain length must be an integer ≥ 0: ${length}`);
  let current = hexToBytes(secretHex);
  const reversed: string[] = [bytesToHex(current)];
  for (let i = 0; i < length; i++) {
    current = sha256Bytes(current);
    reversed.push(bytesToHex(current));
  }
  return reversed.reverse();
}

/** True when SHA256(revealed) equals the previously revealed (or published) link. */
export function verifyChainLink(revealedHex: string, previousHex: string): boolean {
  return hashTimes(revealedHex, 1) === safeLower(previousHex);
}

/**
 * True when hashing the revealed seed `steps` times gives the published terminal hash, i.e. the
 * revealed value is `s_steps` of the chain that starts at `terminalHex`.
 */
export function verifyAgainstTerminal(revealedHex: string, terminalHex: string, steps: number): boolean {
  if (!Number.isInteger(steps) || steps < 0) return false;
  return hashTimes(revealedHex, steps) === safeLower(terminalHex);
}

function hashTimes(hex: string, times: number): string | null {
  let bytes: Uint8Array;
  try {
    bytes = hexToBytes(hex);
  } catch {
    // A malformed revealed seed simply fails verification; a verifier must not crash on bad input.
    return null;
  }
  for (let i = 0; i < times; i++) bytes = sha256Bytes(bytes);
  return bytesToHex(bytes);
}

function safeLower(hex: string): string {
  return typeof hex === 'string' ? hex.toLowerCase() : '';
}

/**
 * The published commitment to a seed: SHA-256 over its raw bytes (the same link rule as the chain).
 * Used where a seed stands alone, e.g. a red packet's split seed shown as a hash at creation.
 */
export function commitmentOf(seedHex: string): string {
  return bytesToHex(sha256Bytes(hexToBytes(seedHex)));
}
