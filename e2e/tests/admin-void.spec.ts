import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, devices, expect, type Page, test } from '@playwright/test';
import { call, decrypt, type Envelope, fundedMember, ok } from './support/api';
import { loginThroughUi } from './support/ui';

// Voiding an issue from the console (issue 18), at 1280×800: a member bets on the issue on sale, one
// operator proposes the void in the console with a reason, a second approves it, and the member's
// wallet in the member client gets the whole stake back without a reload.

const CONSOLE = { width: 1280, height: 800 };
const PASSWORD = 'e2e-operator-pass-1';

/** RFC 6238 (SHA-1, 6 digits, 30 s), as an authenticator computes it from the base32 secret. */
function totp(secretBase32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secretBase32.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** An /api/admin call as an operator session (x-operator-token); the decoded envelope and status. */
async function asOperator<T>(request: APIRequestContext, token: string, path: string, body?: unknown) {
  const response = await request.fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-operator-token': token },
    ...(body !== undefined && { data: body }),
  });
  const raw = await response.text();
  const text = response.headers()['x-enc'] === '1' ? decrypt(raw) : raw;
  return { status: response.status(), envelope: JSON.parse(text) as Envelope<T> };
}

/** A manager created with the development token, TOTP enrolled: its session and secret. */
async function manager(request: APIRequestContext, name: string) {
  const username = `${name}${Date.now().toString(36)}`.slice(0, 20);
  await ok(request, '/api/admin/operators', {
    admin: true,
    body: { username, password: PASSWORD, role: 'manager' },
  });
  const login = await call<{ token: string }>(request, '/api/admin/auth/login', {
    body: { username, password: PASSWORD },
  });
  expect(login, login.error_message).toMatchObject({ success: true });
  const token = login.result.token;
  const setup = await asOperator<{ secret: string }>(request, token, '/api/admin/auth/totp/setup', {});
  const secret = setup.envelope.result.secret;
  const confirmed = await asOperator(request, token, '/api/admin/auth/totp/confirm', { otp: totp(secret) });
  expect(confirmed.envelope, confirmed.envelope.error_message).toMatchObject({ success: true });
  return { username, token, secret };
}

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('two operators void an issue; the member gets every stake back, live in the member client', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { username, token } = await fundedMember(request, 'void', 1000);
  const proposer = await manager(request, 'opa');
  const approver = await manager(request, 'opb');

  // The member's wallet, open in the member client.
  await loginThroughUi(page, username);
  await page.goto('/account');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText('1000');

  // Operator A signs in to the console (password + TOTP, the next step's code: each code is good once).
  const consoleContext = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: CONSOLE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const desk = await consoleContext.newPage();
  await desk.goto('/admin/');
  await desk.getByLabel('用户名').fill(proposer.username);
  await desk.getByLabel('密码').fill(PASSWORD);
  await desk.getByLabel('动态验证码').fill(totp(proposer.secret, Date.now() + 30_000));
  await desk.getByRole('button', { name: /登\s?录/ }).click();
  await desk.getByRole('navigation', { name: '主菜单' }).getByText('游戏与期号', { exact: true }).click();
  await expect(desk.getByRole('heading', { name: '游戏与期号', level: 2 })).toBeVisible();
  await desk.getByLabel('游戏', { exact: true }).fill('Ffc');
  await desk.getByTitle('分分彩（Ffc）').click();

  // The e2e server draws every 15 s, closing 5 s before: bet at the start of a window, void before its draw.
  const content = JSON.stringify([{ playId: 'ball-big', position: 1, amountFen: 1_000, odds: '1.98' }]);
  let issue = '';
  await expect(async () => {
    const sale = await ok<{ state: string; closeCountdown: number }>(
      request,
      '/api/guest/lottery/sale/issue?game_id=Ffc',
    );
    expect(sale).toMatchObject({ state: 'OPEN' });
    expect(sale.closeCountdown).toBeGreaterThan(8);
    const reply = await call<{ content: { issue: string } }>(request, '/api/bet/order', {
      token,
      body: { mode: 'credit', game_id: 'Ffc', game_room_id: 1, content },
    });
    expect(reply, reply.error_message).toMatchObject({ success: true });
    issue = reply.result.content.issue;
  }).toPass({ timeout: 45_000, intervals: [500] });
  // The bet was placed over the API, not by this page: read the wallet again to see the stake held.
  await page.reload();
  await expect(balance).toHaveText('990');

  // Operator A proposes the void in the console, with the cause.
  await desk.getByLabel('状态', { exact: true }).click();
  await desk.getByTitle('销售中').click();
  const row = desk.getByRole('row').filter({ hasText: issue });
  await expect(row).toContainText('10.00');
  await row.getByRole('button', { name: '作废本期' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('作废原因').fill('开奖源中断，客观原因');
  await dialog.getByRole('button', { name: '提交作废' }).click();
  await expect(desk.getByText('已提交，等待另一位运营人员审批')).toBeVisible();

  // Operator B approves it (A could not: the proposer never approves their own).
  const approvals = await asOperator<{ id: number; route: string; status: string; summary: string }[]>(
    request,
    approver.token,
    '/api/admin/approvals?status=pending',
  );
  const pending = approvals.envelope.result.find(
    (a) => a.route === 'POST /api/admin/games/issues/:id/void' && a.status === 'pending',
  );
  expect(pending, JSON.stringify(approvals.envelope)).toBeDefined();
  const own = await asOperator(request, proposer.token, `/api/admin/approvals/${pending?.id}/approve`, {});
  expect(own.status).toBe(403);
  const approved = await asOperator<{ status: string; result_status: number }>(
    request,
    approver.token,
    `/api/admin/approvals/${pending?.id}/approve`,
    {},
  );
  expect(approved.envelope.result).toMatchObject({ status: 'executed', result_status: 200 });

  // The member's wallet shows the whole stake back without a reload; the console shows the issue voided.
  await expect(balance).toHaveText('1000');
  await desk.getByLabel('状态', { exact: true }).click();
  await desk.getByTitle('已作废').click();
  await expect(desk.getByRole('row').filter({ hasText: issue })).toContainText('已作废');
  await expectAccessible(desk, 'games and issues');
  await desk.getByRole('navigation', { name: '主菜单' }).getByText('房间与赔率', { exact: true }).click();
  await expect(desk.getByRole('heading', { name: '房间与赔率', level: 2 })).toBeVisible();
  await expectAccessible(desk, 'rooms and odds');
  await consoleContext.close();
});
