import { DEV_DATA_KEY_HEX, ENCRYPTION } from '@qilin/contract';
import { findGameFamily, lotteryInfoShape } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '../../src/lib/crypto';
import { CiphertextCache } from '../../src/plugins/encryption';
import { asRecord, buildMember, buildTestApp, loginMember, type TestApp, testDbKind } from '../helpers';

const ivOf = (text: string) => Buffer.from(text, 'base64').subarray(0, ENCRYPTION.ivBytes).toString('hex');

/** Lottery info is served from cached JSON text and a cached ciphertext of exactly that text. */
describe(`cached lottery info (${testDbKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers what the catalogue says, byte-identical on repeat, for guests and members alike', async () => {
    const family = findGameFamily('Tradition28');
    if (!family) throw new Error('no Tradition28');
    // A 28 room also shows its 13/14 and hedging rules (the seeded defaults of game-rules A3).
    const rules = {
      dxds1314Odds: '1.6',
      combo1314Odds: null,
      tiers1314: [],
      hedged1314Refund: false,
      hedging: {
        oppositeSides: false,
        killCombo: false,
        sameCombo: false,
        oppositeCombo: false,
        exceptOverFen: 0,
      },
    };
    const expected = {
      success: true,
      result: {
        id: family.code,
        name: family.name,
        ...lotteryInfoShape(family),
        limits: family.limits,
        rules,
      },
    };
    const a = await t.call('/api/guest/lottery/info?game_id=Tradition28');
    const b = await t.call('/api/guest/lottery/info', { body: { game_id: 'Tradition28' } });
    expect(a.status).toBe(200);
    expect(a.encrypted).toBe(true);
    expect(a.body).toEqual(expected);
    expect(b.raw).toBe(a.raw); // same plaintext → the same ciphertext is reused
    const token = await loginMember(t, await buildMember(t.db.db));
    const member = await t.call('/api/lottery/info?game_id=Tradition28', { token });
    expect(member.body).toEqual(expected);
  });

  it('never shares an IV between different answers, and refusals are neither cached nor reused', async () => {
    const a = await t.call('/api/guest/lottery/info?game_id=Tradition28');
    const other = await t.call('/api/guest/lottery/info?game_id=Jsk3');
    expect(asRecord(other.body).success).toBe(true);
    expect(ivOf(other.raw)).not.toBe(ivOf(a.raw));
    const bad1 = await t.call('/api/guest/lottery/info?game_id=NoSuchGame');
    const bad2 = await t.call('/api/guest/lottery/info?game_id=NoSuchGame');
    expect(bad1.status).toBe(404);
    expect(bad2.body).toEqual(bad1.body);
    expect(bad2.raw).not.toBe(bad1.raw);
    // Other (per-request) answers keep a fresh IV every time.
    const s1 = await t.call('/api/guest/lottery/sale/issue?game_id=Tradition28');
    const s2 = await t.call('/api/guest/lottery/sale/issue?game_id=Tradition28');
    expect(s1.raw).not.toBe(s2.raw);
  });
});

describe('CiphertextCache', () => {
  const key = Buffer.from(DEV_DATA_KEY_HEX, 'hex');

  it('reuses a ciphertext only for the identical plaintext and stays bounded', () => {
    const cache = new CiphertextCache(key, 3);
    const one = cache.encrypt('{"a":1}');
    expect(cache.encrypt('{"a":1}')).toBe(one);
    const two = cache.encrypt('{"a":2}');
    expect(ivOf(two)).not.toBe(ivOf(one));
    expect(decryptText(key, two)).toBe('{"a":2}');
    cache.encrypt('{"a":3}');
    expect(cache.size).toBe(3);
    cache.encrypt('{"a":4}'); // full: starts over
    expect(cache.size).toBe(1);
    const again = cache.encrypt('{"a":1}');
    expect(again).not.toBe(one);
    expect(decryptText(key, again)).toBe('{"a":1}');
  });
});
