import { t } from '../i18n';
import { api } from './api-client';
import { showToast } from './toast';

type PublicKeyResult = { key: string; alg?: string };

let keyPromise: Promise<CryptoKey> | null = null;

/** A byte view, not its `.buffer`: a view is a BufferSource in every realm (jsdom's ArrayBuffer is not). */
function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** The server's public key, fetched once; a failed fetch is forgotten so the next submit asks again. */
function publicKey(): Promise<CryptoKey> {
  keyPromise ??= api
    .get<PublicKeyResult>('/api/auth/public_key', { silent: true })
    .then((r) =>
      crypto.subtle.importKey('spki', pemToDer(r.key), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
        'encrypt',
      ]),
    )
    .catch((error: unknown) => {
      keyPromise = null;
      throw error;
    });
  return keyPromise;
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** No key, no request: the password is never sent in the clear instead. */
export class PasswordKeyUnavailableError extends Error {
  constructor() {
    super('password public key unavailable');
    this.name = 'PasswordKeyUnavailableError';
  }
}

/**
 * `{ [name + '_enc']: base64(RSA-OAEP-SHA256(plain)) }`: spec §5 asks for passwords encrypted before
 * sending, and the server's security centre takes nothing else. When the key cannot be fetched this
 * toasts why and throws PasswordKeyUnavailableError, so the form's submit stops before any request.
 */
export async function passwordField<K extends string>(
  name: K,
  plain: string,
): Promise<Record<string, string>> {
  let key: CryptoKey;
  try {
    key = await publicKey();
  } catch {
    showToast(t('security.keyUnavailable'));
    throw new PasswordKeyUnavailableError();
  }
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return { [`${name}_enc`]: toBase64(cipher) };
}

/** Tests reset the cached key between servers. */
export function resetPublicKeyCache(): void {
  keyPromise = null;
}
