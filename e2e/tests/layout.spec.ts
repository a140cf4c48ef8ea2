import { expect, type Page, test } from '@playwright/test';
import { fundedMember } from './support/api';
import { expectFitsViewport, expectNoSidewaysScroll, tapTargets } from './support/layout';
import { fillAuthForm, shot } from './support/ui';

// issue 14 items 3 and 4: no screen scrolls sideways on the narrow phones we support, open sheets fit
// the screen, and every tappable thing on a game screen is at least 44×44 CSS px (Apple HIG / WCAG 2.5.5).

const WIDTHS = [320, 375, 414] as const;
const ROOMS = [
  '/gamezhuotou?game_id=Tradition28',
  '/lottery?game_id=Ffc',
  '/lottery?game_id=Syxw',
  '/lottery?game_id=Marksixff',
  '/lottery?game_id=Marksixhk',
  '/gamezhuotou?game_id=Dream8',
];
/**
 * Inline text links allowed under 44×44. 公平性验证 sits inside the result list's row, which the game
 * result visuals work (issue 14 item 6) is redrawing; it is left to that change.
 */
const EXCEPTIONS = new Set(['button 公平性验证']);
const SCREENS = ['/home/hall', ...ROOMS, '/recharge', '/withdraw', '/account'];

async function login(page: Page, username: string) {
  await page.goto('/login');
  await fillAuthForm(page, username, false);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/home\/hall$/);
}

/** The screen has rendered its content (not a spinner) and settled its layout. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300);
}

test('no screen scrolls sideways at 320, 375 and 414 px; open sheets fit', async ({ page, request }) => {
  test.setTimeout(360_000);
  const { username } = await fundedMember(request, 'layout', 100);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    if (width === WIDTHS[0]) await login(page, username);
    for (const url of SCREENS) {
      await page.goto(url);
      await settle(page);
      await expectNoSidewaysScroll(page, `${url} @${width}`);
      await shot(page, `layout-${width}-${url.replace(/[^a-z0-9]+/gi, '-')}`);
    }
    // The recharge amount sheet, open.
    await page.goto('/recharge');
    await page.getByRole('tab', { name: '银行卡' }).click();
    await page.getByText('银行卡转账').click();
    const sheet = page.locator('.adm-popup-body').filter({ has: page.locator('#recharge-amount') });
    await expect(sheet).toBeVisible();
    await page.waitForTimeout(400);
    await expectFitsViewport(sheet, `recharge sheet @${width}`);
    await expectNoSidewaysScroll(page, `recharge sheet @${width}`);
    await shot(page, `layout-${width}-recharge-sheet`);
    // The captcha sheet (the bind-phone panel's 获取验证码).
    await page.goto('/withdraw');
    await page.getByRole('button', { name: '去绑定' }).click();
    await page.getByPlaceholder('请输入手机号').fill('13800000000');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const captcha = page
      .locator('.adm-popup-body')
      .filter({ has: page.getByPlaceholder('请输入图形验证码') });
    await expect(captcha).toBeVisible();
    await page.waitForTimeout(400);
    await expectFitsViewport(captcha, `captcha sheet @${width}`);
    await shot(page, `layout-${width}-captcha-sheet`);
  }
});

test('every tappable thing on a game screen is at least 44×44; 下注 is the biggest', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { username } = await fundedMember(request, 'touch', 100);
  await page.setViewportSize({ width: 375, height: 667 });
  await login(page, username);
  for (const url of [...ROOMS, '/gamezhuotou?game_id=Bull', '/gamezhuotou?game_id=Baccara']) {
    await page.goto(url);
    await settle(page);
    // A pick makes the slip's own buttons (stake steppers, chips, 清空, 下注) appear.
    await page
      .getByRole('button', { name: /^[大单]\s*×\d/ })
      .first()
      .click({ timeout: 3000 })
      .catch(() => {});
    await page.waitForTimeout(300);
    await shot(page, `touch-375-${url.replace(/[^a-z0-9]+/gi, '-')}`);
    const targets = await tapTargets(page);
    const small = targets.filter((t) => (t.width < 44 || t.height < 44) && !EXCEPTIONS.has(t.name));
    expect.soft(small, `${url}: targets under 44×44`).toEqual([]);
    // 下注 outsizes every other control: the slip's buttons, chips and steppers and the odds cells
    // (full-width list rows such as a result row are not controls and are not compared).
    const controls = await tapTargets(
      page,
      '.ql-slip, .ql-odds__cell, .ql-room__links, .ql-room__chase-toggle',
    );
    const bet = controls.find((t) => t.name === 'button 下注');
    expect.soft(bet, `${url}: a 下注 button`).toBeDefined();
    if (bet) {
      const others = controls.filter((t) => t !== bet).map((t) => t.width * t.height);
      expect
        .soft(bet.width * bet.height, `${url}: 下注 is the biggest control`)
        .toBeGreaterThan(Math.max(...others));
    }
  }
});
