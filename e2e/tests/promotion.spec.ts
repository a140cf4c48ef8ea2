import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ErrorCode } from '@qilin/contract';
import { call, DEMO_PASSWORD, depositFor, freshUsername, ok, registerMember } from './support/api';
import { expectNoSidewaysScroll } from './support/layout';
import { fillAuthForm, loginThroughUi, shot } from './support/ui';

// issue 22: an agent shares their invite link; a friend opens it, registers (the code rides along),
// deposits and bets; once the bet settles the agent sees the friend and the stake in the agent center.

type Order = { status: string };

test('invite by link: the friend registers and bets, the agent sees it in the reports', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const agentName = freshUsername('agt');
  const agent = await registerMember(request, agentName);
  await ok(request, `/api/admin/agents/${agent.member.memberId}`, { admin: true, body: {} });

  await loginThroughUi(page, agentName);
  await page.goto('/promotionFriends/promote');
  const link = (await page.getByTestId('invite-link').textContent())?.trim() ?? '';
  const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
  expect(link).toContain(`/register?code=${code}`);
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 667 });
    await expectNoSidewaysScroll(page, `promote @${width}`);
    await shot(page, `promotion-promote-${width}`);
  }
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // The friend, in a browser of their own, opens the link and registers.
  const friendContext = await browser.newContext({ baseURL: new URL(link).origin });
  const friendPage = await friendContext.newPage();
  const friendName = freshUsername('frd');
  await friendPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(friendPage.getByTestId('register-invite-code')).toHaveText(code);
  await fillAuthForm(friendPage, friendName, true);
  await friendPage.getByRole('button', { name: '注册' }).click();
  await expect(friendPage).toHaveURL(/\/home\/hall$/);
  await friendContext.close();

  // The friend deposits and bets 10 yuan (the e2e server draws every 15 s and closes sales 5 s before).
  const friend = await ok<{ token: string }>(request, '/api/auth/login', {
    body: { username: friendName, password: DEMO_PASSWORD },
  });
  await depositFor(request, friend.token, 100);
  const content = JSON.stringify([{ playId: 'ball-big', position: 1, amountFen: 1_000, odds: '1.98' }]);
  await expect(async () => {
    const reply = await call(request, '/api/bet/order', {
      token: friend.token,
      body: { mode: 'credit', game_id: 'Ffc', game_room_id: 1, content },
    });
    expect(reply, reply.error_message).toMatchObject({ success: true });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(async () => {
    const records = await ok<{ list: Order[] }>(request, '/api/bet/records', {
      token: friend.token,
      body: { game_id: 'Ffc' },
    });
    expect(records.list[0]?.status).not.toBe('open');
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  // The agent sees the friend in the friends list and the team figures.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/promotionFriends/list');
  await expect(page.getByTestId('friends-list')).toContainText(friendName);
  await page.goto('/promotion/index');
  await expect(page.getByTestId('stat-memberCount')).toHaveText('1');
  await expect(page.getByTestId('stat-stakeFen')).toHaveText('10');
  await expect(page.getByTestId('stat-depositFen')).toHaveText('100');
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 667 });
    await expectNoSidewaysScroll(page, `agent home @${width}`);
    await shot(page, `promotion-agent-${width}`);
  }
  const axeAgent = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axeAgent.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.goto('/promotion/member');
  await expect(page.getByTestId('agent-members')).toContainText(friendName);
});

test('a member who is not an agent is sent from the agent center to the welcome page', async ({
  page,
  request,
}) => {
  const name = freshUsername('nag');
  await registerMember(request, name);
  await loginThroughUi(page, name);
  await page.goto('/promotion/index');
  await expect(page).toHaveURL(/\/promotion\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('欢迎加入代理');
  const reply = await call(request, '/api/agent/subordinates', {
    token: (
      await ok<{ token: string }>(request, '/api/auth/login', {
        body: { username: name, password: DEMO_PASSWORD },
      })
    ).token,
  });
  expect(reply).toMatchObject({ success: false, error_code: ErrorCode.NotAnAgent });
});
