import { type Credentials, ErrorCode, type LoginResult } from '@qilin/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import { appError, Errors } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { memberAccounts, presentMember } from '../member';
import type { CaptchaService } from './captcha.service';
import type { PhoneCodeOrigin, PhoneCodeService } from './phone-code.service';
import type { DeviceInfo, SessionService } from './session.service';

export type AuthSettings = { captcha: '0' | '1'; registrable: '0' | '1' };

/** Records a registration's 18+ declaration in the registration's transaction. */
export type AdultDeclared = (trx: Transaction<Database>, memberId: number) => Promise<void>;

/** Told of every new member in the registration's transaction, with the invite code they came with. */
export type MemberRegistered = (
  trx: Transaction<Database>,
  memberId: number,
  inviteCode: string | undefined,
) => Promise<void>;

/** The declaration on the wire: true / '1' / 1 made; anything else (false, '0', 0, absent) is not. */
const declared = (adult: Credentials['adult']): boolean => adult === true || adult === '1' || adult === 1;

/** Register, login, logout and password reset. Owns the transactions; routes stay thin. */
export class AuthService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionService,
    private readonly captchas: CaptchaService,
    private readonly phoneCodes: PhoneCodeService,
    private readonly settings: AuthSettings,
    private readonly onAdultDeclared?: AdultDeclared,
    private readonly onRegistered?: MemberRegistered,
  ) {}

  async register(input: Credentials, device: DeviceInfo): Promise<LoginResult> {
    if (this.settings.registrable !== '1') throw Errors.registrationClosed();
    // 理性投注: nobody registers without declaring they are 18 or older (the form's checkbox).
    if (!declared(input.adult)) throw appError(ErrorCode.AdultDeclarationRequired);
    await this.checkCaptcha(input);
    // Hash outside the transaction: argon2 takes tens of milliseconds and holds no lock.
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction().execute(async (trx) => {
      const row = await memberAccounts.insert(trx, {
        username: input.username,
        passwordHash,
        nickname: input.username,
      });
      if (!row) throw Errors.usernameTaken();
      await this.onAdultDeclared?.(trx, row.id);
      await this.onRegistered?.(trx, row.id, input.invite_code);
      const token = await this.sessions.login(trx, row.id, device);
      return { token, member: presentMember(row), expires_in: this.sessions.ttlSeconds };
    });
  }

  async login(input: Credentials, device: DeviceInfo): Promise<LoginResult> {
    await this.checkCaptcha(input);
    const row = await memberAccounts.findByUsername(this.db, input.username);
    // A 试玩 trial member has no password and is never logged into.
    if (!row || row.is_trial) {
      await burnPasswordCheck(input.password);
      throw Errors.badCredentials();
    }
    if (!(await verifyPassword(row.password_hash, input.password)) || row.status !== 1) {
      throw Errors.badCredentials();
    }
    // The right password of a frozen member: 20045, so the client shows /403 rather than a wrong password.
    if ((await this.sessions.freezeState(row.id)).frozen) throw Errors.forbidden();
    const token = await this.db.transaction().execute((trx) => this.sessions.login(trx, row.id, device));
    return { token, member: presentMember(row), expires_in: this.sessions.ttlSeconds };
  }

  logout(token: string | undefined): Promise<void> {
    return token ? this.sessions.revoke(token) : Promise.resolve();
  }

  /** Resets the password of the member bound to `phone` and signs every device out. */
  async forgetPassword(input: {
    phone: string;
    code: string;
    password: string;
    username?: string | undefined;
  }) {
    const member = await memberAccounts.findByPhone(this.db, input.phone);
    if (!member || (input.username && member.username.toLowerCase() !== input.username.toLowerCase())) {
      throw Errors.phoneNotRegistered();
    }
    await this.phoneCodes.check(input.phone, 'forget_password', input.code);
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction().execute(async (trx) => {
      await this.phoneCodes.consume(trx, input.phone, 'forget_password', input.code);
      await memberAccounts.updatePassword(trx, member.id, passwordHash);
      await this.sessions.revokeAll(trx, member.id);
    });
  }

  async sendForgetPasswordCode(
    input: { phone: string; code?: string | undefined; code_id?: string | undefined },
    origin: PhoneCodeOrigin,
  ) {
    await this.checkCaptcha(input);
    // Answer the same whether or not the phone is registered, so the endpoint cannot enumerate phones.
    const member = await memberAccounts.findByPhone(this.db, input.phone);
    if (member) await this.phoneCodes.send(input.phone, 'forget_password', origin);
  }

  /**
   * The bind-phone and real-name SMS step always puts a picture captcha in front of the member (spec §4
   * "a picture-captcha popup"), so its answer is always checked, whatever the captcha flag says.
   */
  async requireCaptcha(input: { code?: string | undefined; code_id?: string | undefined }): Promise<void> {
    await this.captchas.verify(input.code_id, input.code);
  }

  /** With the captcha flag on, every login/register/forget-password request must solve a fresh picture captcha. */
  async checkCaptcha(input: { code?: string | undefined; code_id?: string | undefined }): Promise<void> {
    if (this.settings.captcha !== '1') return;
    await this.captchas.verify(input.code_id, input.code);
  }
}
