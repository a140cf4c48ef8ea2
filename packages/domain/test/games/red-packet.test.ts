import { describe, expect, it } from 'vitest';
import { drawRedPacketFor, verifyRedPacket } from '../../src/catalogue';
import { parseMineDigits, redPacketTerms, settleRedPacket } from '../../src/games';
import { commitmentOf } from '../../src/rng';

const SEED = '7f'.repeat(32);

describe('red packet terms', () => {
  it('classic 7 / 9 packets use the A3 rates; the liability rounds down to the fen', () => {
    expect(redPacketTerms(10_000, 7, 1)).toEqual({ rate: '1.6', rateBp: 16_000, liabilityFen: 16_000 });
    expect(redPacketTerms(10_001, 9, 1)).toEqual({ rate: '1.2', rateBp: 12_000, liabilityFen: 12_001 });
    // 1.2 × 1,003 = 1,203.6 → 1,203
    expect(redPacketTerms(1_003, 9, 1).liabilityFen).toBe(1_203);
  });
  it('multi-mine terms come from the best-odds table and rise with the mine count', () => {
    const two = redPacketTerms(10_000, 9, 2);
    const three = redPacketTerms(10_000, 9, 3);
    expect(three.rateBp).toBeGreaterThan(two.rateBp);
    expect(two.liabilityFen).toBe(two.rateBp);
  });
});

describe('mine digits from the wire', () => {
  it('accepts lists, packed digits and numbers; keeps the order given', () => {
    expect(parseMineDigits('1,3')).toEqual([1, 3]);
    expect(parseMineDigits('5 0')).toEqual([5, 0]);
    expect(parseMineDigits('135')).toEqual([1, 3, 5]);
    expect(parseMineDigits(13)).toEqual([1, 3]);
    expect(parseMineDigits(0)).toEqual([0]);
    expect(parseMineDigits([7])).toEqual([7]);
    expect(parseMineDigits('3，4')).toEqual([3, 4]);
  });
  it('refuses repeats, non-digits, empties and other types', () => {
    for (const bad of ['1,1', '11', '', ' ', 'a', '1,10', '-1', -3, 1.5, [10], [1, 1], ['x'], null, {}, true])
      expect(parseMineDigits(bad), JSON.stringify(bad)).toBeNull();
  });
});

describe('red packet fairness check', () => {
  const total = 10_000;
  const count = 7;
  const parts = drawRedPacketFor(SEED, '42', total, count).partsFen;
  const base = { packetId: '42', seedHex: SEED, commitment: commitmentOf(SEED), totalFen: total, count };

  it('the revealed seed reproduces the whole split and the grabbed prefix', () => {
    expect(verifyRedPacket({ ...base, partsFen: parts })).toMatchObject({ ok: true, recomputedFen: parts });
    expect(verifyRedPacket({ ...base, partsFen: parts.slice(0, 3) }).ok).toBe(true);
  });
  it('fails on a different seed, another packet id, a changed amount or a wrong commitment', () => {
    const other = 'ab'.repeat(32);
    expect(verifyRedPacket({ ...base, seedHex: other, partsFen: parts })).toMatchObject({
      commitmentOk: false,
      ok: false,
    });
    expect(verifyRedPacket({ ...base, packetId: '43', partsFen: parts }).splitOk).toBe(false);
    const changed = [...parts];
    changed[0] = (changed[0] ?? 0) + 1;
    expect(verifyRedPacket({ ...base, partsFen: changed }).splitOk).toBe(false);
    expect(verifyRedPacket({ ...base, commitment: commitmentOf(other), partsFen: parts }).ok).toBe(false);
    expect(verifyRedPacket({ ...base, partsFen: [...parts, 1] }).splitOk).toBe(false);
  });
  it('never throws on a malformed seed or impossible sizes', () => {
    expect(verifyRedPacket({ ...base, seedHex: 'zz', partsFen: parts }).ok).toBe(false);
    expect(verifyRedPacket({ ...base, totalFen: 3, partsFen: [] })).toMatchObject({
      recomputedFen: null,
      ok: false,
    });
  });
  it('a whole lifecycle in fen: the split settles against the mine digit exactly', () => {
    const mine = (parts[0] ?? 0) % 10;
    const grabs = parts.map((amountFen, i) => ({ memberId: `g${i}`, amountFen }));
    const s = settleRedPacket({ totalFen: total, grabs, mineDigits: [mine], rate: '1.6', houseCutBp: 500 });
    const hits = parts.filter((p) => p % 10 === mine).length;
    expect(s.minesWonFen).toBe(hits * 16_000);
    expect(s.houseFen + (s.senderCreditFen - s.unclaimedFen)).toBe(s.minesWonFen);
    expect(s.houseFen).toBe(hits * 16_000 - Math.floor((hits * 16_000 * 9_500) / 10_000));
    expect(s.unclaimedFen).toBe(0);
  });
});
