import { expect, test } from '@playwright/test';
import { ErrorCode, Messages, StorageKey } from '@qilin/contract';
import { freshUsername, ok, pushTo, registerMember } from './support/api';
import { fillAuthForm, loginThroughUi, shot } from './support/ui';

// issue 2: the walking skeleton in a phone-sized Chromium against the real server. The e2e line list
// names a dead line (127.0.0.1:9) before the live one, so every page load also proves line fallback.

test('register → welcome toast → hall, then log in again through the form', async ({ page }) => {
  const username = freshUsername('reg');
  await page.goto('/');
  await expect(page).toHaveURL(/\/nav|\/home\/hall|\/login/);
  await page.goto('/register');
  await fillAuthForm(page, username, true);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText(Messages.loginWelcome(username))).toBeVisible();
  await expect(page).toHaveURL(/\/home\/hall$/);
  await shot(page, 'hall-after-register');

  // Log out through /setting (the server forgets the token, the line keys stay), then log in again.
  await page.goto('/setting');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((k) => localStorage.getItem(k), StorageKey.token)).toBeNull();
  expect(await page.evaluate((k) => localStorage.getItem(k), StorageKey.mainLine)).not.toBeNull();
  await loginThroughUi(page, username);
  const stored = await page.evaluate(
    (keys) => keys.map((k) => localStorage.getItem(k)),
    [StorageKey.token, StorageKey.userData, StorageKey.firstIn, StorageKey.gameKey],
  );
  expect(stored[0]).toMatch(/\S{16,}/);
  expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({ username });
  expect(stored[2]).toBe('true');
  // The game key is reset to 1, its default, which the store keeps by removing the key.
  expect(stored[3] ?? '1').toBe('1');
  await page.goto('/home/personCenter');
  await expect(page.getByText(username).first()).toBeVisible();
});

test('an expired session shows the dialog and goes to /login, keeping the line', async ({
  page,
  request,
}) => {
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);
  const mainLine = await page.evaluate((k) => localStorage.getItem(k), StorageKey.mainLine);
  // The server forgets the token (logout through the API), then the page asks for the member.
  const token = await page.evaluate((k) => localStorage.getItem(k) ?? '', StorageKey.token);
  // Leave the app first so no open page notices the revoked token before the visit under test.
  await page.goto('about:blank');
  await ok(request, '/api/auth/logout', { token, body: {} });
  await page.goto('/home/personCenter');
  await expect(page.getByText(Messages.sessionExpired)).toBeVisible();
  await shot(page, 'session-expired-dialog');
  await page
    .getByRole('button', { name: /确定|确认|重新登录/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((k) => localStorage.getItem(k), StorageKey.token)).toBeFalsy();
  expect(await page.evaluate((k) => localStorage.getItem(k), StorageKey.mainLine)).toBe(mainLine);
});

test('a bogus stored token also ends in the expiry dialog', async ({ page, request }) => {
  const { member, token } = await registerMember(request);
  await page.goto('/login');
  await page.evaluate(
    ([keys, m, t]) => {
      localStorage.setItem(keys[0] as string, `${t}-bogus`);
      localStorage.setItem(keys[1] as string, JSON.stringify(m));
    },
    [[StorageKey.token, StorageKey.userData], member, token] as const,
  );
  await page.goto('/home/personCenter');
  await expect(page.getByText(Messages.sessionExpired)).toBeVisible();
});

test('the dead first line is skipped: the live line becomes the main line, also cross-origin', async ({
  page,
  baseURL,
}) => {
  const live = new URL(baseURL ?? '').origin;
  const config = await (await page.request.get('/config')).json();
  expect(String(config.api).split(',')[0]).toContain('127.0.0.1:9');
  // Served from localhost, the line 127.0.0.1 is another origin: health checks and API calls go
  // through CORS exactly as with a separate line host.
  const port = new URL(live).port;
  await page.goto(`http://localhost:${port}/login`);
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), StorageKey.mainLine)).toBe(live);
  const username = freshUsername('line');
  await page.goto(`http://localhost:${port}/register`);
  await fillAuthForm(page, username, true);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText(Messages.loginWelcome(username))).toBeVisible();
  await expect(page).toHaveURL(/\/home\/hall$/);
});

test('start-up opens one socket, on the chosen line, not first on the page origin', async ({
  page,
  baseURL,
}) => {
  const live = new URL(baseURL ?? '').origin;
  const port = new URL(live).port;
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  // Served from localhost, the chosen line 127.0.0.1 is not the page origin.
  await page.goto(`http://localhost:${port}/home/hall`);
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), StorageKey.mainLine)).toBe(live);
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  expect(sockets).toEqual([`ws://127.0.0.1:${port}/ws/ws`]);
  // A later visit, with the line stored, also opens exactly one.
  sockets.length = 0;
  await page.reload();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  expect(sockets).toEqual([`ws://127.0.0.1:${port}/ws/ws`]);
});

test('an operator bonus push shows the win animation with the amount', async ({ page, request }) => {
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);
  // The socket logs in on open; retry the push until this member's socket has received it.
  await expect
    .poll(
      async () => (await pushTo(request, member.memberId, { type: 'bonus', amountFen: 12_345 })).delivered,
    )
    .toBeGreaterThan(0);
  await expect(page.getByTestId('win-amount')).toContainText('+123.45');
  await shot(page, 'win-animation');
  await page.getByTestId('win-amount').click();
  await expect(page.getByTestId('win-amount')).toBeHidden();
});

test('an answer with 20045 sends the member to /403', async ({ page, request }) => {
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);
  // No real endpoint forbids a fresh member, so the member info call answers 20045 here.
  await page.route('**/api/member/info*', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error_code: ErrorCode.Forbidden, error_message: '无权访问' }),
    }),
  );
  await page.goto('/home/personCenter');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText('无权访问').first()).toBeVisible();
  await shot(page, 'forbidden');
});
