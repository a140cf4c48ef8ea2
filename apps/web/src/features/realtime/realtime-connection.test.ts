import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session';
import { isSocketUp } from '../../lib/socket-status';
import type { SocketLike } from '../../lib/ws-client';
import { resetSession } from '../../test/utils';
import type { RealtimeDeps } from './message-effects';
import { startRealtime } from './realtime-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

function effects(): Omit<RealtimeDeps, 'send'> {
  return {
    setUuid: vi.fn(),
    putLineFirst: vi.fn(),
    dropLines: vi.fn(),
    reloadConfig: vi.fn(),
    setDefense: vi.fn(),
    clearAllStorage: vi.fn(),
    clearSession: vi.fn(),
    goToLogin: vi.fn(),
    reload: vi.fn(),
    showNotice: vi.fn(),
    refreshBalance: vi.fn(),
    showWin: vi.fn(),
    applyIssue: vi.fn(),
    refreshRedPacketRoom: vi.fn(),
    refreshSupport: vi.fn(),
    resync: vi.fn(),
  };
}

describe('realtime connection', () => {
  let sockets: FakeSocket[];
  let stop: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    resetSession({ token: 'tok-9', mainLine: 'https://line.test' });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  function start(fx = effects()) {
    stop = startRealtime({
      effects: fx,
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
    });
    return fx;
  }

  it('connects to the main line ws path and logs in with the token on open', () => {
    start();
    expect(sockets[0]!.url).toBe('wss://line.test/ws/ws');
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'login', token: 'tok-9' }]);
  });

  it('echoes heartbeats through the socket and applies pushes', () => {
    const fx = start();
    sockets[0]!.open();
    sockets[0]!.push({ type: 'heartbeat', ts: 5 });
    sockets[0]!.push({ type: 'bonus', amountFen: 880 });
    expect(sockets[0]!.sent).toContainEqual({ type: 'heartbeat', ts: 5 });
    expect(fx.showWin).toHaveBeenCalledWith(880, undefined, undefined);
  });

  it('reconnects 5 s after a close, not before', () => {
    start();
    sockets[0]!.open();
    sockets[0]!.close();
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('says whether the socket is up, and resyncs what pushes would have told at every open', () => {
    const fx = start();
    expect(isSocketUp()).toBe(false);
    expect(fx.resync).not.toHaveBeenCalled();
    sockets[0]!.open();
    expect(isSocketUp()).toBe(true);
    // The first open too: the screens' first asks may have been answered before it.
    expect(fx.resync).toHaveBeenCalledTimes(1);
    sockets[0]!.close();
    expect(isSocketUp()).toBe(false);
    vi.advanceTimersByTime(5000);
    sockets[1]!.open();
    expect(isSocketUp()).toBe(true);
    expect(fx.resync).toHaveBeenCalledTimes(2);
    stop();
    expect(isSocketUp()).toBe(false);
  });

  it('reconnects at once on a new main line or token', () => {
    start();
    useSessionStore.getState().putLineFirst('http://other.test');
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.url).toBe('ws://other.test/ws/ws');
  });

  it('opens nothing while no line is chosen (not the page origin), then one socket on the chosen line', () => {
    resetSession({ token: 'tok-9', mainLine: '' });
    start();
    expect(sockets).toHaveLength(0);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(0);
    useSessionStore.getState().setLines('https://line.test', ['https://line.test']);
    expect(sockets.map((s) => s.url)).toEqual(['wss://line.test/ws/ws']);
    sockets[0]!.close();
    vi.advanceTimersByTime(5000);
    expect(sockets.map((s) => s.url)).toEqual(['wss://line.test/ws/ws', 'wss://line.test/ws/ws']);
  });
});
