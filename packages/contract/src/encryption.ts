/**
 * Response encryption (spec §7): AES-256-GCM, body = base64(iv[12] ‖ ciphertext ‖ tag[16]),
 * content-type text/plain and header `x-enc: 1`. Config, watch and health stay plain.
 */
export const ENCRYPTION = {
  algorithm: 'AES-GCM',
  ivBytes: 12,
  tagBytes: 16,
  header: 'x-enc',
} as const;

/** Development default for DATA_KEY (hex, 32 bytes). Production sets its own. */
export const DEV_DATA_KEY_HEX = '7169' + 'a5'.repeat(30);

/**
 * The `<meta name>` in the served index.html carrying the response key: the server writes its own
 * DATA_KEY there, so the client always decrypts with the key of the server that served it.
 */
export const DATA_KEY_META = 'qilin-data-key';

/** Paths whose responses are never encrypted. */
export const PLAIN_PATHS: readonly string[] = ['/config', '/api/health', '/api/ready', '/api/vod/watch'];
