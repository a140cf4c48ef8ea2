import { type APIRequestContext, expect, test } from '@playwright/test';
import { Messages } from '@qilin/contract';
import { ADMIN_TOKEN, ok, registerMember } from './support/api';
import { loginThroughUi, shot } from './support/ui';

// The customer-service screen at a 390×844 phone: the chat link and the kefu list of the caller's
// scene (spec §6: scene 1 guests, 2 members), as operators set them under /api/admin/customer.
test.use({ viewport: { width: 390, height: 844 } });

const CHAT = 'https://chat.example.com/e2e';
const tag = Date.now().toString(36).slice(-5);
const MEMBERS_ONLY = `会员专员${tag}`;
const GUESTS_ONLY = `游客咨询${tag}`;
const created: number[] = [];

async function addKefu(request: APIRequestContext, body: object) {
  const kefu = await ok<{ id: number }>(request, '/api/admin/customer/kefu', { admin: true, body });
  created.push(kefu.id);
}

test.beforeAll(async ({ request }) => {
  await ok(request, '/api/admin/customer/key', { admin: true, body: { key: CHAT } });
  await addKefu(request, { nickname: MEMBERS_ONLY, account: `vip_${tag}`, type: 2, scenes: [2], sort: -2 });
  await addKefu(request, { nickname: GUESTS_ONLY, account: '12345678', type: 3, scenes: [1], sort: -1 });
});

test.afterAll(async ({ request }) => {
  for (const id of created) {
    await request.delete(`/api/admin/customer/kefu/${id}`, { headers: { 'x-admin-token': ADMIN_TOKEN } });
  }
  await ok(request, '/api/admin/customer/key', { admin: true, body: { key: '' } });
});

test('a guest sees the chat link and the scene 1 contacts, and copies a WeChat account', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const listAsked = page.waitForRequest((r) => r.url().includes('/api/customer/list'));
  await page.goto('/home/hall');
  await page.locator('.adm-tab-bar-item', { hasText: '客服' }).click();
  await expect(page).toHaveURL(/\/home\/online$/);
  expect(new URL((await listAsked).url()).searchParams.get('scene')).toBe('1');

  await expect(page.getByRole('link', { name: '联系在线客服' })).toHaveAttribute('href', CHAT);
  const items = page.getByTestId('kefu-item');
  await expect(items.filter({ hasText: GUESTS_ONLY })).toBeVisible();
  // Seeded demo contacts for everyone, and none of the members' own.
  await expect(items.filter({ hasText: '客服小麒' })).toBeVisible();
  await expect(items.filter({ hasText: '官方客服' }).getByRole('link', { name: '立即咨询' })).toHaveAttribute(
    'href',
    'https://chat.example.com/qilin',
  );
  await expect(page.getByText(MEMBERS_ONLY)).toHaveCount(0);
  await expect(page.getByText('VIP专属客服')).toHaveCount(0);
  await shot(page, 'customer-service-guest');

  await page.getByRole('button', { name: '复制微信账号 qilin_kefu01' }).click();
  await expect(page.getByText(Messages.copySuccess)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('qilin_kefu01');
});

test('a member’s screen asks scene 2 and lists the members-only contacts', async ({ page, request }) => {
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);
  const listAsked = page.waitForRequest((r) => r.url().includes('/api/customer/list'));
  await page.goto('/home/online');
  expect(new URL((await listAsked).url()).searchParams.get('scene')).toBe('2');
  const items = page.getByTestId('kefu-item');
  await expect(items.first()).toContainText(MEMBERS_ONLY);
  await expect(items.filter({ hasText: 'VIP专属客服' })).toBeVisible();
  await expect(page.getByText(GUESTS_ONLY)).toHaveCount(0);
  await shot(page, 'customer-service-member');

  // /mixDeskPage (the flows' contact support) is the same screen with a back button.
  await page.goto('/mixDeskPage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在线客服');
  await expect(page.getByText(MEMBERS_ONLY)).toBeVisible();
});
