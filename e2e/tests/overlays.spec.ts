import { expect, test } from '@playwright/test';
import { ServerMessages } from '@qilin/contract';
import { bindRealName, DEMO_PASSWORD, ok, registerMember } from './support/api';
import { expectShown, loginThroughUi, readCaptcha, shot } from './support/ui';

// issue 14 item 1: one layering rule for every overlay. A dialog opened over a right-side panel (the
// recharge order view, the bind-phone panel) must be what the member sees and taps, not something
// drawn underneath; `expectShown` checks the element at the overlay's centre.

type PendingDeposit = { id: number; member_id: number };
type Outbox = { body: string }[];

test.use({ viewport: { width: 375, height: 667 } });

test('我已转账 → 提交成功 over the order view; 您的充值已到账 over both', async ({ page, request }) => {
  const { member, token } = await registerMember(request);
  await bindRealName(request, token); // no deposit without a bound real name (issue 19)
  await loginThroughUi(page, member.username);
  await page.goto('/recharge');
  await page.getByRole('tab', { name: '银行卡' }).click();
  await page.getByText('银行卡转账').click();
  await page.locator('#recharge-amount').fill('1234');
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.getByTestId('order-account-name')).toBeVisible();

  await page.getByRole('button', { name: '我已转账' }).click();
  await expectShown(page.getByTestId('recharge-success-popup'));
  await shot(page, 'overlay-recharge-success');

  // The operator confirms while the order view and the success dialog are still open (they close
  // after 10 s): the pushed notice opens above both.
  const pending = await ok<PendingDeposit[]>(request, '/api/admin/deposits?status=paid', { admin: true });
  const order = pending.find((o) => o.member_id === member.memberId);
  await ok(request, `/api/admin/deposits/${order?.id}/confirm`, { admin: true, body: {} });
  const notice = page.getByRole('dialog').filter({ hasText: ServerMessages.depositCredited });
  await expectShown(notice);
  await shot(page, 'overlay-deposit-credited');
  await notice.getByRole('button', { name: '我知道了' }).click();
  await expectShown(page.getByTestId('recharge-success-popup'));
});

test('立即绑定 → 绑定手机号码成功 over the bind-phone panel, and it closes', async ({ page, request }) => {
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);
  await page.goto('/withdraw');
  await page.getByRole('button', { name: '去绑定' }).click();
  const panel = page.getByTestId('bind-phone-panel');
  await expect(panel).toBeVisible();
  const phone = `138${String(Date.now()).slice(-8)}`;
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectShown(page.getByPlaceholder('请输入图形验证码'));
  await page.getByPlaceholder('请输入图形验证码').fill(await readCaptcha(page));
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  const outbox = await ok<Outbox>(request, `/api/admin/sms_outbox?phone=${phone}`, { admin: true });
  const code = /\d{4,6}/.exec(outbox[0]?.body ?? '')?.[0] ?? '';
  await page.getByPlaceholder('请输入短信验证码').fill(code);
  await panel.getByPlaceholder('请输入登录密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '立即绑定' }).click();
  const alert = page.getByRole('dialog').filter({ hasText: '绑定手机号码成功' });
  await expectShown(alert);
  await shot(page, 'overlay-bind-phone-success');
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(panel).toHaveCount(0);
});
