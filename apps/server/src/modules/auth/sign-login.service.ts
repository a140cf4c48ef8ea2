import type { LoginResult, SignLoginBody } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { hmacHex, randomToken, safeEqual, sha256Hex } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { memberAccounts, presentMember } from '../member';
import type { DeviceInfo, SessionService } from './session.service';
import { signLoginRepository } from './sign-login.repository';

/** A signed hand-off is accepted within this many seconds of its timestamp, either way. */
export const SIGN_LOGIN_WINDOW_S = 300;

/** The text a partner signs: `${username}|${timestamp}` (HMAC-SHA256, hex). */
export function signLoginPayload(username: string, timestamp: number): string {
  return `${username}|${timestamp}`;
}

/**
 * sign_login / sign_login_c: a partner holding SIGN_LOGIN_SECRET hands a member over without a
 * password. Each signature is good once (its hash is stored in the login's transaction); sign_login_c
 * also creates a member whose username is new, with a random password (they reset it by phone later).
 */
export class SignLoginService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionService,
    private readonly settings: { secret: string; registrable: '0' | '1' },
    private readonly now: () => Date,
  ) {}

  async login(body: SignLoginBody, device: DeviceInfo, opts: { create: boolean }): Promise<LoginResult> {
    const { secret } = this.settings;
    if (secret === '') throw Errors.jobUnavailable();
    const now = this.now();
    if (Math.abs(now.getTime() / 1000 - body.timestamp) > SIGN_LOGIN_WINDOW_S) throw Errors.staleTimestamp();
    const expected = hmacHex(Buffer.from(secret, 'utf8'), signLoginPayload(body.username, body.timestamp));
    if (!safeEqual(expected, body.sign.toLowerCase())) throw Errors.badSignature();

    let row = await memberAccounts.findByUsername(this.db, body.username);
    if (!row && opts.create) {
      if (this.settings.registrable !== '1') throw Errors.registrationClosed();
      const passwordHash = await hashPassword(randomToken(24));
      row = await memberAccounts.insert(this.db, {
        username: body.username,
        passwordHash,
        nickname: body.username,
      });
      // Created by a concurrent hand-off of the same username: log in to that one.
      row ??= await memberAccounts.findByUsername(this.db, body.username);
    }
    if (row?.status !== 1) throw Errors.badCredentials();
    if ((await this.sessions.freezeState(row.id)).frozen) throw Errors.forbidden();
    const member = row;
    const token = await this.db.transaction().execute(async (trx) => {
      if (!(await signLoginRepository.use(trx, sha256Hex(expected), now))) throw Errors.badSignature();
      // Signatures older than the window can never be accepted again: their hashes may go.
      const horizon = new Date(now.getTime() - 2 * SIGN_LOGIN_WINDOW_S * 1000);
      await signLoginRepository.forgetBefore(trx, horizon);
      return this.sessions.login(trx, member.id, device);
    });
    return { token, member: presentMember(member), expires_in: this.sessions.ttlSeconds };
  }
}
