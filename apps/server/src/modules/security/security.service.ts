import { fundPasswordSchema } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db';
import { Errors } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { PhoneCodeService, SessionService } from '../auth';
import { memberBindings as bindings, lockMember, type MemberRow, memberAccounts } from '../member';
import type { ProtectionService } from '../protection';
import { checkLoginPassword, hashNewLoginPassword } from './sealed-secrets.rules';
import { SecurityErrors } from './security.errors';

/** Holder names of the member's withdrawal accounts (the withdraw module's), read in the caller's transaction. */
export type HolderNames = (db: Db, memberId: number) => Promise<string[]>;

/**
 * Phone, real name, fund password and login password. Slow argon2 checks run before the
 * transaction; inside it the member row is locked so two bindings of one member cannot interleave,
 * and an SMS code is consumed only when the binding commits.
 */
export class SecurityService {
  readonly #identity: Pick<ProtectionService, 'checkIdentity'> | undefined;
  readonly #db: Kysely<Database>;
  readonly #phoneCodes: PhoneCodeService;
  readonly #sessions: SessionService;
  readonly #holderNames: HolderNames;

  constructor(
    db: Kysely<Database>,
    phoneCodes: PhoneCodeService,
    sessions: SessionService,
    holderNames: HolderNames = async () => [],
    /** Player protection's age check of the ID number (absent in unit tests). */
    identity?: Pick<ProtectionService, 'checkIdentity'>,
  ) {
    this.#identity = identity;
    this.#db = db;
    this.#phoneCodes = phoneCodes;
    this.#sessions = sessions;
    this.#holderNames = holderNames;
  }

  async #member(memberId: number): Promise<MemberRow> {
    const row = await memberAccounts.findById(this.#db, memberId);
    if (row?.status !== 1) throw Errors.sessionExpired();
    return row;
  }

  async bindPhone(memberId: number, input: { phone: string; code: string; password: string }) {
    const current = await this.#member(memberId);
    await checkLoginPassword(current.password_hash, input.password);
    // The refusals that need no code come first (and again under the lock below); then the code is
    // checked, a wrong one counted, before the transaction.
    if (current.phone !== '') throw SecurityErrors.phoneAlreadyBound();
    if (await bindings.phoneTakenByOther(this.#db, input.phone, memberId)) throw SecurityErrors.phoneTaken();
    await this.#phoneCodes.check(input.phone, 'bind_phone', input.code);
    await this.#db.transaction().execute(async (trx) => {
      const member = await lockMember(trx, memberId);
      if (!member) throw Errors.sessionExpired();
      if (member.phone !== '') throw SecurityErrors.phoneAlreadyBound();
      if (await bindings.phoneTakenByOther(trx, input.phone, memberId)) throw SecurityErrors.phoneTaken();
      await this.#phoneCodes.consume(trx, input.phone, 'bind_phone', input.code);
      await bindings.setPhone(trx, memberId, input.phone);
    });
  }

  /**
   * Binds the withdrawal name once. A member without a phone must bind one in the same step
   * (20049 asks the client for phone and SMS code); the name must equal the holder name of every
   * withdrawal account already on file.
   */
  async bindName(
    memberId: number,
    input: {
      realName: string;
      idNumber?: string | undefined;
      phone?: string | undefined;
      code?: string | undefined;
      password: string;
    },
  ) {
    const current = await this.#member(memberId);
    await checkLoginPassword(current.password_hash, input.password);
    if (current.real_name !== '') throw SecurityErrors.realNameImmutable();
    // The code is checked (and a wrong one counted) against the phone it was sent to, before the transaction.
    const codePhone = current.phone === '' ? input.phone : current.phone;
    if (codePhone && input.code) await this.#phoneCodes.check(codePhone, 'bind_real_name', input.code);
    await this.#db.transaction().execute(async (trx) => {
      const member = await lockMember(trx, memberId);
      if (!member) throw Errors.sessionExpired();
      if (member.real_name !== '') throw SecurityErrors.realNameImmutable();
      if (member.phone === '') {
        if (!input.phone || !input.code) throw SecurityErrors.realNameNeedsPhone();
        if (await bindings.phoneTakenByOther(trx, input.phone, memberId)) throw SecurityErrors.phoneTaken();
        await this.#phoneCodes.consume(trx, input.phone, 'bind_real_name', input.code);
        await bindings.setPhone(trx, memberId, input.phone);
      } else if (input.code) {
        await this.#phoneCodes.consume(trx, member.phone, 'bind_real_name', input.code);
      }
      const holders = await this.#holderNames(trx, memberId);
      if (holders.some((h) => h !== input.realName)) throw SecurityErrors.realNameMismatch();
      // The ID number's birth date: a minor is refused and nothing of the binding is written.
      if (input.idNumber !== undefined) await this.#identity?.checkIdentity(trx, memberId, input.idNumber);
      await bindings.setRealName(trx, memberId, input.realName);
    });
  }

  /** Set (login password proves identity) or change (the old fund password proves it). */
  async bindFundPassword(
    memberId: number,
    input: { secpwd: string; oldSecpwd?: string | undefined; password?: string | undefined },
  ) {
    const parsed = fundPasswordSchema.safeParse(input.secpwd);
    if (!parsed.success) throw Errors.invalidPayload(parsed.error.issues[0]?.message);
    const member = await this.#member(memberId);
    if (member.fund_password_hash !== null) {
      if (!input.oldSecpwd) throw SecurityErrors.passwordRequired();
      if (!(await verifyPassword(member.fund_password_hash, input.oldSecpwd))) {
        throw SecurityErrors.fundPasswordWrong();
      }
    } else {
      if (!input.password) throw SecurityErrors.passwordRequired();
      await checkLoginPassword(member.password_hash, input.password);
    }
    const hash = await hashPassword(input.secpwd);
    await this.#db.transaction().execute(async (trx) => {
      const locked = await lockMember(trx, memberId);
      // A concurrent change landed between the check and the lock: make the caller retry.
      if (locked?.fund_password_hash !== member.fund_password_hash) throw SecurityErrors.fundPasswordWrong();
      await bindings.setFundPassword(trx, memberId, hash);
    });
  }

  /**
   * Changes the login password and, in the same transaction, signs out every other session of the
   * member: whoever knew the old password must not stay signed in elsewhere. The caller's own session
   * (`keepToken`) stays valid.
   */
  async resetPassword(
    memberId: number,
    input: { oldPassword: string; newPassword: string; keepToken: string },
  ) {
    const member = await this.#member(memberId);
    await checkLoginPassword(member.password_hash, input.oldPassword);
    const hash = await hashNewLoginPassword(input.newPassword);
    await this.#db.transaction().execute(async (trx) => {
      await bindings.setLoginPassword(trx, memberId, hash);
      await this.#sessions.revokeOthers(trx, memberId, input.keepToken);
    });
  }
}
