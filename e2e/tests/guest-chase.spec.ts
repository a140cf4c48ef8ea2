import { expect, test } from '@playwright/test';
import { freshUsername, ok, registerMember } from './support/api';
import { loginThroughUi, shot } from './support/ui';

// issue 4: the /guest lottery view (no login) and the chase list numbered from the server's own
// schedule. The e2e server draws every 15 s (DRAW_PERIOD_SEC), which numbers issues unlike the
// catalogue's periods: a list numbered on the client from the catalogue would not match it.

test.use({ viewport: { width: 375, height: 667 } });

test('/guest shows each game with its issue and countdown, read-only, with login and register', async ({
  page,
}) => {
  await page.goto('/guest');
  const card = page.getByTestId('guest-game-Tradition28');
  await expect(card).toBeVisible();
  await expect(card).toContainText(/第 \d{8}-\d+ 期/);
  await expect(card.locator('.ql-count')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '注册' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下注', exact: true })).toHaveCount(0);
  await shot(page, 'guest-375');
  await page.getByRole('tab', { name: '彩票' }).click();
  await expect(page.getByTestId('guest-game-Ffc')).toBeVisible();
});

test('the hall shows a guest every game counting down, from the guest calls, without refusals', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/home/hall');
  await expect(page.getByText('登录后查看余额')).toBeVisible();
  const cards = page.locator('.ql-game-card');
  await expect(cards.first()).toBeVisible();
  // Every card of the number class has a drawn game: each one counts down (or is drawing), none waits.
  await expect(page.getByText('获取期号…')).toHaveCount(0);
  expect(await page.getByTestId('countdown').count()).toBeGreaterThan(0);
  await shot(page, 'hall-guest-375');
  expect(refused).toEqual([]);
});

test("the chase list takes the server's upcoming issues; a new start renumbers every item", async ({
  page,
  request,
}) => {
  const username = freshUsername('chase');
  const { token } = await registerMember(request, username);
  await loginThroughUi(page, username);
  await page.goto('/lottery?game_id=Ffc');
  await page.locator('.ql-odds__cell:not([disabled])').first().click();
  await page.getByRole('button', { name: '追号' }).click();
  const items = page.getByTestId('zh-list').locator('.ql-chase__issue');
  await expect(items).toHaveCount(5);

  // Every item is an issue the server lists as on sale, in the server's order.
  const shown = async () => (await items.allTextContents()).map((s) => s.trim());
  await expect(async () => {
    const upcoming = await ok<{ list: { issue: string }[] }>(
      request,
      '/api/lottery/sale/issues?game_id=Ffc&count=20',
      {
        token,
      },
    );
    const server = upcoming.list.map((i) => i.issue);
    const list = await shown();
    const from = server.indexOf(list[0] ?? '');
    expect(from, `${list[0]} not in ${server.join(',')}`).toBeGreaterThanOrEqual(0);
    expect(list).toEqual(server.slice(from, from + 5));
  }).toPass({ timeout: 20_000 });

  // Picking a later start moves every item onto the run from it.
  // The start issue is an antd-mobile wheel (no native select): tap the third issue, then 确定.
  await page.getByTestId('zh-start').click();
  const item = page.locator('.adm-picker-view-column-item').nth(2);
  const second = await item.textContent();
  await item.dispatchEvent('click');
  await page.waitForTimeout(100);
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(items.first()).toHaveText(second ?? '');
  await page.getByRole('region', { name: '追号列表' }).scrollIntoViewIfNeeded();
  await shot(page, 'chase-375');
});
