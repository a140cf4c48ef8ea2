import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, devices, expect, type Page, test } from '@playwright/test';
import { ok, registerMember } from './support/api';
import { expectNoSidewaysScroll, tapTargets } from './support/layout';
import { totpCode } from './support/totp';
import { loginThroughUi, shot } from './support/ui';

// Issue 20, in-app customer service: a member writes from the phone (/support/28), an operator of the
// customer_service role takes the conversation in the console and replies, and the member sees the
// reply arrive without a reload (the `support` push). The chat screen at 320/375/414 has no sideways
// scroll, taps of at least 44 px and no serious axe finding.

const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  userAgent: devices['Desktop Chrome'].userAgent,
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};
const OPERATOR_PASSWORD = 'operator-e2e-password';
const SESSION_KEY = 'qilin-admin-session';

type OperatorSession = {
  token: string;
  operator: { id: number; username: string };
  mfa: boolean;
  permissions: string[];
};

async function asOperator<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-operator-token': token },
    ...(body !== undefined && { data: body }),
  });
  const reply = (await response.json()) as { success: boolean; result: T; error_message?: string };
  expect(reply, `${path}: ${reply.error_message ?? ''}`).toMatchObject({ success: true });
  return reply.result;
}

/** A customer_service operator created with the shared token and enrolled in TOTP over the API. */
async function supportAgent(request: APIRequestContext): Promise<OperatorSession> {
  const username = `kf_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  await ok(request, '/api/admin/operators', {
    admin: true,
    body: { username, password: OPERATOR_PASSWORD, role: 'customer_service' },
  });
  const reply = await request.post('/api/admin/auth/login', {
    data: { username, password: OPERATOR_PASSWORD },
  });
  const login = ((await reply.json()) as { result: OperatorSession }).result;
  const { secret } = await asOperator<{ secret: string }>(
    request,
    login.token,
    '/api/admin/auth/totp/setup',
    {},
  );
  await asOperator(request, login.token, '/api/admin/auth/totp/confirm', { otp: totpCode(secret) });
  const me = await asOperator<Omit<OperatorSession, 'token'>>(request, login.token, '/api/admin/auth/me');
  return { ...me, token: login.token };
}

async function consoleAs(browser: Browser, op: OperatorSession): Promise<Page> {
  const context = await browser.newContext({
    ...DESKTOP,
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const stored = {
    credential: { kind: 'operator', token: op.token },
    operator: op.operator,
    permissions: op.permissions,
    mfa: true,
  };
  await context.addInitScript(
    ([key, value]) => sessionStorage.setItem(key as string, value as string),
    [SESSION_KEY, JSON.stringify(stored)],
  );
  return context.newPage();
}

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('a member writes, an operator replies in the console, the member sees it live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);

  // The entry on the 客服 tab leads to the in-app chat; the external link stays an option.
  await page.goto('/home/online');
  await page.getByRole('link', { name: /进入对话/ }).click();
  await expect(page).toHaveURL(/\/support\/28$/);
  const input = page.getByLabel('请输入消息');
  await input.fill('你好，我的充值还没到账');
  await page.getByRole('button', { name: '发送', exact: true }).click();
  const thread = page.getByRole('list', { name: '聊天记录' });
  await expect(thread.getByText('你好，我的充值还没到账')).toBeVisible();
  await expect(input).toHaveValue('');

  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 700 });
    await expectNoSidewaysScroll(page, `/support/28 at ${width}`);
    const small = (await tapTargets(page, 'main')).filter((t) => t.width < 44 || t.height < 44);
    expect.soft(small, `taps under 44 px at ${width}`).toEqual([]);
    await shot(page, `support-chat-${width}`);
  }
  await expectAccessible(page, '/support/28');

  // The console: the conversation waits in the queue; the agent takes it and replies.
  const agent = await supportAgent(request);
  const desk = await consoleAs(browser, agent);
  await desk.goto('/admin/support');
  await expect(desk.getByRole('heading', { name: '客服会话' })).toBeVisible();
  await desk.getByRole('button', { name: new RegExp(`打开会话 \\d+ ${member.username}`) }).click();
  await expect(
    desk.getByRole('list', { name: '会话消息' }).getByText('你好，我的充值还没到账'),
  ).toBeVisible();
  await desk.getByRole('button', { name: '接入（分配给我）' }).click();
  await expect(desk.getByText('我接待', { exact: true })).toBeVisible();
  await desk.getByLabel('回复内容').fill('您好，正在为您核实');
  await desk.getByRole('button', { name: '发送回复' }).click();
  await expect(desk.getByRole('list', { name: '会话消息' }).getByText('您好，正在为您核实')).toBeVisible();
  await expectAccessible(desk, 'console support');
  await shot(desk, 'support-console');

  // The member's screen, never reloaded, shows the reply.
  await expect(thread.getByText('您好，正在为您核实')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'support-chat-replied');
  await desk.context().close();
});
