import { describe, expect, it } from 'vitest';
import { sortParties } from './sort-parties';

describe('sortParties', () => {
  it('puts 主钱包 first and sorts the venues by title', () => {
    const list = [
      { code: 'pg', title: 'PG电子', balance: 1 },
      { code: 'ag', title: 'AG视讯', balance: 2 },
      { code: 'main', title: '主钱包', balance: 3 },
      { code: 'ky', title: '开元棋牌', balance: 4 },
    ];
    // zh-CN collation (the server's too) orders Han titles by pinyin ahead of Latin ones.
    expect(sortParties(list, null).map((p) => p.title)).toEqual(['主钱包', '开元棋牌', 'AG视讯', 'PG电子']);
  });

  it('stands the wallet balance in for a missing main entry', () => {
    const out = sortParties([{ code: 'pg', title: 'PG电子', balance: 1 }], 1234);
    expect(out[0]).toEqual({ code: 'main', title: '主钱包', balance: 1234 });
    expect(sortParties([], null)).toEqual([]);
  });
});
