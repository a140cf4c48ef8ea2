import { passwordSchema } from '@qilin/contract';
import { Errors } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { PasswordCipher } from './password-cipher';
import { SecurityErrors } from './security.errors';

/**
 * A secret field as sent: `<field>_enc` (RSA-OAEP, base64) wins over the plain `<field>`.
 * Returns undefined when neither is present. The value is never logged or echoed.
 */
export function readSecret(
  cipher: PasswordCipher,
  body: Record<string, unknown>,
  field: string,
): string | undefined {
  const sealed = body[`${field}_enc`];
  if (typeof sealed === 'string' && sealed !== '') return cipher.decrypt(sealed);
  const plain = body[field];
  return typeof plain === 'string' && plain !== '' ? plain : undefined;
}

export function requireSecret(cipher: PasswordCipher, body: Record<string, unknown>, field: string): string {
  const value = readSecret(cipher, body, field);
  if (value === undefined) throw SecurityErrors.passwordRequired();
  return value;
}

/**
 * The security centre's secrets (member/security/*) are taken only sealed (`<field>_enc`): the web client
 * always encrypts them, so a plain one means a client that would put the password on the wire in the
 * clear — refused rather than used. Undefined when neither form is present.
 */
export function readSealedSecret(
  cipher: PasswordCipher,
  body: Record<string, unknown>,
  field: string,
): string | undefined {
  const plain = body[field];
  if (typeof plain === 'string' && plain !== '') throw SecurityErrors.passwordNotSealed();
  return readSecret(cipher, body, field);
}

export function requireSealedSecret(
  cipher: PasswordCipher,
  body: Record<string, unknown>,
  field: string,
): string {
  const value = readSealedSecret(cipher, body, field);
  if (value === undefined) throw SecurityErrors.passwordRequired();
  return value;
}

/** Checks the login password against the stored hash (argon2id). */
export async function checkLoginPassword(passwordHash: string, password: string): Promise<void> {
  if (!(await verifyPassword(passwordHash, password))) throw SecurityErrors.passwordWrong();
}

/** 20011 when no fund password is set, a refusal when it does not match. */
export async function checkFundPassword(fundHash: string | null, secpwd: string | undefined): Promise<void> {
  if (fundHash === null) throw SecurityErrors.fundPasswordNotSet();
  if (secpwd === undefined) throw SecurityErrors.passwordRequired();
  if (!(await verifyPassword(fundHash, secpwd))) throw SecurityErrors.fundPasswordWrong();
}

/** New login passwords follow the registration rule. */
export function hashNewLoginPassword(password: string): Promise<string> {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) throw Errors.invalidPayload(parsed.error.issues[0]?.message);
  return hashPassword(password);
}
