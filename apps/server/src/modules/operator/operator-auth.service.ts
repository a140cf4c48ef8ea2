import {
  type OperatorLoginBody,
  type OperatorRole,
  type OperatorSessionView,
  ROLE_PERMISSIONS,
  type TotpConfirmView,
  type TotpSetupView,
} from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { decryptText, encryptText } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import type { AdminAudit } from './admin-audit.service';
import { type AuditActor, appendAudit, appendAuditAlone } from './audit-log.repository';
import { OperatorErrors } from './operator.errors';
import { type OperatorRow, presentOperator, operatorRepository as repo } from './operator.repository';
import type { OperatorSessionService } from './operator-session.service';
import {
  matchTotpStep,
  newRecoveryCode,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  totpUri,
} from './totp.adapter';

/** Where a request came from, for the audit log. */
export type RequestOrigin = { ip: string; requestId: string };

export type LockoutPolicy = { maxFailures: number; lockMs: number };

export function operatorActor(row: Pick<OperatorRow, 'id' | 'username'>): AuditActor {
  return { kind: 'operator', operatorId: row.id, name: row.username };
}

/**
 * Operator sign-in: password (argon2id), then the TOTP code or a recovery code when TOTP is on.
 * Wrong passwords and codes count towards a lockout; every attempt, good or bad, is in the audit log
 * (a success in the same transaction as its session).
 */
export class OperatorAuthService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: OperatorSessionService,
    private readonly sealKey: Buffer,
    private readonly lockout: LockoutPolicy,
    private readonly now: () => Date,
  ) {}

  async login(body: OperatorLoginBody, origin: RequestOrigin): Promise<OperatorSessionView> {
    const at = this.now();
    const row = await repo.byUsername(this.db, body.username);
    if (!row) {
      await burnPasswordCheck(body.password);
      await this.#failure(null, body.username, 'unknown_user', origin);
      throw Errors.badCredentials();
    }
    if (row.locked_until && row.locked_until > at) {
      await this.#failure(row, row.username, 'locked', origin);
      throw OperatorErrors.locked();
    }
    if (!(await verifyPassword(row.password_hash, body.password))) {
      await this.#failure(row, row.username, 'password', origin);
      throw Errors.badCredentials();
    }
    let totpStep = row.totp_last_step;
    if (row.totp_enabled) {
      if (!body.otp && !body.recovery_code) throw OperatorErrors.otpRequired();
      if (body.otp) {
        const step = matchTotpStep(this.#secretOf(row), row.username, body.otp, at);
        if (step === null || step <= row.totp_last_step) {
          await this.#failure(row, row.username, 'otp', origin);
          throw OperatorErrors.otpInvalid();
        }
        totpStep = step;
      } else if (
        !(await repo.useRecoveryCode(this.db, row.id, recoveryCodeHash(body.recovery_code ?? ''), at))
      ) {
        await this.#failure(row, row.username, 'recovery_code', origin);
        throw OperatorErrors.otpInvalid();
      }
    }
    return this.db.transaction().execute(async (trx) => {
      // Two sign-ins racing with one code: the row lock lets only the first take its step.
      const locked = await repo.lock(trx, row.id);
      if (body.otp && row.totp_enabled && (locked?.totp_last_step ?? 0) >= totpStep)
        throw OperatorErrors.otpInvalid();
      const fresh = await repo.update(trx, row.id, {
        failed_logins: 0,
        locked_until: null,
        totp_last_step: totpStep,
      });
      const session = await this.sessions.create(trx, row.id, row.totp_enabled, origin.ip);
      await appendAudit(
        trx,
        {
          actor: operatorActor(row),
          action: 'operator.login',
          target: `operator:${row.id}`,
          ...origin,
          after: {
            mfa: row.totp_enabled,
            by: body.otp ? 'otp' : body.recovery_code ? 'recovery_code' : 'password',
          },
        },
        at,
      );
      return {
        token: session.token,
        operator: presentOperator(fresh),
        mfa: row.totp_enabled,
        expires_at: session.expiresAt.toISOString(),
        permissions: [...ROLE_PERMISSIONS[fresh.role as OperatorRole]],
      };
    });
  }

  async logout(operator: OperatorRow, tokenHash: string, origin: RequestOrigin) {
    await this.db.transaction().execute(async (trx) => {
      await this.sessions.revoke(trx, tokenHash);
      await appendAudit(
        trx,
        { actor: operatorActor(operator), action: 'operator.logout', ...origin },
        this.now(),
      );
    });
  }

  /** A new secret, kept sealed and unconfirmed until a code from it comes back (confirmTotp). */
  async setupTotp(operator: OperatorRow, audit: AdminAudit): Promise<TotpSetupView> {
    if (operator.totp_enabled) throw OperatorErrors.totpAlreadyOn();
    const secret = newTotpSecret();
    await this.db.transaction().execute(async (trx) => {
      await repo.update(trx, operator.id, { totp_secret_enc: encryptText(this.sealKey, secret) });
      await audit.record(trx, {
        action: 'operator.totp-setup',
        target: `operator:${operator.id}`,
        before: { totp_enabled: false },
        after: { totp_enabled: false, secret_pending: true },
      });
    });
    return { secret, otpauth_uri: totpUri(secret, operator.username) };
  }

  /** Turns TOTP on with a first good code, marks this session as second-factor, hands out recovery codes. */
  async confirmTotp(
    operatorId: number,
    tokenHash: string,
    otp: string,
    origin: RequestOrigin,
  ): Promise<TotpConfirmView> {
    const at = this.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await repo.lock(trx, operatorId);
      if (!row) throw OperatorErrors.operatorNotFound();
      if (row.totp_enabled || !row.totp_secret_enc) throw OperatorErrors.totpAlreadyOn();
      const step = matchTotpStep(this.#secretOf(row), row.username, otp, at);
      if (step === null) throw OperatorErrors.otpInvalid();
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await repo.update(trx, row.id, { totp_enabled: true, totp_last_step: step });
      await repo.replaceRecoveryCodes(trx, row.id, codes.map(recoveryCodeHash));
      await this.sessions.markMfa(trx, tokenHash);
      await appendAudit(
        trx,
        {
          actor: operatorActor(row),
          action: 'operator.totp_enabled',
          target: `operator:${row.id}`,
          ...origin,
        },
        at,
      );
      return { recovery_codes: codes };
    });
  }

  #secretOf(row: OperatorRow): string {
    return decryptText(this.sealKey, row.totp_secret_enc ?? '');
  }

  /** Counts a failure (locking the account at the limit) and records it, committed before the refusal. */
  async #failure(row: OperatorRow | null, username: string, why: string, origin: RequestOrigin) {
    const at = this.now();
    if (!row) {
      const actor: AuditActor = { kind: 'anonymous', operatorId: null, name: username };
      await appendAuditAlone(
        this.db,
        { actor, action: 'operator.login_failed', ...origin, after: { why } },
        at,
      );
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      const current = await repo.lock(trx, row.id);
      const failures = (current?.failed_logins ?? 0) + (why === 'locked' ? 0 : 1);
      const lock = failures >= this.lockout.maxFailures;
      await repo.update(trx, row.id, {
        failed_logins: lock ? 0 : failures,
        ...(lock && { locked_until: new Date(at.getTime() + this.lockout.lockMs) }),
      });
      await appendAudit(
        trx,
        {
          actor: operatorActor(row),
          action: 'operator.login_failed',
          target: `operator:${row.id}`,
          ...origin,
          after: { why, failures, locked: lock },
        },
        at,
      );
    });
  }
}
