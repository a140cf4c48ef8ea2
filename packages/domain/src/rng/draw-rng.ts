import { hexToBytes, hmacSha256 } from './hash';

/** A deterministic source of exact uniform integers. */
export interface Rng {
  /** Uniform integer in [0, n); n must be an integer in [1, 2^32]. */
  int(n: number): number;
}

const TWO_32 = 0x1_0000_0000;

/** Draw algorithm ids an issue records, so a verifier picks the matching stream (game-rules A1). */
export const DRAW_ALGORITHM_V1 = 'qilin-chain-hmac-sha256-v1';
export const DRAW_ALGORITHM_V2 = 'qilin-chain-hmac-sha256-v2';

/**
 * The draw byte stream of game-rules A1 / B §14.3–14.4 (v1):
 * block r = HMAC-SHA256(key = seed bytes, message = `${gameCode}:${issue}:${r}`), r = 0, 1, 2, …
 * Each 32-byte block yields eight 4-byte big-endian words, consumed in order.
 *
 * `int(n)` rejection-samples: limit = floor(2^32 / n) · n; a word u ≥ limit is discarded and the next
 * word read; otherwise the result is u mod n. Exactly uniform, no modulo bias. Every call consumes at
 * least one word, including int(1), so the stream position depends only on the sequence of calls.
 */
export function createDrawRng(seedHex: string, gameCode: string, issue: string): Rng {
  return rngFromWords(hmacWords(seedHex, (r) => `${gameCode}:${issue}:${r}`));
}

const SALT_RE = /^[0-9a-f]{64}$/;

/**
 * The v2 stream: as v1, with the beacon round's randomness appended to every block's message,
 * block r = HMAC-SHA256(seed, `${gameCode}:${issue}:${r}:${saltHex}`). The operator holds the chain, so
 * v1 results are known to it in advance; the salt is known to nobody until the beacon round is due.
 * The salt is 32 bytes as lower-case hex only: the message hashes the text, and a second spelling of
 * the same bytes would be a second draw.
 */
export function createDrawRngV2(seedHex: string, gameCode: string, issue: string, saltHex: string): Rng {
  if (!SALT_RE.test(saltHex)) throw new RangeError(`salt must be 64 lower-case hex digits: "${saltHex}"`);
  return rngFromWords(hmacWords(seedHex, (r) => `${gameCode}:${issue}:${r}:${saltHex}`));
}

/** Unsigned 32-bit words of the HMAC blocks keyed by the seed, block r's message given by `message(r)`. */
function hmacWords(seedHex: string, message: (block: number) => string): () => number {
  const key = hexToBytes(seedHex);
  let round = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;

  return (): number => {
    if (offset + 4 > block.length) {
      block = hmacSha256(key, message(round));
      round += 1;
      offset = 0;
    }
    const b = block;
    const o = offset;
    offset += 4;
    // `>>> 0` keeps the word unsigned (bitwise ops in JS are signed 32-bit).
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  };
}

/**
 * The rejection sampler over any source of unsigned 32-bit words. createDrawRng(V2) feeds it the HMAC
 * stream; tests feed it chosen words to check the accept/reject boundary exactly.
 */
export function rngFromWords(nextWord: () => number): Rng {
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32)
        throw new RangeError(`int(n) needs an integer 1 ≤ n ≤ 2^32: ${n}`);
      const limit = rejectionLimit(n);
      for (;;) {
        const u = nextWord();
        if (u < limit) return u % n;
      }
    },
  };
}

/** floor(2^32 / n) · n: the count of 32-bit words accepted by int(n). Exported for tests and verifiers. */
export function rejectionLimit(n: number): number {
  return Math.floor(TWO_32 / n) * n;
}
