import { StorageKey } from '@qilin/contract';
import { buildChain, drawResultFor, findGameFamily, lotteryInfoShape } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });
const HOUR = 3_600_000;

const oldChain = buildChain('01'.repeat(32), 4);
const newChain = buildChain('02'.repeat(32), 4);

/** A Syxw issue of epoch 2 (the new chain), as history and issue views carry it. */
function epoch2Issue(issue: string, index: number) {
  return {
    gameCode: 'Syxw',
    issue,
    state: 'SETTLED',
    drawAt: 0,
    commitment: newChain[index - 1],
    terminalHash: newChain[0],
    chainEpoch: 2,
    chainIndex: index,
    algorithm: 'qilin-chain-hmac-sha256-v1',
    seed: newChain[index],
    result: drawResultFor('Syxw', newChain[index]!, issue),
  };
}

/** The Syxw room after the chain rotated to epoch 2, announced `noticeMs` before it took over. */
function rotatedRoom(noticeMs: number) {
  const activeFrom = Date.now() - HOUR;
  return mockFetch({
    '/api/lottery/sale/issue': () => {
      const now = Date.now();
      return ok({
        issue: '20240501-0100',
        state: 'OPEN',
        openAt: now - 1000,
        closeAt: now + 60_000,
        drawAt: now + 70_000,
        serverTime: now,
        commitment: newChain[2],
        terminalHash: newChain[0],
        algorithm: 'qilin-chain-hmac-sha256-v1',
      });
    },
    '/api/lottery/history/draw': () =>
      ok({ list: [epoch2Issue('20240501-0099', 2), epoch2Issue('20240501-0098', 1)] }),
    '/api/lottery/epochs': () =>
      ok({
        gameCode: 'Syxw',
        beacon: null,
        list: [
          {
            epoch: 1,
            terminalHash: oldChain[0],
            chainLength: 4,
            announcedAt: activeFrom - 30 * 24 * HOUR,
            firstIssue: '20240401-0001',
            activeFrom: activeFrom - 30 * 24 * HOUR,
            state: 'retired',
          },
          {
            epoch: 2,
            terminalHash: newChain[0],
            chainLength: 4,
            announcedAt: activeFrom - noticeMs,
            firstIssue: '20240501-0098',
            activeFrom,
            state: 'active',
          },
        ],
      }),
    '/api/lottery/info': () => ok(lotteryInfoShape(findGameFamily('Syxw')!)),
    '/api/lottery/enter': () => ok({}),
    // 本期注单 under the slip: none yet.
    '/api/bet/records': () => ok({ list: [] }),
  });
}

/** This device saw epoch 1 of Syxw before. */
function rememberEpoch1() {
  localStorage.setItem(
    StorageKey.terminalHashes,
    JSON.stringify({ Syxw: { '1': { hash: oldChain[0], firstSeenAt: 1 } } }),
  );
}

const stored = () => JSON.parse(localStorage.getItem(StorageKey.terminalHashes) ?? 'null');

describe('chain terminal-hash watch in a game room', () => {
  it('warns 链哈希发生未公告的变更 when the game moved to an epoch announced less than 24 h ahead', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    rememberEpoch1();
    const calls = rotatedRoom(HOUR);
    renderRoutes(gameRoutes(), '/lottery?game_id=Syxw');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('链哈希发生未公告的变更');
    expect(alert.textContent).toContain('第 2 纪元的链终点哈希未在生效前 24 小时公告。');
    expect(within(alert).getByRole('link', { name: '查看纪元列表' }).getAttribute('href')).toBe(
      '/fairness/Syxw',
    );
    expect(calls.some((c) => c.url.pathname === '/api/lottery/epochs')).toBe(true);
    // Not remembered: it warns again on the next visit.
    expect(Object.keys(stored().Syxw)).toEqual(['1']);
    // Closed, it stays closed for the visit.
    fireEvent.click(alert.querySelector('.adm-notice-bar-close') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  }, 30_000);

  it('accepts a rotation announced at least 24 h ahead silently and remembers the new epoch', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    rememberEpoch1();
    rotatedRoom(25 * HOUR);
    renderRoutes(gameRoutes(), '/lottery?game_id=Syxw');
    await waitFor(() => expect(stored().Syxw['2']?.hash).toBe(newChain[0]), { timeout: 8000 });
    expect(stored().Syxw['1'].hash).toBe(oldChain[0]);
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);

  it('warns when a remembered epoch shows another terminal hash, without asking the list', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    localStorage.setItem(
      StorageKey.terminalHashes,
      JSON.stringify({ Syxw: { '2': { hash: oldChain[0], firstSeenAt: 1 } } }),
    );
    rotatedRoom(25 * HOUR);
    renderRoutes(gameRoutes(), '/lottery?game_id=Syxw');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('第 2 纪元的链终点哈希与本机此前记录的不一致');
    expect(stored().Syxw['2'].hash).toBe(oldChain[0]);
  }, 30_000);

  it('a logout keeps what the device saw', async () => {
    const { SETTINGS_KEYS } = await import('@qilin/contract/storage-keys');
    expect(SETTINGS_KEYS).toContain(StorageKey.terminalHashes);
  });
});
