import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db';
import { getMemberBalances, getVenueBalances, transfer } from '../../src/modules/ledger';
import {
  asRecord,
  type BuiltMember,
  type CallResult,
  sealerFor,
  solvedCaptcha,
  type TestApp,
} from '../helpers';

let phoneSeq = 0;

/** A phone no other test in this process used (the phone column is shared per database). */
export function freshPhone(): string {
  phoneSeq += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** Money arriving from outside the platform, straight through the ledger. */
export function fund(db: Kysely<Database>, memberId: number, amountFen: number) {
  return db.transaction().execute((trx) =>
    transfer(trx, {
      from: { kind: 'deposits_clearing' },
      to: { kind: 'member_wallet', memberId },
      amountFen,
      type: 'deposit',
    }),
  );
}

export const balances = (db: Kysely<Database>, memberId: number) => getMemberBalances(db, memberId);

/** The fund password bindEverything sets. */
export const FUND_PASSWORD = '135790';

/**
 * What a refused money call must leave alone: the member's wallet, held and withdrawable amounts, every
 * venue sub-wallet, their withdrawal rows and the ledger's transfers (all members: one test at a time).
 */
export async function moneyState(db: Kysely<Database>, memberId: number) {
  const [wallet, venues, withdrawals, transfers] = await Promise.all([
    getMemberBalances(db, memberId),
    getVenueBalances(db, memberId),
    db.selectFrom('withdrawals').selectAll().where('member_id', '=', memberId).orderBy('id').execute(),
    db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { wallet, venues: Object.fromEntries(venues), withdrawals, transfers: Number(transfers.n) };
}

/** The newest code the dev SMS outbox holds for a phone. */
export async function smsCode(db: Kysely<Database>, phone: string): Promise<string> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('body')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const m = /(\d{6})/.exec(row.body);
  if (!m?.[1]) throw new Error(`no code in sms ${row.body}`);
  return m[1];
}

export function expectFail(res: CallResult, errorCode: number, message?: string) {
  const body = asRecord(res.body);
  expect(body.success, JSON.stringify(body)).toBe(false);
  expect(body.error_code).toBe(errorCode);
  if (message !== undefined) expect(body.error_message).toBe(message);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
}

export function expectOk(res: CallResult): Record<string, unknown> {
  const body = asRecord(res.body);
  expect(body.success, JSON.stringify(body)).toBe(true);
  expect(res.status).toBe(200);
  return body;
}

export async function sendCode(t: TestApp, token: string, phone: string, type: string) {
  expectOk(
    await t.call('/api/auth/phone_code', { token, body: { phone, type, ...(await solvedCaptcha(t)) } }),
  );
  return smsCode(t.db.db, phone);
}

/**
 * The whole binding chain over HTTP: phone, real name, a bank card, fund password FUND_PASSWORD.
 * `secpwdEnc` is that fund password sealed for this app's key, as the web client sends it (`secpwd_enc`).
 */
export async function bindEverything(t: TestApp, token: string, member: BuiltMember, realName = '张三') {
  const seal = await sealerFor(t);
  const phone = freshPhone();
  const code = await sendCode(t, token, phone, 'bind_phone');
  expectOk(
    await t.call('/api/member/security/bind_phone', {
      token,
      body: { phone, code, password_enc: seal(member.password) },
    }),
  );
  expectOk(
    await t.call('/api/member/security/bind_name', {
      token,
      body: { real_name: realName, password_enc: seal(member.password) },
    }),
  );
  const added = expectOk(
    await t.call('/api/fund/withdraw/account/add', {
      token,
      body: { type: 1105, account: '6222020200112233445', holder_name: realName, bank_name: '中国工商银行' },
    }),
  );
  expectOk(
    await t.call('/api/member/security/bind_secpwd', {
      token,
      body: { secpwd_enc: seal(FUND_PASSWORD), password_enc: seal(member.password) },
    }),
  );
  return { phone, accountId: asRecord(added.result).id as number, secpwdEnc: seal(FUND_PASSWORD) };
}
