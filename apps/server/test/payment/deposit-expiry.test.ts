import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelCatalogue, DepositService, defaultPaymentConfig } from '../../src/modules/payment';
import { buildMember, createTestDb, DEPOSITOR, type TestDb, testDbKind } from '../helpers';

describe(`deposit order expiry (${testDbKind()})`, () => {
  let t: TestDb;
  let clock = new Date('2025-03-01T12:00:00+08:00');
  const config = { ...defaultPaymentConfig, orderTtlSeconds: 600 };
  let deposits: DepositService;
  beforeAll(async () => {
    t = await createTestDb();
    deposits = new DepositService(t.db, new ChannelCatalogue(config), config, () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts down from the configured TTL and the sweep expires every overdue unpaid order', async () => {
    const a = await buildMember(t.db, DEPOSITOR);
    const b = await buildMember(t.db, DEPOSITOR);
    const orderA = await deposits.create(a.id, 1, '100');
    expect(orderA).toMatchObject({ countdown: 600, createTime: '2025-03-01 12:00:00' });
    clock = new Date(clock.getTime() + 400_000);
    const orderB = await deposits.create(b.id, 2, '10');
    expect((await deposits.info(a.id, orderA.id)).countdown).toBe(200);

    clock = new Date(clock.getTime() + 200_000); // A is due now, B has 400 s left
    expect(await deposits.expireAll()).toBe(1);
    const rows = await t.db.selectFrom('deposit_orders').select(['id', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: orderA.id, status: 'expired' },
      { id: orderB.id, status: 'pending' },
    ]);
    await expect(deposits.markPaid(a.id, orderA.id)).rejects.toMatchObject({
      message: '订单已过期，请重新下单',
    });
    // A may order again once the old one expired.
    expect((await deposits.create(a.id, 1, '200')).status).toBe('pending');
  });
});
