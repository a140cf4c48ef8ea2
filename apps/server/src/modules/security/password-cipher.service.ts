import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ErrorCode } from '@qilin/contract';
import { appError } from '../../lib/errors';

const generate = promisify(generateKeyPair);
const KEY_FILE = 'password-rsa.pem';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const passwordUndecryptable = () => appError(ErrorCode.PasswordUndecryptable);

/**
 * The server's RSA-OAEP-SHA256 key pair for passwords the client encrypts before sending
 * (`*_enc` fields). The private key never leaves the process; decrypted secrets are returned to the
 * caller only and are never logged.
 */
export class PasswordCipher {
  readonly #privateKey: KeyObject;
  /** base64 length of one ciphertext block of this key (344 for RSA-2048). */
  readonly #sealedLength: number;
  readonly publicKeyPem: string;
  readonly publicKeySpki: string;

  constructor(privateKey: KeyObject) {
    this.#privateKey = privateKey;
    const modulusBytes = (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
    this.#sealedLength = 4 * Math.ceil(modulusBytes / 3);
    const pub = publicOf(privateKey);
    this.publicKeyPem = pub.pem;
    this.publicKeySpki = pub.spki;
  }

  /** base64(RSA-OAEP-SHA256(utf8 secret)) → secret; a bad ciphertext is a 400, never a 500. */
  decrypt(sealed: string): string {
    try {
      const plain = privateDecrypt(
        { key: this.#privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(sealed, 'base64'),
      );
      return plain.toString('utf8');
    } catch {
      throw passwordUndecryptable();
    }
  }

  /** Whether a value has the shape of this key's ciphertext; says nothing about whether it decrypts. */
  looksSealed(value: string): boolean {
    return value.length === this.#sealedLength && BASE64.test(value);
  }

  /**
   * Tests and throwaway processes get a fresh key (cached per process: RSA generation is slow);
   * a real server keeps its key under DATA_DIR so encrypted forms survive a restart.
   */
  static async load(opts: { dataDir: string; persist: boolean }): Promise<PasswordCipher> {
    if (!opts.persist) {
      ephemeral ??= fresh().then((pem) => new PasswordCipher(createPrivateKey(pem)));
      return ephemeral;
    }
    const dir = join(opts.dataDir, 'keys');
    const file = join(dir, KEY_FILE);
    const existing = await readFile(file, 'utf8').catch(() => null);
    if (existing) return new PasswordCipher(createPrivateKey(existing));
    const pem = await fresh();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(file, pem, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    // Another process may have won the race to create it: read back whichever key landed.
    return new PasswordCipher(createPrivateKey(await readFile(file, 'utf8')));
  }
}

let ephemeral: Promise<PasswordCipher> | undefined;

async function fresh(): Promise<string> {
  const { privateKey } = await generate('rsa', { modulusLength: 2048 });
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

function publicOf(privateKey: KeyObject): { pem: string; spki: string } {
  const pub = createPublicKey(privateKey);
  return {
    pem: pub.export({ format: 'pem', type: 'spki' }).toString(),
    spki: pub.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}
