import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, devices, expect, type Page, test } from '@playwright/test';
import { ErrorCode, Header, ProtectionMessages } from '@qilin/contract';
import { ADMIN_TOKEN, depositFor, freshUsername, ok, registerMember } from './support/api';
import { expectShown, loginThroughUi, shot, waitForOpenWindow } from './support/ui';

// issue 19, the console side of 理性投注 at desktop size: an operator sets a 平台限制期 and the member's
// next bet on their phone is refused; a member's own self-exclusion has no lift in the console, and the
// API refuses a forced lift (403) with nothing changed and nothing in the audit log.

test.use({
  viewport: { width: 1280, height: 800 },
  userAgent: devices['Desktop Chrome'].userAgent,
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
});

const GAME = 'Tradition28';

async function expectAccessible(page: Page, screen: string, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** Signs in with the development token and opens the member's 理性投注 tab; answers the drawer. */
async function openProtection(page: Page, username: string, memberId: number) {
  await page.goto('/admin/');
  await page.getByRole('tab', { name: '开发令牌' }).click();
  await page.getByLabel('管理令牌').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: '进入后台' }).click();
  await page.getByRole('navigation', { name: '主菜单' }).getByText('会员管理', { exact: true }).click();
  const search = page.getByRole('searchbox', { name: '搜索会员' });
  await search.fill(username);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `查看 ${username}` }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `会员 ${username}（${memberId}）` });
  await drawer.getByRole('tab', { name: '理性投注' }).click();
  const panel = drawer.getByRole('region', { name: '理性投注' });
  await expect(panel.getByRole('heading', { name: '暂停记录' })).toBeVisible();
  return { row, drawer, panel };
}

/** The targets (`member:<id> break:<id>`) of the audit log's newest rows of `action`. */
async function auditTargets(request: APIRequestContext, action: string) {
  const rows = await ok<Array<{ target: string }>>(request, `/api/admin/audit?action=${action}&limit=200`, {
    admin: true,
  });
  return rows.map((r) => r.target);
}

test('an operator exclusion set in the console refuses the member’s next bet on the phone', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, axe on the panel and the dialog, and a bet window on the phone.
  test.setTimeout(180_000);
  const { token, member } = await registerMember(request, freshUsername('protop'));
  const { username, memberId } = member;
  await depositFor(request, token, 100);
  const phone = await browser.newContext({
    ...devices['iPhone 8'],
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const memberPage = await phone.newPage();
  await loginThroughUi(memberPage, username);

  const { row, panel } = await openProtection(page, username, memberId);
  await expect(row.getByText(/期$/)).toHaveCount(0);
  await expect(panel.getByText('没有暂停记录')).toBeVisible();

  await panel.getByRole('button', { name: '设置平台限制期' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `设置平台限制期：${username}` });
  await expectShown(dialog);
  await dialog.getByLabel('天数').fill('7');
  await dialog.getByLabel('原因').fill('e2e 风控复核');
  await expectAccessible(page, 'exclusion dialog', '.ant-modal');
  await shot(page, 'admin-protection-exclusion-dialog');
  await dialog.getByRole('button', { name: /设\s?置/ }).click();
  await expect(dialog).toBeHidden();
  const history = panel.getByRole('row').filter({ hasText: 'e2e 风控复核' });
  await expect(history).toContainText('平台限制期');
  await expect(history).toContainText('管理令牌');
  await expect(history).toContainText('进行中');
  await expect(history.getByRole('button', { name: /^解除平台限制期/ })).toBeVisible();
  await expectAccessible(page, 'protection panel with a break', '.ant-drawer');
  await shot(page, 'admin-protection-excluded');
  expect(
    (await auditTargets(request, 'protection.exclusion.set')).some((t) =>
      t.startsWith(`member:${memberId} `),
    ),
  ).toBe(true);

  // The member's bet is refused, naming the break; no order is written.
  await memberPage.goto(`/gamezhuotou?game_id=${GAME}`);
  await waitForOpenWindow(memberPage, 6);
  await memberPage
    .getByRole('button', { name: /^大\s*×\d/ })
    .first()
    .click();
  await memberPage.getByRole('button', { name: '下注', exact: true }).click();
  await memberPage.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(memberPage.getByText(/您正处于平台限制期，至.+结束，期间不能投注/)).toBeVisible();
  const orders = await ok<{ list: unknown[] }>(request, '/api/bet/records', {
    token,
    body: { game_id: GAME },
  });
  expect(orders.list).toEqual([]);
  await phone.close();
});

test('a member’s self-exclusion has no lift in the console, and a forced lift is refused with 403', async ({
  page,
  request,
}) => {
  const { token, member } = await registerMember(request);
  await ok(request, '/api/protection/break', { token, body: { length: '6m' } });

  const { row, panel } = await openProtection(page, member.username, member.memberId);
  await expect(row.getByText('自我禁止期')).toBeVisible();
  const self = panel.getByRole('row').filter({ hasText: '自我禁止期' });
  await expect(self).toContainText('会员本人');
  await expect(self).toContainText('进行中');
  await expect(panel.getByRole('button', { name: /解\s?除/ })).toHaveCount(0);
  await expectAccessible(page, 'protection panel, self-excluded', '.ant-drawer');
  await shot(page, 'admin-protection-self-exclusion');

  // Forced through the API: 403, the break still runs, and no lift was recorded.
  const base = `/api/admin/members/${member.memberId}/protection`;
  const view = await ok<{ breaks: Array<{ id: number; lifted_at: number | null }> }>(request, base, {
    admin: true,
  });
  const breakId = view.breaks[0]?.id ?? 0;
  const forced = await request.post(`${base}/lift`, {
    headers: {
      [Header.device]: 'h5',
      [Header.deviceId]: 'e2e-device',
      [Header.timestamp]: String(Date.now()),
      'x-admin-token': ADMIN_TOKEN,
    },
    data: { break_id: breakId },
  });
  expect(forced.status()).toBe(403);
  expect(await forced.json()).toMatchObject({
    success: false,
    error_code: ErrorCode.ProtectionLiftRefused,
    error_message: ProtectionMessages.liftRefused,
  });
  const after = await ok<{ break: { id: number } | null; breaks: Array<{ lifted_at: number | null }> }>(
    request,
    base,
    { admin: true },
  );
  expect(after.break?.id).toBe(breakId);
  expect(after.breaks.map((b) => b.lifted_at)).toEqual([null]);
  expect(
    (await auditTargets(request, 'protection.exclusion.lifted')).filter((t) =>
      t.startsWith(`member:${member.memberId} `),
    ),
  ).toEqual([]);
});
