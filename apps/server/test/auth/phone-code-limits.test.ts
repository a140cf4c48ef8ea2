import { ErrorCode, ServerMessages } from '@qilin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors';
import { OutboxSmsSender, PhoneCodeService, shanghaiDayStart } from '../../src/modules/auth';
import { createTestDb, type TestDb, testDbKind } from '../helpers';

/** 2024-05-01 12:00 Asia/Shanghai. */
const NOON = new Date('2024-05-01T04:00:00Z');

describe(`SMS codes: expiry, single use and daily caps (${testDbKind()})`, () => {
  let db: TestDb;
  let clock: Date;
  let codes: PhoneCodeService;
  let phoneSeq = 0;
  beforeAll(async () => {
    db = await createTestDb();
    clock = NOON;
    codes = new PhoneCodeService(db.db, new OutboxSmsSender(), () => clock, { perPhone: 3, perIp: 4 });
  });
  afterAll(async () => {
    await db?.close();
  });

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const newPhone = () => `1390000${String(++phoneSeq).padStart(4, '0')}`;
  const lastCode = async (phone: string) => {
    const row = await db.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\d{6}/.exec(row.body)?.[0] ?? '';
  };
  const consume = (phone: string, code: string) =>
    db.db.transaction().execute((trx) => codes.consume(trx, phone, 'bind_phone', code));
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) =>
        e instanceof AppError ? { status: e.statusCode, code: e.errorCode, message: e.message } : e,
    );
  const dailyLimit = { status: 429, code: ErrorCode.SmsLimited, message: ServerMessages.smsDailyLimit };

  it('takes a code once, and not after its 5 minutes', async () => {
    clock = NOON;
    const phone = newPhone();
    await codes.send(phone, 'bind_phone', { ip: '10.0.0.1' });
    const code = await lastCode(phone);
    await consume(phone, code);
    expect(await refusal(consume(phone, code))).toMatchObject({ code: ErrorCode.PhoneCodeInvalid });

    later(61_000);
    await codes.send(phone, 'bind_phone', { ip: '10.0.0.1' });
    const second = await lastCode(phone);
    later(5 * 60_000 + 1);
    expect(await refusal(consume(phone, second))).toMatchObject({ code: ErrorCode.PhoneCodeInvalid });
  });

  it('caps one phone per Shanghai day and opens again at midnight', async () => {
    clock = NOON;
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) {
      await codes.send(phone, i === 1 ? 'forget_password' : 'bind_phone', { ip: `10.1.0.${i}` });
      later(61_000);
    }
    expect(await refusal(codes.send(phone, 'bind_phone', { ip: '10.1.0.9' }))).toEqual(dailyLimit);
    clock = new Date(shanghaiDayStart(NOON).getTime() + 24 * 3600_000);
    await codes.send(phone, 'bind_phone', { ip: '10.1.0.9' });
  });

  it('caps one member across phones', async () => {
    clock = NOON;
    const origin = { ip: '10.2.0.1', memberId: 777 };
    for (let i = 0; i < 3; i += 1)
      await codes.send(newPhone(), 'bind_phone', { ...origin, ip: `10.2.0.${i}` });
    expect(await refusal(codes.send(newPhone(), 'bind_phone', origin))).toEqual(dailyLimit);
    // Another member from the same address is not affected.
    await codes.send(newPhone(), 'bind_phone', { ip: '10.2.0.1', memberId: 778 });
  });

  it('caps one IP across phones and members', async () => {
    clock = NOON;
    for (let i = 0; i < 4; i += 1)
      await codes.send(newPhone(), 'bind_phone', { ip: '10.3.0.1', memberId: 900 + i });
    expect(await refusal(codes.send(newPhone(), 'forget_password', { ip: '10.3.0.1' }))).toEqual(dailyLimit);
    await codes.send(newPhone(), 'forget_password', { ip: '10.3.0.2' });
  });

  it('still refuses a resend inside 60 s with the spec text', async () => {
    clock = NOON;
    const phone = newPhone();
    await codes.send(phone, 'bind_phone', { ip: '10.4.0.1' });
    later(59_000);
    expect(await refusal(codes.send(phone, 'bind_phone', { ip: '10.4.0.1' }))).toMatchObject({
      status: 429,
      code: ErrorCode.RateLimited,
      message: '请求太过频繁',
    });
  });

  it('counts the day from 00:00 Asia/Shanghai', () => {
    expect(shanghaiDayStart(new Date('2024-05-01T15:59:59Z')).toISOString()).toBe('2024-04-30T16:00:00.000Z');
    expect(shanghaiDayStart(new Date('2024-05-01T16:00:00Z')).toISOString()).toBe('2024-05-01T16:00:00.000Z');
  });
});
