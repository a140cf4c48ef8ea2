import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database, Db } from '../../db';
import { sha256Hex } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import type { SmsSender } from './sms.adapter';

export const PHONE_CODE_TTL_MS = 5 * 60 * 1000;
/** Spec §9: SMS resend cooldown 60 s. */
export const PHONE_CODE_COOLDOWN_MS = 60 * 1000;
/** Wrong tries a code survives: the fifth burns it (a six-digit code must not be guessable by trying). */
export const MAX_CODE_ATTEMPTS = 5;
export const PHONE_CODE_PURPOSES = ['bind_phone', 'bind_real_name', 'forget_password'] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

/** Codes per Asia/Shanghai day: per phone and per member (`perPhone`), per client IP (`perIp`). */
export type PhoneCodeLimits = { perPhone: number; perIp: number };
export const DEFAULT_PHONE_CODE_LIMITS: PhoneCodeLimits = { perPhone: 10, perIp: 50 };

/** Who asks for a code: the client address, and the member when logged in. */
export type PhoneCodeOrigin = { ip: string; memberId?: number | undefined };

const hashCode = (phone: string, purpose: string, code: string) => sha256Hex(`${phone}:${purpose}:${code}`);

const DAY_MS = 24 * 3600 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** 00:00 Asia/Shanghai of `now`'s day (no DST there, so a fixed offset is exact). */
export function shanghaiDayStart(now: Date): Date {
  const local = now.getTime() + SHANGHAI_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - SHANGHAI_OFFSET_MS);
}

/**
 * SMS verification codes: six digits, hashed at rest, one live code per phone and purpose, expiring
 * after 5 minutes, single use. Sending is limited by a 60 s cooldown per phone and purpose and by daily
 * caps per phone, per member and per IP, so the SMS budget cannot be drained through one number, one
 * account or one client.
 */
export class PhoneCodeService {
  readonly #db: Kysely<Database>;
  readonly #sms: SmsSender;
  readonly #now: () => Date;
  readonly #limits: PhoneCodeLimits;

  constructor(
    db: Kysely<Database>,
    sms: SmsSender,
    now: () => Date = () => new Date(),
    limits: PhoneCodeLimits = DEFAULT_PHONE_CODE_LIMITS,
  ) {
    this.#db = db;
    this.#sms = sms;
    this.#now = now;
    this.#limits = limits;
  }

  async send(phone: string, purpose: PhoneCodePurpose, origin: PhoneCodeOrigin): Promise<void> {
    const now = this.#now();
    await this.#db.transaction().execute(async (trx) => {
      // One sender per phone at a time, so two requests cannot both pass the cooldown and the cap.
      await sql`select pg_advisory_xact_lock(hashtext(${`phone_code:${phone}`}))`.execute(trx);
      const last = await trx
        .selectFrom('phone_codes')
        .select('created_at')
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (last && now.getTime() - last.created_at.getTime() < PHONE_CODE_COOLDOWN_MS) {
        throw Errors.tooManyRequests();
      }
      await this.#checkDailyCaps(trx, phone, origin, now);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await trx
        .insertInto('phone_codes')
        .values({
          phone,
          purpose,
          code_hash: hashCode(phone, purpose, code),
          created_at: now,
          expires_at: new Date(now.getTime() + PHONE_CODE_TTL_MS),
          ip: origin.ip,
          member_id: origin.memberId ?? null,
        })
        .execute();
      await this.#sms.send(trx, phone, `【验证码】${code}，5分钟内有效，请勿泄露给他人。`);
    });
  }

  async #checkDailyCaps(trx: Db, phone: string, origin: PhoneCodeOrigin, now: Date): Promise<void> {
    const since = shanghaiDayStart(now);
    const today = trx.selectFrom('phone_codes').where('created_at', '>=', since);
    const count = async (query: typeof today) =>
      Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const { perPhone, perIp } = this.#limits;
    if ((await count(today.where('phone', '=', phone))) >= perPhone) throw Errors.smsDailyLimit();
    if (
      origin.memberId !== undefined &&
      (await count(today.where('member_id', '=', origin.memberId))) >= perPhone
    )
      throw Errors.smsDailyLimit();
    if ((await count(today.where('ip', '=', origin.ip))) >= perIp) throw Errors.smsDailyLimit();
  }

  /**
   * Checks a code against the newest live code for phone+purpose in a statement of its own, before the
   * caller's transaction: a wrong code counts against the code (the caller's rollback would undo a count
   * made inside it), and MAX_CODE_ATTEMPTS wrong ones burn it. The row lock of the update makes
   * concurrent guesses count one by one. `consume` then uses the code inside the transaction.
   */
  async check(phone: string, purpose: PhoneCodePurpose, code: string): Promise<void> {
    const now = this.#now();
    const hash = hashCode(phone, purpose, code);
    const r = await sql<{ ok: boolean }>`
      update phone_codes set attempts = attempts + (case when code_hash = ${hash} then 0 else 1 end)
      where id = (
        select id from phone_codes
        where phone = ${phone} and purpose = ${purpose} and used_at is null and expires_at > ${now}
        order by created_at desc limit 1
      ) and attempts < ${MAX_CODE_ATTEMPTS}
      returning code_hash = ${hash} as ok`.execute(this.#db);
    if (r.rows[0]?.ok !== true) throw Errors.phoneCodeInvalid();
  }

  /** Consumes the newest live code for phone+purpose inside the caller's transaction (after `check`). */
  async consume(trx: Db, phone: string, purpose: PhoneCodePurpose, code: string): Promise<void> {
    const now = this.#now();
    const live = await trx
      .selectFrom('phone_codes')
      .select(['id', 'code_hash'])
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', MAX_CODE_ATTEMPTS)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!live || live.code_hash !== hashCode(phone, purpose, code)) throw Errors.phoneCodeInvalid();
    await trx.updateTable('phone_codes').set({ used_at: now }).where('id', '=', live.id).execute();
  }
}
