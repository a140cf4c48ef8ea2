import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFingerprint, traits } from './fingerprint';

describe('device fingerprint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('includes the time zone Intl reports when Temporal is absent', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(traits().split('|')).toContain(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('takes the time zone from Temporal.Now where it exists, without asking Intl', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Shanghai' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(traits().split('|')).toContain('Asia/Shanghai');
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it('is 32 hex characters and the same on every call', async () => {
    const first = await deviceFingerprint();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await deviceFingerprint()).toBe(first);
  });
});
