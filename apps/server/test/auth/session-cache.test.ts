import { describe, expect, it } from 'vitest';
import { asRevocation, SessionCache } from '../../src/modules/auth';

const owner = (memberId: number) => ({
  memberId,
  deviceId: `d${memberId}`,
  device: 'h5',
  trial: false,
  frozen: false,
  startedAt: 0,
});

describe('SessionCache', () => {
  it('answers within its TTL and never past the session expiry', () => {
    const cache = new SessionCache(1000);
    cache.set('a', owner(1), 0, 10_000);
    cache.set('b', owner(2), 0, 300);
    expect(cache.get('a', 999)).toEqual(owner(1));
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('b', 299)).toEqual(owner(2));
    expect(cache.get('b', 300)).toBeUndefined();
  });

  it('drops one token, or every token of one member', () => {
    const cache = new SessionCache(1000);
    cache.set('a1', owner(1), 0, 5000);
    cache.set('a2', owner(1), 0, 5000);
    cache.set('b1', owner(2), 0, 5000);
    cache.drop({ kind: 'token', tokenHash: 'a1' });
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a2', 1)).toEqual(owner(1));
    cache.drop({ kind: 'member', memberId: 1 });
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b1', 1)).toEqual(owner(2));
  });

  it('keeps nothing with a zero TTL and stays within its cap', () => {
    const off = new SessionCache(0);
    off.set('a', owner(1), 0, 5000);
    expect(off.get('a', 0)).toBeUndefined();
    const small = new SessionCache(1000, 2);
    small.set('a', owner(1), 0, 5000);
    small.set('b', owner(2), 0, 5000);
    small.set('c', owner(3), 0, 5000);
    expect(small.size).toBe(2);
    expect(small.get('a', 1)).toBeUndefined();
    expect(small.get('c', 1)).toEqual(owner(3));
  });

  it('accepts only well-formed revocations from the wire', () => {
    expect(asRevocation({ kind: 'token', tokenHash: 'ab' })).toEqual({ kind: 'token', tokenHash: 'ab' });
    expect(asRevocation({ kind: 'member', memberId: 7 })).toEqual({ kind: 'member', memberId: 7 });
    for (const bad of [
      null,
      'x',
      {},
      { kind: 'member', memberId: '7' },
      { kind: 'token' },
      { kind: 'all' },
    ]) {
      expect(asRevocation(bad)).toBeUndefined();
    }
  });
});
