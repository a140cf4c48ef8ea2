import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { sha256Hex } from '../../lib/crypto';

const PERIOD_SEC = 30;
const ISSUER = 'Qilin';

function totpFor(secretBase32: string, username: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SEC,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}

/**
 * The time step a code matches (one step of clock drift either way), or null. The caller refuses a
 * step at or before the last one accepted, so a code is good once.
 */
export function matchTotpStep(secretBase32: string, username: string, code: string, at: Date): number | null {
  const delta = totpFor(secretBase32, username).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_SEC) + delta;
}

/** The code an authenticator shows at `at` (tests and the CLI's enrolment helper). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpFor(secretBase32, 'x').generate({ timestamp: at.getTime() });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** A one-time recovery code: 16 characters (~79 bits), shown as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** Stored form of a recovery code: random and long, so a plain sha256 suffices (no dictionary to try). */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(
    code
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, ''),
  );
}
