import { constants, publicEncrypt } from 'node:crypto';
import type { TestApp } from './build-test-app';
import { asRecord } from './factories';

/**
 * Seals secrets the way the web client does (RSA-OAEP-SHA256 with the server's GET /api/auth/public_key):
 * the security centre takes only `<field>_enc`.
 */
export async function sealerFor(t: TestApp): Promise<(secret: string) => string> {
  const res = await t.call('/api/auth/public_key');
  const key = asRecord(asRecord(res.body).result).key as string;
  return (secret) => sealWith(key, secret);
}

/** The same sealing with a public key (PEM) already in hand, e.g. from a server running in another process. */
export function sealWith(publicKeyPem: string, secret: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(secret),
  ).toString('base64');
}
