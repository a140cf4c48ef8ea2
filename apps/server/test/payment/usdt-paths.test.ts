import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asRecord,
  buildMember,
  buildTestApp,
  DEPOSITOR,
  loginMember,
  type TestApp,
  testDbKind,
} from '../helpers';
import { expectFail } from './payment-kit';

describe(`fund/usdt/exchange_rate and fund/usdt/Agreements (${testDbKind()})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginMember(t, await buildMember(t.db.db, DEPOSITOR));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (path: string) => {
    const res = await t.call(path, { token });
    expect(res.status).toBe(200);
    return asRecord(res.body).result;
  };

  it('answers the USDT rates of the configured channels, on one chain when asked', async () => {
    expect(await get('/api/fund/usdt/exchange_rate')).toEqual({
      threeDigits: true,
      rates: [
        { channelId: 4, protocol: 'TRC20', exchangeRate: '7.2' },
        { channelId: 9, protocol: 'ERC20', exchangeRate: '7.25' },
      ],
    });
    expect(await get('/api/fund/usdt/exchange_rate?protocol=ERC20')).toEqual({
      threeDigits: true,
      rates: [{ channelId: 9, protocol: 'ERC20', exchangeRate: '7.25' }],
    });
    const bad = await t.call('/api/fund/usdt/exchange_rate?protocol=BEP2', { token });
    expect(bad.status).toBe(400);
    expect(asRecord(bad.body)).toMatchObject({ success: false, error_code: ErrorCode.InvalidPayload });
  });

  it('lists the chains USDT is received on with their channels', async () => {
    expect(await get('/api/fund/usdt/Agreements')).toEqual([
      { protocol: 'TRC20', channelIds: [4] },
      { protocol: 'ERC20', channelIds: [9] },
    ]);
  });

  it('quotes with the rate it publishes', async () => {
    const quote = asRecord(
      asRecord(
        (await t.call('/api/fund/recharge_deposit/check', { token, body: { channelId: 9, amount: '725' } }))
          .body,
      ).result,
    );
    expect(quote).toMatchObject({ usdtAmount: '100.000', exchangeRate: '7.25' });
  });

  it('needs a member session', async () => {
    for (const path of ['/api/fund/usdt/exchange_rate', '/api/fund/usdt/Agreements']) {
      expectFail(await t.call(path), 401, ErrorCode.SessionExpired, '登录状态已过期 ，请重新登录');
    }
  });
});
