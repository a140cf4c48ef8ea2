import { sha256Hex } from './crypto';

/**
 * The `x-api-xxx` device fingerprint: a hash of stable browser traits. It is an anti-abuse hint for the
 * server, not an identity, so it only needs to be stable across reloads of the same browser.
 */
/**
 * The IANA time zone. `Temporal.Now.timeZoneId()` answers at once where it exists; the Intl fallback is
 * the same value, but the first Intl.DateTimeFormat loads ICU data (~20 ms of main thread on a desktop
 * core, ~80 ms on a mid-range phone) inside the first request of the cold start.
 */
function timeZone(): string {
  const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
  const fromTemporal = temporal?.Now?.timeZoneId?.();
  return fromTemporal ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function traits(): string {
  if (typeof navigator === 'undefined') return 'no-navigator';
  const screenPart =
    typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  return [
    navigator.userAgent,
    navigator.language,
    (navigator.languages ?? []).join(','),
    navigator.hardwareConcurrency ?? '',
    timeZone(),
    screenPart,
  ].join('|');
}

let cached: Promise<string> | null = null;

export function deviceFingerprint(): Promise<string> {
  cached ??= sha256Hex(traits()).then((hex) => hex.slice(0, 32));
  return cached;
}
