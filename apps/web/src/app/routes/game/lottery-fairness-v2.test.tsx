import {
  beaconPublicKey,
  beaconRandomness,
  beaconSecretKeyFromSeed,
  beaconSign,
  buildChain,
  drawResultFor,
  findGameFamily,
  lotteryInfoShape,
} from '@qilin/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, json, mockFetch, renderRoutes, resetSession } from '../../../test/utils';
import { gameRoutes } from '../game-routes';

const ok = (result: unknown) => json({ success: true, result });

/** Ffc draws of a v2 server on its local beacon (development, CI): verifiable, but not independent. */
const chain = buildChain('cd'.repeat(32), 5);
const secret = beaconSecretKeyFromSeed(new Uint8Array(48).fill(5));
const publicKey = beaconPublicKey(secret);

function v2Issue(issue: string, index: number, round: number) {
  const signature = beaconSign(secret, round);
  const randomness = beaconRandomness(signature);
  return {
    gameCode: 'Ffc',
    issue,
    state: 'SETTLED',
    openAt: 0,
    closeAt: 0,
    drawAt: 0,
    commitment: chain[index - 1]!,
    terminalHash: chain[0]!,
    chainEpoch: 1,
    chainIndex: index,
    algorithm: 'qilin-chain-hmac-sha256-v2',
    seed: chain[index]!,
    result: drawResultFor('Ffc', chain[index]!, issue, randomness),
    voidReason: null,
    beacon: { source: 'local', independent: false, round, publicKey, signature, randomness },
  };
}

const drawn = v2Issue('20240501-0099', 3, 7001);
const forged = { ...v2Issue('20240501-0098', 2, 7000) };
// The server announced randomness that is not SHA256 of the signature (and drew with it).
forged.beacon = { ...forged.beacon, randomness: 'ee'.repeat(32) };
forged.result = drawResultFor('Ffc', forged.seed, forged.issue, 'ee'.repeat(32));
const voided = {
  ...v2Issue('20240501-0097', 1, 6999),
  state: 'VOID',
  seed: null,
  result: null,
  voidReason: '信标轮次 6999 超时未取得',
  beacon: { source: 'local', independent: false, round: 6999, publicKey, signature: null, randomness: null },
};

function lottery() {
  const byIssue = new Map([drawn, forged, voided].map((d) => [d.issue, d]));
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
        commitment: drawn.seed,
        terminalHash: chain[0],
        algorithm: 'qilin-chain-hmac-sha256-v2',
        beacon: { source: 'local', independent: false, round: 7010, publicKey },
      });
    },
    '/api/lottery/history/draw': () => ok({ list: [drawn, forged, voided] }),
    '/api/lottery/issue': (url) => ok(byIssue.get(url.searchParams.get('issue') ?? '')),
    '/api/lottery/info': () => ok(lotteryInfoShape(findGameFamily('Ffc')!)),
    '/api/lottery/enter': () => ok({}),
  });
}

describe('lottery fairness panel, v2 on a local beacon', () => {
  it('checks each step ✓/✗ in the browser, names the round and says the local beacon is not independent', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    lottery();
    renderRoutes(gameRoutes(), '/lottery?game_id=Ffc');
    // The room header and the result list say the draws are salted by a beacon that is not independent.
    await waitFor(() => expect(screen.getAllByTestId('beacon-tag').length).toBeGreaterThanOrEqual(2), {
      timeout: 8000,
    });
    for (const tag of screen.getAllByTestId('beacon-tag')) expect(tag.textContent).toBe('本地信标 — 非独立');

    fireEvent.click(await screen.findByRole('button', { name: /20240501-0099/ }));
    const verdict = await screen.findByTestId('fair-verdict', {}, { timeout: 8000 });
    expect(verdict.textContent).toBe('✓ 验证通过');
    const panel = verdict.closest('section') as HTMLElement;
    const steps = within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      '✓ 种子哈希与承诺一致',
      '✓ 种子可追溯到公布的链终点',
      '✓ 信标 BLS 签名有效',
      '✓ 随机数 = SHA256(签名)',
      '✓ 重算结果与开奖一致',
    ]);
    expect(panel.textContent).toContain('v2 哈希链 + 公共信标盐值');
    expect(panel.textContent).toContain('第 7001 轮');
    expect(panel.textContent).toContain(drawn.beacon.signature);
    expect(panel.textContent).toContain(drawn.beacon.randomness);
    expect(panel.textContent).toContain('第 1 纪元 · 第 3 环');
    expect(within(panel).getByTestId('beacon-tag').textContent).toBe('本地信标 — 非独立');
    expect(
      within(panel)
        .getByRole('link', { name: /算法说明与纪元列表/ })
        .getAttribute('href'),
    ).toBe('/fairness/Ffc');

    // Forged randomness: the server drew with it, so the draw recomputes, but it is not the beacon's.
    fireEvent.click(screen.getByRole('button', { name: /20240501-0098/ }));
    await waitFor(() => expect(screen.getByTestId('fair-verdict').textContent).toBe('✗ 验证失败'), {
      timeout: 8000,
    });
    const bad = screen.getByTestId('fair-verdict').closest('section') as HTMLElement;
    expect(
      within(bad)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '✓ 种子哈希与承诺一致',
      '✓ 种子可追溯到公布的链终点',
      '✓ 信标 BLS 签名有效',
      '✗ 随机数 = SHA256(签名)',
      '✓ 重算结果与开奖一致',
    ]);
  }, 30_000);

  it('a void issue says so in its row and shows its cause and the refund', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    lottery();
    renderRoutes(gameRoutes(), '/lottery?game_id=Ffc');
    const row = await screen.findByRole('button', { name: /20240501-0097/ }, { timeout: 8000 });
    expect(row.textContent).toContain('本期已作废');
    fireEvent.click(row);
    const stamp = await screen.findByTestId('fair-void', {}, { timeout: 8000 });
    const panel = stamp.closest('section') as HTMLElement;
    expect(panel.textContent).toContain('原因：信标轮次 6999 超时未取得。');
    expect(panel.textContent).toContain('本期注单与追号已全部退款。');
    expect(within(panel).queryByTestId('fair-verdict')).toBeNull();
  }, 30_000);

  it("the room's menu opens the game's 公平性验证 page", async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    lottery();
    const page = { path: '/fairness/:gameId', element: <p>fairness page</p> };
    const view = renderRoutes([...gameRoutes(), page], '/lottery?game_id=Ffc');
    const nav = await screen.findByRole('navigation', {}, { timeout: 8000 });
    fireEvent.click(within(nav).getByRole('button', { name: '公平性验证' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/fairness/Ffc'));
    expect(await screen.findByText('fairness page')).toBeTruthy();
  }, 30_000);
});
