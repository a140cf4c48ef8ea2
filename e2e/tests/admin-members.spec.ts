import AxeBuilder from '@axe-core/playwright';
import { devices, expect, type Page, test } from '@playwright/test';
import { ADMIN_TOKEN, registerMember } from './support/api';
import { loginThroughUi, shot } from './support/ui';

// The console's members area at desktop size: an operator finds a member, freezes them with a reason,
// and the member, signed in on their phone, is sent to /403 by their next call (error 20045).

test.use({
  viewport: { width: 1280, height: 800 },
  userAgent: devices['Desktop Chrome'].userAgent,
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
});

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('console: freezing a member sends them to /403 in the member client', async ({
  page,
  browser,
  request,
}) => {
  const { member } = await registerMember(request);
  const phone = await browser.newContext({
    ...devices['iPhone 8'],
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const memberPage = await phone.newPage();
  await loginThroughUi(memberPage, member.username);

  await page.goto('/admin/');
  await page.getByRole('tab', { name: '开发令牌' }).click();
  await page.getByLabel('管理令牌').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: '进入后台' }).click();
  await page.getByRole('navigation', { name: '主菜单' }).getByText('会员管理', { exact: true }).click();
  await expect(page.getByRole('heading', { name: '会员管理', level: 2 })).toBeVisible();

  const search = page.getByRole('searchbox', { name: '搜索会员' });
  await search.fill(member.username);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('正常');
  await expectAccessible(page, 'members');
  await row.getByRole('button', { name: `查看 ${member.username}` }).click();

  const drawer = page
    .getByRole('dialog')
    .filter({ hasText: `会员 ${member.username}（${member.memberId}）` });
  await expect(drawer.locator('.ant-descriptions')).toContainText('余额（元）0.00');
  await expectAccessible(page, 'member profile');
  await drawer.getByRole('tab', { name: '登录设备' }).click();
  // Two live sessions: the registration's and the phone's sign-in.
  await expect(drawer.getByRole('cell', { name: '有效' })).toHaveCount(2);
  await drawer.getByRole('button', { name: /冻\s?结/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `冻结会员 ${member.username}` });
  await dialog.getByLabel('原因').fill('e2e 异常投注');
  await dialog.getByRole('button', { name: /冻\s?结/ }).click();
  await expect(drawer.getByText('已冻结', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/e2e 异常投注/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: /解\s?冻/ })).toBeVisible();
  await shot(page, 'admin-member-frozen');

  // The member's next call answers 20045, and the client goes to /403.
  await memberPage.goto('/home/personCenter');
  await expect(memberPage).toHaveURL(/\/403$/);
  await expect(memberPage.getByText('无权访问').first()).toBeVisible();
  await phone.close();
});
