import { sha256Hex } from './crypto';

/**
 * The `x-api-xxx` device fingerprint: a hash of stable browser traits. It is an anti-abuse hint for the
 * server, not an identity, so it only needs to be stable across reloads of the same browser.
 */
function traits(): string {
  if (typeof navigator === 'undefined') return 'no-navigator';
  const screenPart =
    typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  return [
    navigator.userAgent,
    navigator.language,
    (navigator.languages ?? []).join(','),
    navigator.hardwareConcurrency ?? '',
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    screenPart,
  ].join('|');
}

let cached: Promise<string> | null = null;

export function deviceFingerprint(): Promise<string> {
  cached ??= sha256Hex(traits()).then((hex) => hex.slice(0, 32));
  return cached;
}
