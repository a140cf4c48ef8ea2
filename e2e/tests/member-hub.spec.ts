import { expect, type Page, test } from '@playwright/test';
import { registerMember } from './support/api';
import { expectNoSidewaysScroll, tapTargets } from './support/layout';
import { loginThroughUi, shot } from './support/ui';

// issue 15: 我的 and the screens it opens, at 320/375/414 px: no sideways scroll, every tap target at
// least 44×44, and the profile and float-ball settings really kept (server / device).

const WIDTHS = [320, 375, 414] as const;

async function expectBigTargets(page: Page, label: string, within: string) {
  const small = (await tapTargets(page, within)).filter((t) => t.width < 44 || t.height < 44);
  expect.soft(small, `${label}: tap targets under 44×44`).toEqual([]);
}

test('我的 hub and its screens fit 320–414 px with 44 px targets', async ({ page, request }) => {
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 720 });
    await page.locator('.adm-tab-bar').getByText('我的', { exact: true }).click();
    await expect(page.getByTestId('member-card')).toBeVisible();
    await expectNoSidewaysScroll(page, `hub ${width}`);
    await expectBigTargets(page, `hub ${width}`, '.ql-hub');
    await shot(page, `hub-${width}`);
    await page.locator('.ql-hub__list').getByText('设置', { exact: true }).click();
    await expect(page.getByText('静音模式')).toBeVisible();
    await expectNoSidewaysScroll(page, `setting ${width}`);
    await shot(page, `setting-${width}`);
    await page.getByText('设备信息', { exact: true }).click();
    await expect(page.getByText(String(member.memberId), { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, `machine ${width}`);
    await shot(page, `machine-info-${width}`);
    await page.goBack();
    await page.goBack();
  }
});

test('a nickname and an avatar chosen on the phone come back from the server', async ({ page, request }) => {
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);
  await page.locator('.adm-tab-bar').getByText('我的', { exact: true }).click();
  await page.getByRole('button', { name: /编辑资料/ }).click();
  const input = page.getByRole('textbox', { name: '昵称' });
  await input.fill('麒麟麒麟麒麟麒麟a');
  await expect(page.getByRole('alert')).toContainText('昵称最多16个字符');
  await expect(page.getByText('17/16')).toBeVisible();
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled();
  await input.fill('麒麟玩家');
  await expect(page.getByText('8/16')).toBeVisible();
  await shot(page, 'change-person-info-375');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await page.getByText('头像', { exact: true }).click();
  await page.getByRole('button', { name: '头像 3' }).click();
  await expect(page.getByRole('button', { name: '头像 3' })).toHaveAttribute('aria-pressed', 'true');
  await expectBigTargets(page, 'head images', '.ql-avatar-grid');
  await shot(page, 'head-images-375');
  await page.reload();
  await expect(page.getByRole('button', { name: '头像 3' })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await page.goBack();
  await expect(page.locator('.ql-hub__name')).toHaveText('麒麟玩家');
});

test('the float ball turns on, drags, docks to an edge and keeps its place across a reload', async ({
  page,
  request,
}) => {
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);
  await page.locator('.adm-tab-bar').getByText('我的', { exact: true }).click();
  await page.locator('.ql-hub__list').getByText('设置', { exact: true }).click();
  await page.getByText('悬浮球', { exact: true }).click();
  await page.getByRole('switch', { name: '显示悬浮球' }).click();
  const ball = page.getByTestId('float-ball');
  await expect(ball).toBeVisible();
  await shot(page, 'float-ball-settings-375');
  const box = (await ball.boundingBox())!;
  await page.mouse.move(box.x + 26, box.y + 26);
  await page.mouse.down();
  await page.mouse.move(120, 200, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await ball.boundingBox())?.x).toBe(8); // docked to the left edge
  const docked = (await ball.boundingBox())!;
  await page.reload();
  await expect(ball).toBeVisible();
  expect(await ball.boundingBox()).toMatchObject({ x: docked.x, y: docked.y });
  await ball.getByRole('button', { name: '打开快捷入口' }).click();
  await ball.getByRole('button', { name: '大厅' }).click();
  await expect(page).toHaveURL(/\/home\/hall$/);
});
