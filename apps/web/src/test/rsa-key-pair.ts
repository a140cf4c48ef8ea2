/**
 * A real RSA-OAEP-256 key pair for tests of sealed password fields: `pem` is what the mocked
 * GET /api/auth/public_key serves, `open` is the server side that reads a sealed field back.
 */
export async function rsaKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
  const open = async (sealed: string) =>
    new TextDecoder().decode(
      await crypto.subtle.decrypt(
        { name: 'RSA-OAEP' },
        pair.privateKey,
        Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0)),
      ),
    );
  return { pem, open };
}
