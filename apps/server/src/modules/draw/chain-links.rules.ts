import { bytesToHex, hexToBytes, sha256Bytes, sha256Hex } from '@qilin/domain';

/**
 * Chain arithmetic over the domain's hash (game-rules A1): s_{i-1} = SHA256(s_i) over raw bytes, so
 * s_i = SHA256^(N-i)(s_N). The draw derives seeds through ChainVault (sealed secret, checkpoints);
 * this plain walk is the reference the vault is tested against.
 */
export function seedAt(secretHex: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > length)
    throw new RangeError(`chain index ${index} outside 1..${length}`);
  let bytes = hexToBytes(secretHex);
  for (let i = length; i > index; i--) bytes = sha256Bytes(bytes);
  return bytesToHex(bytes);
}

/** The link that commits to `seedHex`: SHA256 of its raw bytes (= s_{i-1}; for i = 1 the terminal hash). */
export function commitmentOf(seedHex: string): string {
  return bytesToHex(sha256Bytes(hexToBytes(seedHex)));
}

/** SHA-256 hex of a text (receipts). */
export const sha256OfText = (text: string): string => sha256Hex(text);
