import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatFen, potentialReturn } from '@qilin/domain';
import { fundedMember, ok } from './support/api';
import { tapTargets } from './support/layout';
import { expectShownBriefly, loginThroughUi, shot, waitForOpenWindow } from './support/ui';

// issue 14 items 7–8: the slip says what it can win before the confirm; ×2 doubles the stake; the
// placed slip comes back with 上期重投 on the next issue (same play, same stake) through the confirm;
// 本期注单 cancels it with 撤单. The e2e server draws every 15 s, sales close 5 s before.

test.use({ viewport: { width: 375, height: 667 } });

const GAME = 'Tradition28';
const ROOM = `/gamezhuotou?game_id=${GAME}`;

type Order = { id: number; issue: string; status: string; totalFen: number; items: { name: string }[] };
type Issue = { state: string };

async function myOrders(request: APIRequestContext, token: string) {
  return (await ok<{ list: Order[] }>(request, '/api/bet/records', { token, body: { game_id: GAME } })).list;
}

/** A win of an earlier bet opens the win animation over everything; tap it away if it is up. */
async function dismissWin(page: Page) {
  const win = page.getByTestId('win-amount');
  if (await win.isVisible()) await win.click();
}

const big = (page: Page) => page.getByRole('button', { name: /^大\s*×\d/ }).first();

test('the slip quotes what it can win; ×2, 上期重投 on the next issue, 撤单 in 本期注单', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { username, token } = await fundedMember(request, 'slip', 1000);
  await loginThroughUi(page, username);
  await page.goto(ROOM);
  await waitForOpenWindow(page, 6);

  // Pick 大 at the default chip (10 元): the slip quotes stake × odds, rounded down to the fen.
  const cell = big(page);
  const odds = /×([\d.]+)/.exec((await cell.textContent()) ?? '')?.[1] ?? '';
  expect(odds).toMatch(/^\d+(\.\d+)?$/);
  await cell.click();
  await expect(page.getByRole('button', { name: '10', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const quote = (stakeFen: number) =>
    formatFen(potentialReturn({ selection: { playId: 'big' }, stakeFen, odds }).fen);
  await expect(page.getByTestId('slip-return')).toHaveText(`可中 ${quote(1000)} 元`);

  // ×2: 20 元, and the quote follows.
  await page.getByRole('button', { name: '金额翻倍' }).click();
  await expect(page.getByTestId('slip-total')).toHaveText('合计 1 注，共 20 元');
  await expect(page.getByTestId('slip-return')).toHaveText(`可中 ${quote(2000)} 元`);
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 667 });
    await shot(page, `bet-slip-${width}`);
  }
  await page.setViewportSize({ width: 375, height: 667 });
  // Every control of the slip and 本期注单 is a 44×44 target.
  const small = (await tapTargets(page, '.ql-slip')).filter((t) => t.width < 44 || t.height < 44);
  expect(small).toEqual([]);

  // The confirm names the odds, the stake and what the pick can win. The slip stays through an issue
  // change: the confirm opens with time left before the close, so the bet cannot race it.
  await waitForOpenWindow(page, 6);
  await page.getByRole('button', { name: '下注', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`大 ×${odds} · 20元 · 可中 ${quote(2000)} 元`);
  await expect(confirm).toContainText(`合计 1 注，共 20 元 · 可中 ${quote(2000)} 元`);
  await shot(page, 'bet-slip-confirm-375');
  await expectShownBriefly(page, '投注成功', () => confirm.getByRole('button', { name: '确定' }).click());
  const [first] = await myOrders(request, token);
  expect(first).toMatchObject({ totalFen: 2000, status: 'open' });

  // The next issue: 上期重投 puts the same play and stake through the confirm again.
  await expect(async () => {
    const issue = await ok<Issue>(request, `/api/lottery/issue?game_id=${GAME}&issue=${first?.issue}`, {
      token,
    });
    expect(['DRAWN', 'SETTLED']).toContain(issue.state);
  }).toPass({ timeout: 45_000, intervals: [1000] });
  await waitForOpenWindow(page, 6);
  await dismissWin(page);
  await page.getByRole('button', { name: '上期重投' }).click();
  const again = page.getByRole('dialog');
  await expect(again).toContainText('大 ×');
  await expect(again).toContainText('20元');
  await expectShownBriefly(page, '投注成功', () => again.getByRole('button', { name: '确定' }).click());
  const [second] = await myOrders(request, token);
  expect(second?.issue).not.toBe(first?.issue);
  expect(second).toMatchObject({ totalFen: 2000, status: 'open' });
  expect(second?.items.map((i) => i.name)).toEqual(['大']);

  // 本期注单 lists it with 撤单; the cancel confirms, toasts 取消下注成功 and the list reloads.
  await dismissWin(page);
  const mine = page.locator('.ql-mybets__row');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('20元');
  const cancel = mine.getByRole('button', { name: '撤单' });
  const box = await cancel.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByText('投注成功')).toHaveCount(0);
  await mine.scrollIntoViewIfNeeded();
  await shot(page, 'bet-slip-my-bets-375');
  await cancel.click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('取消下注成功')).toBeVisible();
  await expect(mine).toHaveCount(0, { timeout: 5000 });
  const [cancelled] = await myOrders(request, token);
  expect(cancelled?.id).toBe(second?.id);
  expect(cancelled?.status).not.toBe('open');
});

test('/lottery: chips, ×2, 上期重投 and the quote in the sticky slip; 本期注单 below the grid', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { username } = await fundedMember(request, 'sliplot', 100);
  await loginThroughUi(page, username);
  await page.goto('/lottery?game_id=Ffc');
  await waitForOpenWindow(page, 3);
  await page
    .getByRole('button', { name: /大\s*×\d/ })
    .first()
    .click();
  const slip = page.locator('.ql-slip');
  await expect(slip.getByRole('button', { name: '10', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByRole('button', { name: '金额翻倍' })).toBeEnabled();
  // no slip placed in this game yet: nothing to repeat
  await expect(slip.getByRole('button', { name: '上期重投' })).toBeDisabled();
  await expect(page.getByTestId('slip-return')).toContainText(/^(最高)?可中 [\d.]+ 元$/);
  await expect(page.getByRole('heading', { name: '本期注单' })).toBeVisible();
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 667 });
    await shot(page, `bet-slip-lottery-${width}`);
    const small = (await tapTargets(page, '.ql-slip, .ql-mybets')).filter(
      (t) => t.width < 44 || t.height < 44,
    );
    expect.soft(small, `@${width}`).toEqual([]);
  }
});
