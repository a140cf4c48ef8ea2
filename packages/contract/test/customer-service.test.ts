import { describe, expect, it } from 'vitest';
import { customerServiceKeyBodySchema, isHttpUrl, kefuBodySchema, kefuListQuerySchema } from '../src';

describe('customer service wire', () => {
  it('isHttpUrl takes absolute http(s) links only', () => {
    for (const ok of [
      'https://chat.example.com',
      'http://chat.example.com:8080/room?id=1#top',
      'HTTPS://xn--fiqs8s.example.com/客服',
    ]) {
      expect(isHttpUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'https://',
      'javascript:alert(1)',
      'JavaScript://chat.example.com',
      '//chat.example.com',
      'chat.example.com',
      'ftp://chat.example.com',
      'https://chat.example.com/a b',
      'https://user@evil.example.com',
      'https://chat.example.com/\u0000',
      ' https://chat.example.com',
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });

  it('scene is 1 or 2, given as text or number', () => {
    expect(kefuListQuerySchema.parse({ scene: '2' })).toEqual({ scene: 2 });
    expect(kefuListQuerySchema.parse({ scene: 1 })).toEqual({ scene: 1 });
    for (const scene of [undefined, '', '0', '3', 'x', ['1', '2']]) {
      expect(kefuListQuerySchema.safeParse({ scene }).success, String(scene)).toBe(false);
    }
  });

  it('a contact arrives trimmed with defaults, its scenes deduplicated and sorted', () => {
    expect(
      kefuBodySchema.parse({ nickname: ' 客服 ', account: ' 800012345 ', type: 3, scenes: [2, 1] }),
    ).toEqual({
      nickname: '客服',
      avatar: '',
      account: '800012345',
      type: 3,
      scenes: [1, 2],
      sort: 0,
      enabled: true,
    });
    expect(
      kefuBodySchema.parse({ nickname: 'a', account: '800012345', type: 3, scenes: [1, 1] }).scenes,
    ).toEqual([1]);
    expect(customerServiceKeyBodySchema.parse({ key: '' })).toEqual({ key: '' });
  });
});
