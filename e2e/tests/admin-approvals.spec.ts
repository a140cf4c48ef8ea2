import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, devices, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, depositFor, ok, registerMember } from './support/api';
import { E2E_CAPTCHA_CODE } from './support/captcha';
import { msToNextStep, totpCode } from './support/totp';

// Issue 18, the console's second factor and two-person rule at desktop size: a new operator enrols
// TOTP (QR code, a code, the recovery codes once) and signs in with it; a withdrawal above
// OPERATOR_APPROVAL_WITHDRAW_FEN (10,000 yuan by default) approved by one cashier waits in the
// approvals queue, where its proposer cannot approve it and a second cashier does. (admin-console.spec.ts
// covers the development token and the deposit queue.)

const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  userAgent: devices['Desktop Chrome'].userAgent,
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};
test.use(DESKTOP);

const OPERATOR_PASSWORD = 'operator-e2e-password';
const SESSION_KEY = 'qilin-admin-session';
const LARGE_YUAN = 10_001;

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

const freshOperatorName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** A cashier created with the shared token (the bootstrap credential, accepted outside production). */
async function createCashier(request: APIRequestContext, prefix: string) {
  const username = freshOperatorName(prefix);
  await ok(request, '/api/admin/operators', {
    admin: true,
    body: { username, password: OPERATOR_PASSWORD, role: 'cashier' },
  });
  return username;
}

type OperatorSession = {
  token: string;
  operator: { id: number; username: string };
  mfa: boolean;
  permissions: string[];
};

/** An operator call with their session token (the shared `ok` helper speaks member or shared-token). */
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

