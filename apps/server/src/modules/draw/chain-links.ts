import { randomBytes } from 'node:crypto';
import { bytesToHex, hexToBytes, sha256Bytes, sha256Hex } from '@qilin/domain';

/**
 * Chain arithmetic over the domain's hash (game-rules A1): s_{i-1} = SHA256(s_i) over raw bytes, so
 * s_i = SHA256^(N-i)(s_N). Each issue's seed is computed once when the issue is opened and stored with
 * it; the secret never leaves the server.
 */
export function seedAt(secretHex: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > length)
    throw new RangeError(`chain index ${index} outside 1..${length}`);
  let bytes = hexToBytes(secretHex);
  for (let i = length; i > index; i--) bytes = sha256Bytes(bytes);
  return bytesToHex(bytes);
}

/**
 * The seeds of chain indices from..to (ascending) in one walk: s_to from the secret, then each lower
 * one is the hash of the one above. Opening a run of issues costs N − from hashes, not that per issue.
 */
export function seedsAt(secretHex: string, length: number, from: number, to: number): string[] {
  if (!Number.isInteger(from) || from < 1 || to < from) throw new RangeError(`chain range ${from}..${to}`);
  const out = new Array<string>(to - from + 1);
  let bytes = hexToBytes(seedAt(secretHex, length, to));
  out[to - from] = bytesToHex(bytes);
  for (let i = to; i > from; i--) {
    bytes = sha256Bytes(bytes);
    out[i - 1 - from] = bytesToHex(bytes);
  }
  return out;
}

/** The link that commits to `seedHex`: SHA256 of its raw bytes (= s_{i-1}; for i = 1 the terminal hash). */
export function commitmentOf(seedHex: string): string {
  return bytesToHex(sha256Bytes(hexToBytes(seedHex)));
}

/** A fresh 32-byte chain secret from the OS CSPRNG (randomness stays out of the pure domain). */
export function newChainSecret(): string {
  return randomBytes(32).toString('hex');
}

/** A new chain: its secret and its public terminal hash s_0. */
export function newChain(length: number): { secretHex: string; terminalHash: string } {
  const secretHex = newChainSecret();
  return { secretHex, terminalHash: commitmentOf(seedAt(secretHex, length, 1)) };
}

/** SHA-256 hex of a text (receipts). */
export const sha256OfText = (text: string): string => sha256Hex(text);
