import type { LineConfig } from '@qilin/contract';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../lib/session';
import { demoMember, json, mockFetch, resetSession } from '../test/utils';
import { runBackground } from './background';

/** Records every socket the page opens; none of them ever connects. */
class RecordingWebSocket {
  static opened: string[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    RecordingWebSocket.opened.push(url);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}

function lineConfig(api: string): LineConfig {
  const platform = { download_url: '', plist_url: '', status: 1, startTime: '', endTime: '' };
  return { api, origin: window.location.origin, android: platform, ios: platform };
}

/** /config lists `api`; every line's health check answers OK, after `healthMs`. */
function lineServer(api: string, healthMs = 0) {
  return mockFetch({
    '/config': () => json(lineConfig(api)),
    '/api/health': async () => {
      await new Promise((r) => setTimeout(r, healthMs));
      return json({ success: true, result: { status: 'ok' } });
    },
  });
}

describe('start-up: lines, then the socket on the chosen line', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    RecordingWebSocket.opened = [];
    vi.stubGlobal('WebSocket', RecordingWebSocket);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('first visit: one socket, to the line chosen, never to the page origin', async () => {
    resetSession();
    lineServer('http://line.test', 20);
    stop = runBackground(new QueryClient());
    await waitFor(() => expect(useSessionStore.getState().mainLine).toBe('http://line.test'));
    await waitFor(() => expect(RecordingWebSocket.opened.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(RecordingWebSocket.opened).toEqual(['ws://line.test/ws/ws']);
  });

  it('a stored line that the line check replaces is not connected to first', async () => {
    resetSession({ mainLine: 'http://old.test', mainLineList: ['http://old.test'] });
    lineServer('https://new.test', 20);
    stop = runBackground(new QueryClient());
    await waitFor(() => expect(useSessionStore.getState().mainLine).toBe('https://new.test'));
    await waitFor(() => expect(RecordingWebSocket.opened.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(RecordingWebSocket.opened).toEqual(['wss://new.test/ws/ws']);
  });

  it('stopped before the lines are in: no socket at all', async () => {
    resetSession();
    const calls = lineServer('http://line.test', 20);
    stop = runBackground(new QueryClient());
    stop();
    await waitFor(() => expect(useSessionStore.getState().mainLine).toBe('http://line.test'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.length).toBeGreaterThan(0);
    expect(RecordingWebSocket.opened).toEqual([]);
  });

  it('renews a logged-in session on the chosen line once it is near expiry', async () => {
    resetSession({
      token: 'old-token',
      userData: demoMember,
      isLogin: true,
      tokenExpiresAt: Date.now() + 3600_000,
    });
    const platform = { download_url: '', plist_url: '', status: 1, startTime: '', endTime: '' };
    const calls = mockFetch({
      '/config': () =>
        json({ api: 'http://line.test', origin: window.location.origin, android: platform, ios: platform }),
      '/api/health': () => json({ success: true, result: { status: 'ok' } }),
      '/api/auth/token': () =>
        json({
          success: true,
          code: 200,
          data: { token: 'new-token', expires_in: 604800 },
          result: { token: 'new-token', expires_in: 604800 },
        }),
    });
    stop = runBackground(new QueryClient());
    await waitFor(() => expect(useSessionStore.getState().token).toBe('new-token'));
    const renewal = calls.find((c) => c.url.pathname === '/api/auth/token');
    expect(renewal?.url.origin).toBe('http://line.test');
    expect(useSessionStore.getState().tokenExpiresAt).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });
});
