import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSocketUp } from '../../../lib/socket-status';
import { demoMember, json, mockFetch, renderWithProviders, resetSession } from '../../../test/utils';
import { RED_PACKET_FALLBACK_POLL_MS, useRoomPackets } from './use-red-packets';

function Room() {
  const room = useRoomPackets('RedPacket', '1');
  return <p>{room.data ? `packets ${room.data.list.length}` : 'loading'}</p>;
}

// Issue 16: the room was polled every 3 s whatever the socket; now the socket's `redPacket` push asks
// again, and the poll runs only while the socket is down.
describe('useRoomPackets', () => {
  afterEach(() => {
    setSocketUp(false);
    vi.useRealTimers();
  });

  function serve() {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    return mockFetch({
      '/api/redpacket/list': () =>
        json({ success: true, result: { list: [], rules: {}, serverTime: Date.now() } }),
    });
  }

  it('does not poll while the socket is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve();
    setSocketUp(true);
    renderWithProviders(<Room />);
    expect(await screen.findByText('packets 0')).toBeTruthy();
    const asked = calls.length;
    await vi.advanceTimersByTimeAsync(RED_PACKET_FALLBACK_POLL_MS * 4);
    expect(calls).toHaveLength(asked);
  });

  it('polls slowly while the socket is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve();
    renderWithProviders(<Room />);
    expect(await screen.findByText('packets 0')).toBeTruthy();
    const asked = calls.length;
    await vi.advanceTimersByTimeAsync(RED_PACKET_FALLBACK_POLL_MS * 2 + 100);
    expect(calls.length).toBeGreaterThanOrEqual(asked + 2);
  });
});
