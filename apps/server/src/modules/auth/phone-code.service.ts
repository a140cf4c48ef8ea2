import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db';
import { sha256Hex } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import type { SmsSender } from './sms-sender';

export const PHONE_CODE_TTL_MS = 5 * 60 * 1000;
/** Spec §9: SMS resend cooldown 60 s. */
export const PHONE_CODE_COOLDOWN_MS = 60 * 1000;
export const PHONE_CODE_PURPOSES = ['bind_phone', 'bind_real_name', 'forget_password'] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

const hashCode = (phone: string, purpose: string, code: string) => sha256Hex(`${phone}:${purpose}:${code}`);

/** SMS verification codes: six digits, hashed at rest, one live code per phone and purpose. */
export class PhoneCodeService {
  readonly #db: Kysely<Database>;
  readonly #sms: SmsSender;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, sms: SmsSender, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#sms = sms;
    this.#now = now;
  }

  async send(phone: string, purpose: PhoneCodePurpose): Promise<void> {
    const now = this.#now();
    await this.#db.transaction().execute(async (trx) => {
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
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await trx
        .insertInto('phone_codes')
        .values({
          phone,
          purpose,
          code_hash: hashCode(phone, purpose, code),
          created_at: now,
          expires_at: new Date(now.getTime() + PHONE_CODE_TTL_MS),
        })
        .execute();
      await this.#sms.send(trx, phone, `【验证码】${code}，5分钟内有效，请勿泄露给他人。`);
    });
  }

  /** Consumes the newest live code for phone+purpose inside the caller's transaction. */
  async consume(trx: Db, phone: string, purpose: PhoneCodePurpose, code: string): Promise<void> {
    const now = this.#now();
    const live = await trx
      .selectFrom('phone_codes')
      .select(['id', 'code_hash'])
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!live || live.code_hash !== hashCode(phone, purpose, code)) throw Errors.phoneCodeInvalid();
    await trx.updateTable('phone_codes').set({ used_at: now }).where('id', '=', live.id).execute();
  }
}
