import { ErrorCode } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelCatalogue, DepositService, defaultPaymentConfig } from '../../src/modules/payment';
import { buildMember, createTestDb, DEPOSITOR, type TestDb, testDbKind } from '../helpers';

/**
 * An order number is a timestamp to the second plus 6 random digits, so two orders of one second can
 * draw the same one (the cashier property test met it: its clock stands still). That repeat must not be
 * answered as "you already have an open order".
 */
describe(`deposit order numbers (${testDbKind()})`, () => {
  let t: TestDb;
  const clock = new Date('2025-03-01T12:00:00+08:00');
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draws another number when one repeats; only a real open order refuses', async () => {
    const drawn = ['D1', 'D1', 'D1', 'D2', 'D3'];
    const deposits = new DepositService(
      t.db,
      new ChannelCatalogue(defaultPaymentConfig),
      defaultPaymentConfig,
      () => clock,
      () => drawn.shift() ?? 'D9',
    );
    const [a, b] = [await buildMember(t.db, DEPOSITOR), await buildMember(t.db, DEPOSITOR)];
    const first = await deposits.create(a.id, 1, '100');
    const second = await deposits.create(b.id, 1, '100'); // D1 twice more, then D2
    expect([first.orderSn, second.orderSn]).toEqual(['D1', 'D2']);
    await expect(deposits.create(a.id, 1, '100')).rejects.toMatchObject({
      errorCode: ErrorCode.OrderStateInvalid,
    });
    expect(drawn).toEqual(['D3']); // the refusal came from the open order, before a number was drawn
  });
});
