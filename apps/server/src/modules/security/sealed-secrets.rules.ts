import { passwordSchema } from '@qilin/contract';
import { Errors } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { PasswordCipher } from './password-cipher.service';
import { SecurityErrors } from './security.errors';

/**
 * Secrets are taken only sealed (`<field>_enc`, RSA-OAEP base64): the web client always encrypts them,
 * so a plain `<field>` means a client that would put the password on the wire in the clear — refused
 * rather than used, even beside a sealed one. Undefined when neither form is present; the value is never
 * logged or echoed.
 */
export function readSealedSecret(
  cipher: PasswordCipher,
  body: Record<string, unknown>,
  field: string,
): string | undefined {
  const plain = body[field];
  if (typeof plain === 'string' && plain !== '') throw SecurityErrors.passwordNotSealed();
  const sealed = body[`${field}_enc`];
  return typeof sealed === 'string' && sealed !== '' ? cipher.decrypt(sealed) : undefined;
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

/**
 * A legacy /sbin parameter with no `_enc` twin (transfer_back_all `password`) must itself hold the sealed
 * form; anything not shaped like this key's ciphertext is a plain secret and is refused like one.
 */
export function requireSealedValue(cipher: PasswordCipher, value: string): string {
  if (value === '') throw SecurityErrors.passwordRequired();
  if (!cipher.looksSealed(value)) throw SecurityErrors.passwordNotSealed();
  return cipher.decrypt(value);
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
