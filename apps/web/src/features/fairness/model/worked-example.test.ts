import { createHash, createHmac } from 'node:crypto';
import { GAME_FAMILIES } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROUND, exampleIssue, v2Message, workedExample } from './worked-example';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/**
 * A verifier written from the page's text alone, with Node's own crypto: chain over raw bytes,
 * randomness = SHA256(signature bytes), blocks HMAC-SHA256(seed, "<code>:<issue>:<r>:<saltHex>"),
 * 4-byte big-endian words, limit = floor(2^32 / n) · n.
 */
function independentInts(seedHex: string, code: string, issue: string, saltHex: string) {
  let block = Buffer.alloc(0);
  let r = 0;
  let offset = 32;
  const word = () => {
    if (offset === 32) {
      block = createHmac('sha256', Buffer.from(seedHex, 'hex'))
        .update(`${code}:${issue}:${r}:${saltHex}`, 'utf8')
        .digest();
      r += 1;
      offset = 0;
    }
    const u = block.readUInt32BE(offset);
    offset += 4;
    return u;
  };
  return (n: number) => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const u = word();
      if (u < limit) return u % n;
    }
  };
}

describe('worked example', () => {
  const families = GAME_FAMILIES.filter((f) => f.gameType !== 'red-packet');

  it('for every game, the traced stream through the domain mapping is exactly drawResultFor', () => {
    for (const f of families) {
      const example = workedExample(f.code);
      expect(example.matches, f.code).toBe(true);
      expect(example.issue).toBe(exampleIssue(f.code));
    }
  });

  it("agrees byte for byte with a verifier written from the page's text (Node crypto)", () => {
    const example = workedExample('Ffc');
    const signature = Buffer.from(EXAMPLE_ROUND.signature, 'hex');
    expect(signature).toHaveLength(48);
    expect(example.salt).toBe(sha256(signature).toString('hex'));
    // The chain: SHA-256 over the 32 raw bytes, not the hex text.
    expect(sha256(Buffer.from(example.seed, 'hex')).toString('hex')).toBe(example.commitment);
    expect(sha256(Buffer.from(example.commitment, 'hex')).toString('hex')).toBe(example.chain[0]);
    const message = v2Message('Ffc', example.issue, 0, example.salt);
    expect(message).toBe(`Ffc:20250101-0001:0:${example.salt}`);
    expect(example.blocks[0]).toEqual({
      index: 0,
      message,
      hex: createHmac('sha256', Buffer.from(example.seed, 'hex')).update(message).digest('hex'),
    });
    const int = independentInts(example.seed, 'Ffc', example.issue, example.salt);
    const balls = Array.from({ length: 5 }, () => int(10));
    expect(example.result).toEqual({ game: 'ssc', balls });
    expect(example.ints.map((i) => i.value)).toEqual(balls);
  });

  it('traces each int(n): its limit, the words read in order, only the last one accepted', () => {
    const example = workedExample('Syxw');
    expect(example.ints.map((i) => i.n)).toEqual([11, 10, 9, 8, 7]);
    expect(example.ints[0]!.limit).toBe(4294967292); // 2^32 − (2^32 mod 11)
    const words = example.ints.flatMap((i) => i.words);
    // Words are consecutive 4-byte slices of consecutive blocks.
    words.forEach((w, k) => {
      expect(w.block).toBe(Math.floor(k / 8));
      expect(w.offset).toBe((k % 8) * 4);
      expect(w.value).toBe(Number.parseInt(w.hex, 16));
    });
    for (const i of example.ints) {
      expect(i.words.at(-1)!.accepted).toBe(true);
      expect(i.words.slice(0, -1).every((w) => !w.accepted && w.value >= i.limit)).toBe(true);
      expect(i.value).toBe(i.words.at(-1)!.value % i.n);
    }
  });

  it('PK10 takes ten ints, the last int(1) too; Mark Six HK uses its own issue numbers', () => {
    expect(workedExample('Cqdb').ints.map((i) => i.n)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(workedExample('Marksixhk').issue).toBe('2025-001');
  });

  it('the example round is the first round at or after a close on its own time', () => {
    const example = workedExample('Ffc');
    expect(example.roundAtClose).toBe(example.round);
    expect(example.closeAtMs).toBe((1692803367 + (1000 - 1) * 3) * 1000);
  });
});
