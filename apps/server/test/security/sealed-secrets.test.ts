import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { ErrorCode, ServerMessages } from '@qilin/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors';
import {
  PasswordCipher,
  readSealedSecret,
  requireSealedSecret,
  requireSealedValue,
} from '../../src/modules/security';

const cipher = await PasswordCipher.load({ dataDir: '', persist: false });
const seal = (secret: string, key: string = cipher.publicKeyPem) =>
  publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(secret),
  ).toString('base64');

function refusal(run: () => unknown): { status: number; code: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.statusCode, code: error.errorCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const notSealed = {
  status: 400,
  code: ErrorCode.PasswordUndecryptable,
  message: ServerMessages.passwordNotSealed,
};
const required = { status: 400, code: ErrorCode.InvalidPayload, message: ServerMessages.passwordRequired };

describe('sealed-only secrets', () => {
  it('reads `<field>_enc`, refuses a plain `<field>` even beside it, and treats empty as absent', () => {
    expect(readSealedSecret(cipher, { secpwd_enc: seal('135790') }, 'secpwd')).toBe('135790');
    expect(readSealedSecret(cipher, {}, 'secpwd')).toBeUndefined();
    expect(readSealedSecret(cipher, { secpwd: '', secpwd_enc: '' }, 'secpwd')).toBeUndefined();
    expect(refusal(() => readSealedSecret(cipher, { secpwd: '135790' }, 'secpwd'))).toEqual(notSealed);
    expect(
      refusal(() => readSealedSecret(cipher, { secpwd: '135790', secpwd_enc: seal('135790') }, 'secpwd')),
    ).toEqual(notSealed);
    expect(refusal(() => requireSealedSecret(cipher, {}, 'password'))).toEqual(required);
  });

  it('a legacy value must itself be this key’s ciphertext: plain is refused, a foreign one does not decrypt', () => {
    expect(requireSealedValue(cipher, seal('demo123456'))).toBe('demo123456');
    expect(refusal(() => requireSealedValue(cipher, ''))).toEqual(required);
    for (const plain of ['demo123456', '135790', 'A'.repeat(343), `${'A'.repeat(343)}!`]) {
      expect(
        refusal(() => requireSealedValue(cipher, plain)),
        plain,
      ).toEqual(notSealed);
    }
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      format: 'pem',
      type: 'spki',
    });
    expect(refusal(() => requireSealedValue(cipher, seal('demo123456', other.toString())))).toEqual({
      status: 400,
      code: ErrorCode.PasswordUndecryptable,
      message: ServerMessages.passwordUndecryptable,
    });
  });

  it('knows the ciphertext shape from the key size, not a fixed length', () => {
    const big = new PasswordCipher(generateKeyPairSync('rsa', { modulusLength: 3072 }).privateKey);
    const sealedBig = seal('135790', big.publicKeyPem);
    expect(sealedBig).toHaveLength(512);
    expect(big.looksSealed(sealedBig)).toBe(true);
    expect(cipher.looksSealed(sealedBig)).toBe(false);
    expect(requireSealedValue(big, sealedBig)).toBe('135790');
    expect(refusal(() => requireSealedValue(cipher, sealedBig))).toEqual(notSealed);
  });
});
