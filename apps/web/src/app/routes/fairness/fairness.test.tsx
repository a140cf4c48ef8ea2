import { beaconRandomness, drawResultFor } from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n';
import { json, mockFetch, pickOnWheel, renderRoutes, resetSession } from '../../../test/utils';
import { routes } from '../../router';

const ok = (result: unknown) => json({ success: true, result });
const DAY = 24 * 3_600_000;
const SIGNATURE =
  'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39';

function epochs() {
  const activeFrom = Date.UTC(2025, 0, 10);
  return mockFetch({
    '/api/lottery/epochs': (url) =>
      ok({
        gameCode: url.searchParams.get('game_id'),
        beacon: {
          source: 'local',
          independent: false,
          publicKey: 'a1'.repeat(48),
          genesisTimeSec: 1692803367,
          periodSec: 3,
        },
        list: [
          {
            epoch: 1,
            terminalHash: '11'.repeat(32),
            chainLength: 20000,
            announcedAt: activeFrom - 30 * DAY,
            firstIssue: '20241211-0001',
            activeFrom: activeFrom - 30 * DAY,
            state: 'retired',
          },
          {
            epoch: 2,
            terminalHash: '22'.repeat(32),
            chainLength: 20000,
            announcedAt: activeFrom - 2 * DAY,
            firstIssue: '20250110-0001',
            activeFrom,
            state: 'active',
          },
        ],
      }),
  });
}

describe('/fairness (公平性验证)', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await loadLanguage('zh-CN');
  });

  it('documents the algorithm, traces a live example for the game and lists its epochs — for guests too', async () => {
    resetSession();
    const calls = epochs();
    renderRoutes(routes, '/fairness/Syxw');
    expect(await screen.findByRole('heading', { name: '1. 哈希链' }, { timeout: 8000 })).toBeTruthy();
    for (const name of ['信任假设', '2. 公布规则', '3. 期号与链序号', '4. 公共盐值（v2）', '5. 字节流']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: '6. 均匀整数 int(n)' })).toBeTruthy();
    expect(document.body.textContent).toContain('BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_');
    expect(document.body.textContent).toContain('n = 10: limit = 4294967290');

    // The worked example is the domain's own draw of the example seed salted by the real round 1000.
    const salt = beaconRandomness(SIGNATURE);
    expect(screen.getByTestId('example-salt').textContent).toBe(salt);
    expect(screen.getByTestId('example-message-0').textContent).toBe(`Syxw:20250101-0001:0:${salt}`);
    expect(screen.getByTestId('example-matches').textContent).toBe('✓ 与开奖程序 drawResultFor 的结果一致');
    const seed = screen.getByText('种子 s_2（chainIndex = 2）').nextElementSibling?.textContent ?? '';
    expect(JSON.parse(screen.getByTestId('example-result').textContent ?? '')).toEqual(
      drawResultFor('Syxw', seed, '20250101-0001', salt),
    );
    const calls5 = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(calls5.map((r) => r.querySelector('th')?.textContent?.split('limit')[0])).toEqual([
      'int(11)',
      'int(10)',
      'int(9)',
      'int(8)',
      'int(7)',
    ]);

    // Epochs, newest first, with the notice each rotation had; the local beacon is not independent.
    const second = await screen.findByTestId('epoch-2', {}, { timeout: 5000 });
    expect(second.textContent).toContain('使用中');
    expect(second.textContent).toContain('22'.repeat(32));
    expect(second.textContent).toContain('48 小时');
    expect(second.textContent).toContain('✓ 不少于 24 小时');
    expect(screen.getByTestId('epoch-1').textContent).toContain('已结束');
    expect(screen.getByTestId('beacon-tag').textContent).toBe('本地信标 — 非独立');
    expect(calls.find((c) => c.url.pathname === '/api/lottery/epochs')?.url.searchParams.get('game_id')).toBe(
      'Syxw',
    );
  });

  it('another game in the picker moves to its page: its example and its epochs', async () => {
    resetSession();
    const calls = epochs();
    const view = renderRoutes(routes, '/fairness/Syxw');
    // an antd-mobile wheel, not a native select
    fireEvent.click(await screen.findByRole('button', { name: /^游戏：/ }, { timeout: 8000 }));
    await pickOnWheel('分分彩（Ffc）');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/fairness/Ffc'));
    await waitFor(() =>
      expect(screen.getByTestId('example-message-0').textContent).toMatch(/^Ffc:20250101-0001:0:/),
    );
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('game_id') === 'Ffc')).toBe(true));
  });

  it('verifies the example round’s BLS signature on demand with the quicknet key', async () => {
    resetSession();
    epochs();
    renderRoutes(routes, '/fairness/Ffc');
    fireEvent.click(
      await screen.findByRole('button', { name: '在本机用 quicknet 公钥验证签名' }, { timeout: 8000 }),
    );
    expect((await screen.findByTestId('example-signature', {}, { timeout: 10_000 })).textContent).toBe(
      '✓ 签名有效',
    );
  });

  it('/fairness alone shows the first drawn game; English is the second language', async () => {
    resetSession();
    epochs();
    renderRoutes(routes, '/fairness');
    expect(
      (await screen.findByRole('button', { name: /^游戏：/ }, { timeout: 8000 })).getAttribute('data-value'),
    ).toBe('Tradition28');
    await loadLanguage('en');
    expect(await screen.findByRole('heading', { name: '1. Hash chain' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trust assumptions' })).toBeTruthy();
    expect(screen.getByTestId('example-matches').textContent).toBe('✓ Same as the draw code drawResultFor');
  });
});
