import { constants, publicEncrypt } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Messages } from '@qilin/contract';
import { ADMIN_TOKEN, call, DEMO_PASSWORD, ok, registerMember } from './support/api';
import { E2E_CAPTCHA_CODE } from './support/captcha';
import { expectShown, shot } from './support/ui';

type Outbox = { phone: string; body: string }[];
type NoticeView = { id: number; title: string };
type MemberInfo = { unreadNum: number };

/** The member's own corner: the notice center with its unread count, the after-login notice, help, reset. */

async function publish(request: APIRequestContext, body: Record<string, unknown>) {
  // push: false — a pushed notice pops on every page of the run, including the other specs' pages.
  return ok<NoticeView>(request, '/api/admin/notices', { admin: true, body: { push: false, ...body } });
}

/** Takes the notice off every list again, so no other spec's member meets it. */
async function hide(request: APIRequestContext, id: number) {
  await request.delete(`/api/admin/notices/${id}`, { headers: { 'x-admin-token': ADMIN_TOKEN } });
}

async function unreadNum(request: APIRequestContext, token: string) {
  return (await ok<MemberInfo>(request, '/api/member/info', { token })).unreadNum;
}

async function login(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.locator('#auth_username').fill(username);
  await page.locator('#auth_password').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText(Messages.loginWelcome(username))).toBeVisible();
}

/** A fresh picture captcha answered with the e2e server's fixed code (support/captcha.ts). */
async function solveCaptcha(request: APIRequestContext) {
  const { id } = await ok<{ id: string; img: string }>(request, '/api/auth/img_code');
  return { code: E2E_CAPTCHA_CODE, code_id: id };
}

/** The newest SMS code sent to the phone, once `count` messages have gone to it (newest first). */
async function smsCode(request: APIRequestContext, phone: string, count: number) {
  let code = '';
  await expect(async () => {
    const outbox = await ok<Outbox>(request, `/api/admin/sms_outbox?phone=${phone}`, { admin: true });
    expect(outbox).toHaveLength(count);
    code = /\d{6}/.exec(outbox[0]?.body ?? '')?.[0] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return code;
}

test('the notice center counts unread notices; opening one lowers the count', async ({ page, request }) => {
  const { member, token } = await registerMember(request);
  const before = await unreadNum(request, token);
  const notice = await publish(request, { title: '系统维护公告', content: '今晚 02:00 至 04:00 系统维护。' });
  try {
    expect(await unreadNum(request, token)).toBe(before + 1);
    await login(page, member.username);
    // 我的 shows member info's unreadNum on the notice center's row; tapping it opens the list.
    await expect(page).toHaveURL(/\/home\/hall$/);
    await page.locator('.adm-tab-bar').getByText('我的', { exact: true }).click();
    await expect(page).toHaveURL(/\/home\/personCenter$/);
    const row = page.locator('.ql-hub__list .adm-list-item', { hasText: '公告中心' });
    await expect(row.locator('.adm-badge')).toHaveText(String(before + 1));
    await row.click();
    await expect(page).toHaveURL(/\/noticeCenter$/);
    const item = page.locator('[data-unread]', { hasText: '系统维护公告' });
    await expect(item).toHaveAttribute('data-unread', 'true');
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 667 });
      await shot(page, `notices-center-${width}`);
    }
    await page.setViewportSize({ width: 375, height: 667 });
    await item.click();
    await expect(page.getByText('今晚 02:00 至 04:00 系统维护。')).toBeVisible();
    await shot(page, 'notices-detail-375');
    await expect.poll(() => unreadNum(request, token)).toBe(before);
    await page.goBack();
    await expect(page.locator('[data-unread]', { hasText: '系统维护公告' })).toHaveAttribute(
      'data-unread',
      'false',
    );
    // Back on 我的 the badge counts one fewer.
    await page.goBack();
    const badge = page.locator('.ql-hub__list .adm-list-item', { hasText: '公告中心' }).locator('.adm-badge');
    if (before === 0) await expect(badge).toHaveCount(0);
    else await expect(badge).toHaveText(String(before));
  } finally {
    await hide(request, notice.id);
  }
});

test('an important notice pops once after login and not again after acknowledging', async ({
  page,
  request,
}) => {
  const { member } = await registerMember(request);
  const notice = await publish(request, {
    title: '重要公告',
    content: '请确认您已阅读本重要公告。',
    important: true,
  });
  try {
    await login(page, member.username);
    const dialog = page.getByRole('dialog').filter({ hasText: '请确认您已阅读本重要公告。' });
    await expectShown(dialog);
    await shot(page, 'notices-important-375');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(dialog).toBeHidden();

    // A new login (fresh storage, as on another phone): the notice was read, so nothing pops.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const asked = page.waitForResponse((r) => r.url().includes('/api/common/message/important'));
    await login(page, member.username);
    await expect(page).toHaveURL(/\/home\/hall$/);
    await asked;
    await page.waitForTimeout(500);
    // (The hall marquee carries the text too: only a dialog would be the popup.)
    await expect(page.getByRole('dialog').filter({ hasText: '请确认您已阅读本重要公告。' })).toHaveCount(0);
  } finally {
    await hide(request, notice.id);
  }
});

test('help center expands answers; about shows version, licence and 理性投注', async ({ page }) => {
  await page.goto('/helpCenter');
  await page.getByText('如何提现？').click();
  await expect(page.getByText('先绑定手机号、提现姓名和提现账号')).toBeVisible();
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 667 });
    await shot(page, `help-center-${width}`);
  }
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: '理性投注' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '许可声明' })).toBeVisible();
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 667 });
    await shot(page, `about-${width}`);
  }
});

test('forgot password resets by SMS and the new password logs in', async ({ page, request }) => {
  const { member, token } = await registerMember(request);
  // Bind a phone through the API: an SMS code, and the login password sealed with the server's key.
  const phone = `137${String(Date.now()).slice(-8)}`;
  const captcha = await solveCaptcha(request);
  await ok(request, '/api/auth/phone_code', { token, body: { phone, type: 'bind_phone', ...captcha } });
  const bindCode = await smsCode(request, phone, 1);
  const { key } = await ok<{ key: string }>(request, '/api/auth/public_key');
  const sealed = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(DEMO_PASSWORD),
  ).toString('base64');
  await ok(request, '/api/member/security/bind_phone', {
    token,
    body: { phone, code: bindCode, password_enc: sealed },
  });

  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await page.locator('#forgot-phone').fill(phone);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText(Messages.codeSent)).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const code = await smsCode(request, phone, 2);
  await page.locator('#forgot-code').fill(code);
  await page.locator('#forgot-password').fill('brandnew99');
  await page.locator('#forgot-confirm').fill('brandnew99');
  await expect(page.getByText(Messages.codeSent)).toBeHidden();
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 667 });
    await shot(page, `forgot-password-${width}`);
  }
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('#auth_username').fill(member.username);
  await page.locator('#auth_password').fill('brandnew99');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText(Messages.loginWelcome(member.username))).toBeVisible();
  // The old password no longer works.
  const old = await call(request, '/api/auth/login', {
    body: { username: member.username, password: DEMO_PASSWORD },
  });
  expect(old.success).toBe(false);
});
