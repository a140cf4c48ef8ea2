import { api } from './api-client';

type PublicKeyResult = { key: string; alg?: string };

let keyPromise: Promise<CryptoKey | null> | null = null;

/** A byte view, not its `.buffer`: a view is a BufferSource in every realm (jsdom's ArrayBuffer is not). */
function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * The server's public key, fetched once. A server without GET /api/auth/public_key answers 404:
 * then passwords go plain over the channel (which is TLS in production), so the call is silent.
 */
function publicKey(): Promise<CryptoKey | null> {
  keyPromise ??= api
    .get<PublicKeyResult>('/api/auth/public_key', { silent: true })
    .then((r) =>
      crypto.subtle.importKey('spki', pemToDer(r.key), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
        'encrypt',
      ]),
    )
    .catch(() => {
      keyPromise = null;
      return null;
    });
  return keyPromise;
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * `{ [name]: plain }` or `{ [name + '_enc']: base64(RSA-OAEP-SHA256(plain)) }`: spec §5 asks for
 * passwords encrypted before sending wherever the server can decrypt them.
 */
export async function passwordField<K extends string>(
  name: K,
  plain: string,
): Promise<Record<string, string>> {
  const key = await publicKey();
  if (!key) return { [name]: plain };
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return { [`${name}_enc`]: toBase64(cipher) };
}

/** Tests reset the cached key between servers. */
export function resetPublicKeyCache(): void {
  keyPromise = null;
}
