import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The theme lives in CSS variables (apps/web/src/styles.css) that must come after antd-mobile's own
// defaults. A stylesheet-order regression once let antd's :root win: every primary element turned
// antd blue (#1677ff) and nothing failed. These checks read the colours the browser really paints.

const ANTD_DEFAULT_PRIMARY = 'rgb(22, 119, 255)';

/** The theme's primary colour from the stylesheet, as written and as the browser reports it. */
function themePrimary(): { hex: string; rgb: string } {
  const css = readFileSync(new URL('../../apps/web/src/styles.css', import.meta.url), 'utf8');
  const hex = /--adm-color-primary:\s*(#[0-9a-f]{6})\s*;/i.exec(css)?.[1]?.toLowerCase();
  if (!hex) throw new Error('styles.css sets no --adm-color-primary');
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return { hex, rgb: `rgb(${r}, ${g}, ${b})` };
}

test('primary button and the hall nav paint the theme colour, not antd-mobile blue', async ({ page }) => {
  const primary = themePrimary();
  expect(primary.rgb).not.toBe(ANTD_DEFAULT_PRIMARY);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录' })).toHaveCSS('background-color', primary.rgb);

  await page.goto('/home/hall');
  // The bottom tab bar's active item (antd TabBar) and the game classes' active tab (our own CSS).
  await expect(page.locator('.adm-tab-bar-item-active')).toHaveCSS('color', primary.rgb);
  await expect(page.locator('.ql-tab-strip__tab--active')).toHaveCSS('color', primary.rgb);
  // The variable every other primary element reads.
  const variable = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim(),
  );
  expect(variable.toLowerCase()).toBe(primary.hex);
});