/** A cashier enrolled over the API; answers their session (second factor passed at confirmation). */
async function enrolledCashier(request: APIRequestContext, prefix: string): Promise<OperatorSession> {
  const username = await createCashier(request, prefix);
  const reply = await request.post('/api/admin/auth/login', {
    data: { username, password: OPERATOR_PASSWORD },
  });
  const login = ((await reply.json()) as { result: OperatorSession }).result;
  expect(login.mfa).toBe(false);
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

/** A browser page signed in as `op` (the console keeps its session in sessionStorage). */
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

/** A member with LARGE_YUAN in hand and the whole binding chain done; answers their pending withdrawal id. */
async function largeWithdrawal(request: APIRequestContext): Promise<{ id: number; username: string }> {
  const { token, member } = await registerMember(request);
  const { key } = await ok<{ key: string }>(request, '/api/auth/public_key');
  const seal = (text: string) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');
  const phone = `136${String(Date.now()).slice(-8)}`;
  const { id: codeId } = await ok<{ id: string }>(request, '/api/auth/img_code');
  await ok(request, '/api/auth/phone_code', {
    token,
    body: { phone, type: 'bind_phone', code: E2E_CAPTCHA_CODE, code_id: codeId },
  });
  let smsCode = '';
  await expect(async () => {
    const outbox = await ok<{ body: string }[]>(request, `/api/admin/sms_outbox?phone=${phone}`, {
      admin: true,
    });
    smsCode = /\d{6}/.exec(outbox[0]?.body ?? '')?.[0] ?? '';
    expect(smsCode).not.toBe('');
  }).toPass({ timeout: 10_000 });
  await ok(request, '/api/member/security/bind_phone', {
    token,
    body: { phone, code: smsCode, password_enc: seal(DEMO_PASSWORD) },
  });
  await ok(request, '/api/member/security/bind_name', {
    token,
    body: { real_name: '李四', password_enc: seal(DEMO_PASSWORD) },
  });
  // The real name is bound: the deposit may come now.
  await depositFor(request, token, 12_000, 1);
  const account = await ok<{ id: number }>(request, '/api/fund/withdraw/account/add', {
    token,
    body: { type: 1105, account: '6222020200998877665', holder_name: '李四', bank_name: '中国工商银行' },
  });
  await ok(request, '/api/member/security/bind_secpwd', {
    token,
    body: { secpwd_enc: seal('246810'), password_enc: seal(DEMO_PASSWORD) },
  });
  const w = await ok<{ id: number }>(request, '/api/fund/withdraw', {
    token,
    body: { account_id: account.id, amount_fen: LARGE_YUAN * 100, secpwd_enc: seal('246810') },
  });
  return { id: w.id, username: member.username };
}

test('an operator enrols TOTP after a password-only sign-in, then signs in with it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const username = await createCashier(request, 'enrol');
  await page.goto('/admin/');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();

  await expect(page.getByRole('heading', { name: '绑定动态验证码', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '开始绑定' }).click();
  await expect(page.getByRole('img', { name: '动态验证码绑定二维码' })).toBeVisible();
  await expectAccessible(page, 'totp-setup');
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('验证器上的动态验证码').fill(totpCode(secret));
  await page.getByRole('button', { name: '确认绑定' }).click();

  await expect(page.getByText(/恢复码只显示这一次/)).toBeVisible();
  await expect(page.locator('.ant-list-item')).toHaveCount(10);
  await expectAccessible(page, 'recovery-codes');
  await page.getByRole('button', { name: '我已保存恢复码，进入后台' }).click();
  await expect(page.getByRole('heading', { name: '充值审核', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();

  // A code is good once: the sign-in waits for the authenticator's next step.
  await page.waitForTimeout(msToNextStep() + 500);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(OPERATOR_PASSWORD);
  await page.getByLabel('动态验证码').fill(totpCode(secret));
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('heading', { name: '充值审核', level: 2 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(username);
});

test('a large withdrawal approved by one cashier waits for a second in the approvals queue', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const withdrawal = await largeWithdrawal(request);
  const [alice, bob] = [await enrolledCashier(request, 'alice'), await enrolledCashier(request, 'bob')];

  // Cashier A opens the member's risk facts and approves: the server parks it for a second operator.
  const a = await consoleAs(browser, alice);
  await a.goto('/admin/cashier/withdrawals');
  const row = a
    .getByRole('row')
    .filter({ hasText: `${LARGE_YUAN}.00` })
    .filter({ hasText: String(withdrawal.id) });
  await row.getByRole('button', { name: /展开/ }).click();
  const facts = a.getByRole('region', { name: `提现 #${withdrawal.id} 风控信息` });
  await expect(facts).toContainText(withdrawal.username);
  await expect(facts).toContainText('6222020200998877665');
  await expectAccessible(a, 'withdrawals-risk');
  await row.getByRole('button', { name: '通 过' }).click();
  await a.locator('.ant-popover').getByRole('button', { name: '通 过' }).click();
  await expect(a.getByText('已提交，等待另一位运营人员审批')).toBeVisible();

  // In the queue A sees their own proposal, without an approve button.
  await a.getByRole('navigation', { name: '主菜单' }).getByText('待审批操作', { exact: true }).click();
  const mine = a.getByRole('row').filter({ hasText: `/api/admin/withdrawals/${withdrawal.id}/approve` });
  await expect(mine).toContainText('大额提现付款');
  await expect(mine).toContainText('"amount_fen": 1000100');
  await expect(mine.getByRole('button', { name: '批 准' })).toHaveCount(0);
  await expect(mine).toContainText('需另一位运营人员审批');
  await expectAccessible(a, 'approvals');

  // Cashier B approves it; it runs once, as B, and the withdrawal is paid.
  const b = await consoleAs(browser, bob);
  await b.goto('/admin/approvals');
  const theirs = b.getByRole('row').filter({ hasText: `/api/admin/withdrawals/${withdrawal.id}/approve` });
  await expect(theirs).toContainText(alice.operator.username);
  await theirs.getByRole('button', { name: '批 准' }).click();
  await b.locator('.ant-popover').getByRole('button', { name: '批 准' }).click();
  await expect(b.getByText('已批准并执行')).toBeVisible();
  await expect(theirs).toHaveCount(0);

  const executed = await asOperator<{ id: number; url: string; decided_by: number; status: string }[]>(
    request,
    bob.token,
    '/api/admin/approvals?status=executed',
  );
  expect(executed.find((x) => x.url === `/api/admin/withdrawals/${withdrawal.id}/approve`)).toMatchObject({
    status: 'executed',
    decided_by: bob.operator.id,
  });
  const pending = await asOperator<{ id: number }[]>(request, bob.token, '/api/admin/withdrawals');
  expect(pending.some((w) => w.id === withdrawal.id)).toBe(false);
  await a.context().close();
  await b.context().close();
});
