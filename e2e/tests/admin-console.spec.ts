import AxeBuilder from '@axe-core/playwright';
import { devices, expect, type Page, test } from '@playwright/test';
import { ADMIN_TOKEN, bindRealName, ok, registerMember } from './support/api';
import { loginThroughUi } from './support/ui';

// The operator console (apps/admin) at desktop size: the development token signs in, a member's paid
// deposit is confirmed from the queue and leaves it while the member's wallet, open on a phone, moves
// without a reload, and every console page has no serious or critical axe-core finding.

test.use({
  viewport: { width: 1280, height: 800 },
  userAgent: devices['Desktop Chrome'].userAgent,
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
});

/** Structural rules axe rates "moderate" that the member client's sweep also holds every screen to. */
const STRUCTURE_RULES = new Set(['landmark-one-main', 'page-has-heading-one', 'landmark-no-duplicate-main']);

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE_RULES.has(v.id))
    .map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('console: dev-token sign-in, confirm a pending deposit, it leaves the queue and the member sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, member } = await registerMember(request);
  // The member's wallet, open in the member client on a phone.
  const phone = await browser.newContext({
    ...devices['iPhone 8'],
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const wallet = await phone.newPage();
  await loginThroughUi(wallet, member.username);
  await wallet.goto('/account');
  const balance = wallet.getByTestId('wallet-balance');
  await expect(balance).toHaveText('0');

  await bindRealName(request, token); // no deposit without a bound real name (issue 19)
  const order = await ok<{ id: number }>(request, '/api/fund/recharge_deposit', {
    token,
    body: { channelId: 2, amount: 321 },
  });
  await ok(request, `/api/fund/confirm/${order.id}`, { token, body: {} });

  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: '麒麟运营后台' })).toBeVisible();
  await expectAccessible(page, 'sign-in');
  await page.getByRole('tab', { name: '开发令牌' }).click();
  await page.getByLabel('管理令牌').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: '进入后台' }).click();

  // Everything is open to the token, so its home is the first page of the menu: the dashboard.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: '运营概览', level: 2 })).toBeVisible();
  await page.getByRole('navigation', { name: '主菜单' }).getByText('充值审核', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/cashier\/deposits$/);
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText('321.00');
  await expectAccessible(page, 'deposits');
  await row.getByRole('button', { name: '确认入账' }).click();
  await page.locator('.ant-popover').getByRole('button', { name: '确认入账' }).click();
  await expect(page.getByText('已确认入账')).toBeVisible();
  await expect(row).toHaveCount(0);
  // Pushed to the member's socket: the phone's wallet shows the credit without a reload.
  await expect(balance).toHaveText('321');
  await phone.close();

  const credited = await ok<{ id: number; status: string }[]>(
    request,
    '/api/admin/deposits?status=confirmed&limit=500',
    {
      admin: true,
    },
  );
  expect(credited.find((d) => d.id === order.id)?.status).toBe('confirmed');

  for (const [label, heading] of [
    ['运营概览', '运营概览'],
    ['报表', '报表'],
    ['提现审核', '提现审核'],
    ['会员限额与返点', '会员限额与返点'],
    ['公告', '公告'],
    ['客服', '客服'],
  ] as const) {
    // A menu item, not a group title of the same name (客服 is both).
    await page
      .getByRole('navigation', { name: '主菜单' })
      .locator('.ant-menu-title-content')
      .getByText(label, { exact: true })
      .click();
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expectAccessible(page, label);
  }
});
