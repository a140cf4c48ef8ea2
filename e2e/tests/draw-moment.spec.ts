import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { freshUsername, registerMember } from './support/api';
import { loginThroughUi, shot } from './support/ui';

// issue 14 item 5: the draw moment. In a room of the e2e server (a draw every 15 s) the header shows
// 开奖中 with its countdown once sales close, then the new result appears element by element, then it
// stands as the room's latest result, the same as the results list. With reduced motion the result
// appears at once.

const REPORT = fileURLToPath(new URL('../report/', import.meta.url));
const ROOM = '/lottery?game_id=Ffc';

async function enterRoom(page: Page, name: string) {
  const username = freshUsername(name);
  await registerMember(page.request, username);
  await loginThroughUi(page, username);
  await page.goto(ROOM);
  await expect(page.getByTestId('countdown')).toBeVisible({ timeout: 20_000 });
}

/** The balls' text alternatives of one result, in order. */
const labels = (page: Page, scope: string) =>
  page.locator(`${scope} [role=img]`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

for (const width of [375, 320, 414] as const) {
  test(`@${width}: 开奖中 with its countdown, then the numbers one by one, then the result as listed`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 667 });
    await enterRoom(page, `draw${width}`);
    const drawing = page.getByTestId('draw-moment');
    await expect(drawing).toBeVisible({ timeout: 30_000 });
    await expect(drawing).toContainText(/开奖中\s*\d\d:\d\d/);
    await shot(page, `draw-moment-drawing-${width}`);

    const reveal = page.getByTestId('draw-reveal');
    await expect(reveal).toBeVisible({ timeout: 30_000 });
    const issue = (await reveal.locator('.ql-issue-bar__issue').textContent())?.match(/\d[\d-]+/)?.[0] ?? '';
    expect(issue).not.toBe('');
    // An intermediate state: the first balls out, the rest still hidden (caught and pictured at once).
    let partial = { shown: 0, hidden: 0 };
    await expect
      .poll(
        async () => {
          partial = await reveal.evaluate((el) => ({
            shown: el.querySelectorAll('[data-reveal=shown]').length,
            hidden: el.querySelectorAll('[data-reveal=hidden]').length,
          }));
          return partial.shown > 0 && partial.hidden > 0;
        },
        { timeout: 8_000, intervals: [50] },
      )
      .toBe(true);
    if (width === 375) await reveal.screenshot({ path: `${REPORT}draw-reveal-ssc-375.png` });
    expect(partial.shown + partial.hidden).toBe(5);
    expect(partial.hidden).toBeGreaterThan(0);
    await shot(page, `draw-moment-reveal-${width}`);

    // Complete: every ball out, equal to the issue's row in the results list. (At a 15 s period the
    // next issue may close before the reveal ends, so the header can go straight on to 开奖中.)
    await expect
      .poll(() => reveal.locator('[data-reveal=shown]').count(), { timeout: 10_000, intervals: [50] })
      .toBe(5);
    const revealed = await labels(page, '[data-testid=draw-reveal]');
    const row = page.locator('.ql-result__item').filter({ hasText: issue });
    await expect(row.locator('[role=img]')).toHaveCount(5);
    expect(revealed).toEqual(
      await row.locator('[role=img]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    );
    await page.waitForTimeout(800);
    await shot(page, `draw-moment-done-${width}`);
  });
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the new result appears at once, without a reveal', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 667 });
    await enterRoom(page, 'drawcalm');
    // Record whether a reveal is ever put on screen.
    await page.evaluate(() => {
      const w = window as unknown as { revealSeen: boolean };
      w.revealSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid=draw-reveal]')) w.revealSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await expect(page.getByTestId('draw-moment')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('last-result')).toBeVisible({ timeout: 30_000 });
    const issue = (await page.getByTestId('last-result').locator('.ql-issue-bar__issue').textContent()) ?? '';
    await expect(page.getByTestId('last-result').locator('[role=img]')).toHaveCount(5);
    expect(await page.evaluate(() => (window as unknown as { revealSeen: boolean }).revealSeen)).toBe(false);
    const number = issue.match(/\d[\d-]+/)?.[0] ?? '';
    await expect(page.locator('.ql-result__item').filter({ hasText: number })).toHaveCount(1);
  });
});
