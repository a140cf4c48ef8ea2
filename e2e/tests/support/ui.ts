import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { Messages } from '@qilin/contract';
import { DEMO_PASSWORD } from './api';
import { E2E_CAPTCHA_CODE } from './captcha';

const SCREENSHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/** Screenshots land in e2e/screenshots/ (gitignored) for a human to look at, whatever the cwd. */
export const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}${name}.png` });

export async function fillAuthForm(page: Page, username: string, confirm: boolean) {
  await page.locator('#auth_username').fill(username);
  await page.locator('#auth_password').fill(DEMO_PASSWORD);
  if (confirm) {
    await page.locator('#auth_confirm').fill(DEMO_PASSWORD);
    // Registration: the 18+ declaration must be ticked.
    await page.getByTestId('register-adult').click();
  }
}

/** Logs a member in through the login form; the welcome toast shows and the hall opens. */
export async function loginThroughUi(page: Page, username: string, origin = '') {
  await page.goto(`${origin}/login`);
  await fillAuthForm(page, username, false);
  await expectShownBriefly(page, Messages.loginWelcome(username), () =>
    page.getByRole('button', { name: '登录' }).click(),
  );
  await expect(page).toHaveURL(/\/home\/hall$/);
}

/**
 * Runs `action` and expects `text` on screen at some moment after it, however briefly: 投注成功 shows
 * for 1 s only. The page checks every animation frame from before the action, where
 * `expect(...).toBeVisible()` asks from the test process every 0.5 s and, on a loaded machine, can
 * miss a 1 s tip. Visible as Playwright means it: a non-empty box, not `visibility: hidden`.
 */
export async function expectShownBriefly(page: Page, text: string, action: () => Promise<unknown>) {
  const seen = page.waitForFunction(
    (wanted) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !node.textContent?.includes(wanted)) continue;
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden') return true;
      }
      return false;
    },
    text,
    { polling: 'raf', timeout: 10_000 },
  );
  // A failing action is the error to report, not the watch it leaves behind.
  seen.catch(() => undefined);
  await action();
  await seen;
}

/** Waits until the issue on sale has at least `seconds` before close, so a bet cannot race the close. */
export async function waitForOpenWindow(page: Page, seconds: number) {
  const countdown = page.getByTestId('countdown');
  await expect(async () => {
    const text = (await countdown.textContent()) ?? '';
    const m = /距封盘(\d+):(\d+)/.exec(text);
    expect(m, text).not.toBeNull();
    expect(Number(m?.[1]) * 60 + Number(m?.[2])).toBeGreaterThanOrEqual(seconds);
  }).toPass({ timeout: 30_000, intervals: [250] });
}

/**
 * A dialog, sheet or toast counts as shown only when a tap at its centre lands inside it
 * (`document.elementFromPoint`): `toBeVisible()` also passes for one drawn under another overlay.
 * Polls briefly so opening animations can finish; a covered overlay stays covered.
 */
export async function expectShown(locator: Locator, timeout = 3000) {
  await expect(locator).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(
      () =>
        locator.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (hit !== null && el.contains(hit)) return 'shown';
          return `covered by ${hit?.tagName.toLowerCase()}.${String(hit?.className).split(' ').join('.')}`;
        }),
      { timeout, message: 'the overlay is the topmost element at its centre' },
    )
    .toBe('shown');
}

/**
 * The code of the picture captcha on screen: the e2e server gives every captcha the fixed test code
 * (support/captcha.ts), and the server really checks the answer.
 */
export async function readCaptcha(page: Page): Promise<string> {
  const img = page.locator('.ql-security__captcha-img img');
  await expect(img).toBeVisible();
  expect(await img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  return E2E_CAPTCHA_CODE;
}
