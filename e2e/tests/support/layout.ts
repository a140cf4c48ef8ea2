import { expect, type Locator, type Page } from '@playwright/test';

/** The page does not scroll sideways: nothing sticks out past the viewport's right edge. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const m = await page.evaluate(() => {
    const doc = document.documentElement;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 0.5)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').join('.')}`);
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, wide };
  });
  expect
    .soft(m.scrollWidth, `${label}: page wider than the screen (${m.wide.join(', ')})`)
    .toBeLessThanOrEqual(m.clientWidth);
}

/** An open sheet's content fits the screen: no child past the right edge, nothing cut off inside. */
export async function expectFitsViewport(sheet: Locator, label: string) {
  const m = await sheet.evaluate((root) => {
    const vw = document.documentElement.clientWidth;
    const over = [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > vw + 0.5 || r.left < -0.5);
      })
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').join('.')}`);
    const clipped = [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .filter((el) => !(el instanceof HTMLInputElement))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').join('.')}`);
    return { over, clipped };
  });
  expect.soft(m.over, `${label}: content past the screen's edge`).toEqual([]);
  expect.soft(m.clipped, `${label}: content cut off inside`).toEqual([]);
}

export type Target = { name: string; width: number; height: number };

/** Every tappable thing on screen with its size in CSS px (tabs included). */
export async function tapTargets(page: Page, within = 'body'): Promise<Target[]> {
  return page.evaluate((scope) => {
    const sel = [
      'button',
      'a[href]',
      '[role=button]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=tab]',
      'input[type=checkbox]',
      'input[type=radio]',
      '.adm-stepper-minus',
      '.adm-stepper-plus',
    ].join(',');
    return Array.from(document.querySelectorAll<HTMLElement>(scope))
      .flatMap((root) => [
        ...(root.matches(sel) ? [root] : []),
        ...Array.from(root.querySelectorAll<HTMLElement>(sel)),
      ])
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !el.closest('[aria-hidden=true]');
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        const name =
          (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 16) || el.className;
        return {
          name: `${el.tagName.toLowerCase()} ${name}`,
          width: Math.round(r.width),
          height: Math.round(r.height),
        };
      });
  }, within);
}
