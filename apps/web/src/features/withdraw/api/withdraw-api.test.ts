import { describe, expect, it } from 'vitest';
import { accountDetail } from './withdraw-api';

describe('accountDetail', () => {
  it('describes an account by type and holder as the server sends them (title already has the number)', () => {
    const account = {
      id: 1,
      type: 1105,
      title: '中国工商银行 6222****0123',
      typeName: '银行卡',
      account: '6222****0123',
      holder_name: '张三丰',
      bankName: '中国工商银行',
    };
    expect(accountDetail(account)).toBe('银行卡 · 张三丰');
    expect(accountDetail({ ...account, holder_name: '' })).toBe('银行卡');
  });
});
