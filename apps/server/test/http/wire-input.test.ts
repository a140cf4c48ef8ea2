import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRecord, buildMember, buildTestApp, loginMember, type TestApp, testDbKind } from '../helpers';

/** A 400 that names the field: the value was refused by its schema, not by something later. */
function expectFieldRefused(res: { status: number; body: unknown }, field: string) {
  expect(res.status).toBe(400);
  const body = asRecord(res.body);
  expect(body.error_code).toBe(ErrorCode.InvalidPayload);
  expect(String(body.error_message)).toContain(field);
}

// Security findings of issue 16: numbers that are not numbers, and times that are not times.
describe(`wire numbers and times are strict (${testDbKind()})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginMember(t, await buildMember(t.db.db));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a chase multiple of "0x10", true, [2] or " 2 " is refused', async () => {
    for (const multiple of ['0x10', true, [2], ' 2 ']) {
      const res = await t.call('/api/bet/task/order', {
        token,
        body: { game_id: 'ffc', content: '[]', times: 2, multiple },
      });
      expectFieldRefused(res, 'multiple');
    }
  });

  it('{"id": true} cancels no chase; a numeric string still names one', async () => {
    expectFieldRefused(await t.call('/api/bet/task/cancel', { token, body: { id: true } }), 'id');
    expectFieldRefused(await t.call('/api/bet/task/cancel', { token, body: { id: '0x1' } }), 'id');
    const legacy = await t.call('/api/bet/task/cancel', { token, body: { id: '1' } });
    expect(asRecord(legacy.body).error_code).toBe(41110); // parsed as chase 1, which is not the member's
  });

  it('a withdrawal to account_id true is refused', async () => {
    const res = await t.call('/api/fund/withdraw', { token, body: { account_id: true, amount: '100' } });
    expectFieldRefused(res, 'account_id');
  });

  it('bet records with an impossible time answer 400, not 500', async () => {
    for (const body of [{ startTime: 1e308 }, { endTime: -1e308 }, { startTime: '2024-02-31' }]) {
      const res = await t.call('/api/bet/records', { token, body });
      expectFieldRefused(res, Object.keys(body)[0]!);
    }
    const ok = await t.call('/api/bet/records', {
      token,
      body: { startTime: '2024-01-01', endTime: Date.now() },
    });
    expect(ok.status).toBe(200);
  });

  it('the room records and wallet history refuse impossible dates too', async () => {
    const room = await t.call('/api/bet/room/records?gameId=ffc&startTime=1e308', { token });
    expectFieldRefused(room, 'startTime');
    const wallet = await t.call('/api/member/wallet/history?startTime=2024-13-45', { token });
    expectFieldRefused(wallet, 'startTime');
  });
});
