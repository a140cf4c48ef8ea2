import type { LineConfig } from '@qilin/contract';
import { describe, expect, it, vi } from 'vitest';
import { bootstrapLines } from './bootstrap-lines';
import { type LineEnv, loadLines, normalizeLine } from './load-lines';

const ORIGIN = 'http://localhost:5173';

function config(api: string, status = 1): LineConfig {
  const platform = {
    download_url: '',
    plist_url: '',
    status,
    startTime: '2024-01-01 02:00',
    endTime: '2024-01-01 06:00',
  };
  return { api, origin: ORIGIN, android: platform, ios: platform };
}

/** A fake network: /config answers `cfg`; each line's health answers after `delays[line]` ms or fails. */
function fakeEnv(cfg: LineConfig | null, lines: Record<string, number | 'down'>): LineEnv {
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/config') {
      if (!cfg) throw new TypeError('offline');
      return new Response(JSON.stringify(cfg));
    }
    const delay = lines[url.origin];
    if (delay === undefined || delay === 'down') throw new TypeError(`${url.origin} unreachable`);
    await new Promise((r) => setTimeout(r, delay));
    return new Response('{"ok":true}');
  });
  return { fetch: fetchImpl as unknown as typeof fetch, origin: ORIGIN, healthTimeoutMs: 1000 };
}

describe('line loading (spec §4)', () => {
  it('tests every line at once and the first healthy one wins', async () => {
    const env = fakeEnv(config('http://a.test, http://b.test,http://c.test/'), {
      'http://a.test': 'down',
      'http://b.test': 30,
      'http://c.test': 5,
    });
    const outcome = await loadLines(env);
    expect(outcome).toMatchObject({ status: 'ok', mainLine: 'http://c.test' });
    expect(outcome.lines).toEqual(['http://c.test', 'http://a.test', 'http://b.test']);
    expect(env.fetch).toHaveBeenCalledTimes(4);
  });

  it('reports down when every line fails', async () => {
    const env = fakeEnv(config('http://a.test,http://b.test'), {
      'http://a.test': 'down',
      'http://b.test': 'down',
    });
    await expect(loadLines(env)).resolves.toMatchObject({
      status: 'down',
      lines: ['http://a.test', 'http://b.test'],
    });
  });

  it('falls back to the page origin when the list is empty', async () => {
    const env = fakeEnv(config(' , '), {});
    await expect(loadLines(env)).resolves.toMatchObject({ status: 'ok', mainLine: ORIGIN, lines: [ORIGIN] });
  });

  it('makes bare hosts absolute with the page protocol', () => {
    expect(normalizeLine('api.example.com/', ORIGIN)).toBe('http://api.example.com');
    expect(normalizeLine('https://x.test', ORIGIN)).toBe('https://x.test');
  });
});

describe('bootstrapLines', () => {
  function deps(env: LineEnv) {
    return {
      env,
      setLines: vi.fn(),
      setConfig: vi.fn(),
      showNetworkError: vi.fn(async () => {}),
      showMaintenance: vi.fn(),
    };
  }

  it('stores the winner and shows no popup when a line answers', async () => {
    const d = deps(fakeEnv(config('http://a.test'), { 'http://a.test': 1 }));
    await expect(bootstrapLines(d)).resolves.toBe('http://a.test');
    expect(d.setLines).toHaveBeenCalledWith('http://a.test', ['http://a.test']);
    expect(d.showNetworkError).not.toHaveBeenCalled();
    expect(d.showMaintenance).not.toHaveBeenCalled();
  });

  it('all lines down → network-error popup; its get-line button retries until one answers', async () => {
    const health: Record<string, number | 'down'> = { 'http://a.test': 'down' };
    const d = deps(fakeEnv(config('http://a.test'), health));
    d.showNetworkError.mockImplementation(async () => {
      health['http://a.test'] = 1; // the line comes back before the member taps retry
    });
    await expect(bootstrapLines(d)).resolves.toBe('http://a.test');
    expect(d.showNetworkError).toHaveBeenCalledTimes(1);
  });

  it('an unreachable /config also shows the network-error popup', async () => {
    let cfg: LineConfig | null = null;
    const env = fakeEnv(null, {});
    const d = deps({
      ...env,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        cfg ? new Response(JSON.stringify(cfg)) : env.fetch(input, init)) as typeof fetch,
    });
    d.showNetworkError.mockImplementation(async () => {
      cfg = config('');
    });
    await expect(bootstrapLines(d)).resolves.toBe(ORIGIN);
    expect(d.showNetworkError).toHaveBeenCalledTimes(1);
  });

  it('shows the maintenance popup with start and end time when android status is not 1', async () => {
    const d = deps(fakeEnv(config('http://a.test', 0), { 'http://a.test': 1 }));
    await bootstrapLines(d);
    expect(d.showMaintenance).toHaveBeenCalledWith('2024-01-01 02:00', '2024-01-01 06:00');
  });
});
