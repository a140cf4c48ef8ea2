import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildChain, commitmentOf, verifyAgainstTerminal, verifyChainLink } from './chain';
import { bytesToHex, hexToBytes, sha256Hex } from './hash';

const secretArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => bytesToHex(b));

describe('hash chain', () => {
  it('sha256Hex matches the FIPS 180-2 "abc" vector and hashes strings as UTF-8', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(new Uint8Array([0x61, 0x62, 0x63]))).toBe(sha256Hex('abc'));
  });

  it('links each element to the hash of the raw bytes of the next', () => {
    const chain = buildChain('ab'.repeat(32), 4);
    expect(chain).toHaveLength(5);
    expect(chain[4]).toBe('ab'.repeat(32));
    const raw = hexToBytes(chain[4]!);
    expect(chain[3]).toBe(sha256Hex(raw));
    // Hashing the hex TEXT would give a different chain: the link is over raw bytes.
    expect(chain[3]).not.toBe(sha256Hex(chain[4]!));
  });

  it('verifies every link and every depth against the terminal (property)', () => {
    fc.assert(
      fc.property(secretArb, fc.integer({ min: 1, max: 12 }), (secret, n) => {
        const chain = buildChain(secret, n);
        for (let i = 1; i <= n; i++) {
          expect(verifyChainLink(chain[i]!, chain[i - 1]!)).toBe(true);
          expect(verifyAgainstTerminal(chain[i]!, chain[0]!, i)).toBe(true);
          expect(verifyAgainstTerminal(chain[i]!, chain[0]!, i - 1)).toBe(false);
        }
      }),
    );
  });

  it('rejects tampered, reordered or malformed reveals', () => {
    const chain = buildChain('01'.repeat(32), 3);
    const tampered = `${chain[2]!.slice(0, -1)}${chain[2]!.endsWith('0') ? '1' : '0'}`;
    expect(verifyChainLink(tampered, chain[1]!)).toBe(false);
    expect(verifyChainLink(chain[1]!, chain[2]!)).toBe(false);
    expect(verifyChainLink('not hex', chain[1]!)).toBe(false);
    expect(verifyAgainstTerminal(chain[3]!, chain[0]!, -1)).toBe(false);
    expect(verifyChainLink(chain[2]!.toUpperCase(), chain[1]!.toUpperCase())).toBe(true);
  });

  it('commitmentOf is the chain link of a standalone seed', () => {
    const chain = buildChain('5a'.repeat(32), 1);
    expect(commitmentOf(chain[1]!)).toBe(chain[0]);
    expect(verifyChainLink(chain[1]!, commitmentOf(chain[1]!))).toBe(true);
    expect(() => commitmentOf('zz')).toThrow();
  });

  it('refuses an invalid secret or length', () => {
    expect(() => buildChain('xyz', 2)).toThrow();
    expect(() => buildChain('abc', 2)).toThrow();
    expect(() => buildChain('ab', -1)).toThrow();
  });
});
