import { expect, type Page, test } from '@playwright/test';
import { ServerMessages } from '@qilin/contract';
import { DEMO_PASSWORD, depositFor, ok, registerMember } from './support/api';
import { loginThroughUi, readCaptcha, shot } from './support/ui';

// issue 5: a fresh member meets every binding the withdraw pre-check asks for, in the spec's order
// (phone → real name → withdrawal account → fund password), withdraws, and sees the operator's
// approval reach the /withdrawList timeline.

type Outbox = { phone: string; body: string }[];
type Pending = { id: number; member_id?: number; memberId?: number };

const FUND_PASSWORD = '246810';
const REAL_NAME = '张三丰';

/** The pre-check prompt for the next missing binding; '去绑定' follows it. */
async function followBindPrompt(page: Page, text: string) {
  await page.goto('/withdraw');
  await expect(page.getByText(text)).toBeVisible();
  await page.getByRole('button', { name: '去绑定' }).click();
}

test('withdraw from a fresh member: binding chain → withdraw → operator approves → paid', async ({
  page,
  request,
}) => {
  const { member, token } = await registerMember(request);
  await loginThroughUi(page, member.username);

  // 1. Phone: SMS code read from the dev outbox.
  await followBindPrompt(page, '你尚未绑定手机号码');
  await expect(page.getByTestId('bind-phone-panel')).toBeVisible();
  const phone = `139${String(Date.now()).slice(-8)}`;
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  // The server checks the picture captcha: a wrong answer is refused and no code is sent.
  await page.getByPlaceholder('请输入图形验证码').fill('ABCDEF');
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByText(ServerMessages.captchaInvalid)).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入图形验证码').fill(await readCaptcha(page));
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  const outbox = await ok<Outbox>(request, `/api/admin/sms_outbox?phone=${phone}`, { admin: true });
  const code = /\d{4,6}/.exec(outbox[0]?.body ?? '')?.[0] ?? '';
  expect(code).not.toBe('');
  await page.getByPlaceholder('请输入短信验证码').fill(code);
  await page.getByTestId('bind-phone-panel').getByPlaceholder('请输入登录密码').fill(DEMO_PASSWORD);
  await shot(page, 'withdraw-1-bind-phone');
  await page.getByRole('button', { name: '立即绑定' }).click();
  await expect(page.getByText('绑定手机号码成功')).toBeVisible();

  // 2. Real name.
  await followBindPrompt(page, '你尚未绑定提现姓名');
  await page.getByPlaceholder('请输入提现姓名').fill(REAL_NAME);
  await page.getByTestId('real-name-form').getByPlaceholder('请输入登录密码').fill(DEMO_PASSWORD);
  await page.getByTestId('real-name-form').getByRole('button', { name: '立即绑定' }).click();
  await expect(page.getByText('绑定姓名成功')).toBeVisible();
  // Fund the wallet through the real deposit path (member creates, marks paid; operator confirms):
  // only now, since a deposit needs the real name just bound.
  await depositFor(request, token, '500', 1);

  // 3. Withdrawal account: a bank card in the bound name.
  await followBindPrompt(page, '你尚未绑定提现账号');
  await expect(page).toHaveURL(/\/withdrawAccount/);
  await page.getByText('请选择开户银行').click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByPlaceholder('请输入账号或地址').fill('6222021234567890123');
  // The holder is the real name just bound (the server insists they match): shown, not typed.
  await expect(page.getByPlaceholder('请输入持有人姓名')).toHaveValue(REAL_NAME);
  await shot(page, 'withdraw-3-account');
  await page.getByRole('button', { name: '确认添加' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  // The card number comes back masked.
  await expect(page.getByText('6222****0123').first()).toBeVisible();

  // 4. Fund password (first time: proven with the login password).
  await followBindPrompt(page, '请先绑定资金密码');
  const fund = page.getByTestId('fund-password-form');
  await fund.getByPlaceholder('请输入登录密码').fill(DEMO_PASSWORD);
  await fund.getByPlaceholder('请输入6位数字资金密码').fill(FUND_PASSWORD);
  await fund.getByPlaceholder('请再次输入资金密码').fill(FUND_PASSWORD);
  await fund.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(ServerMessages.fundPasswordSet)).toBeVisible();

  // 5. Withdraw 200 of the 500 deposited.
  await page.goto('/withdraw');
  await expect(page.getByText('可提现金额 500 元')).toBeVisible();
  await page.getByPlaceholder('请输入提现金额').fill('200');
  await page.getByPlaceholder('请输入资金密码').fill(FUND_PASSWORD);
  await shot(page, 'withdraw-5-form');
  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByText('提现申请已提交')).toBeVisible();

  // 6. The operator approves; the timeline on /withdrawList ends in paid.
  const pending = await ok<Pending[]>(request, '/api/admin/withdrawals', { admin: true });
  const mine = pending.find((w) => (w.member_id ?? w.memberId) === member.memberId);
  expect(mine).toBeDefined();
  await ok(request, `/api/admin/withdrawals/${mine?.id}/approve`, { admin: true, body: {} });
  await page.goto('/withdrawList');
  const record = page.getByTestId('withdraw-record').first();
  await expect(record.getByText('提交申请')).toBeVisible();
  await expect(record.getByText('审核通过')).toBeVisible();
  await expect(record.getByText('已出款')).toBeVisible();
  // Step times read as Beijing wall time, never the raw ISO instant.
  await expect(record.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).first()).toBeVisible();
  await expect(record.getByText(/T\d{2}:\d{2}/)).toHaveCount(0);
  await shot(page, 'withdraw-6-timeline');
  await page.goto('/account');
  await expect(page.getByTestId('wallet-balance')).toHaveText('300');
});

test('a refused pre-check offers 联系客服: it opens the customer-service screen, whose back leaves it', async ({
  page,
  request,
}) => {
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);
  // No real refusal besides the binding chain is reachable for a fresh member; the gate treats any
  // other code alike (server message + contact support).
  await page.route('**/api/fund/withdraw/pre_check*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error_code: 40000, error_message: '提现通道维护中' }),
    }),
  );
  await page.goto('/withdraw');
  await expect(page.getByText('提现通道维护中')).toBeVisible();
  await page.getByRole('button', { name: '联系客服' }).click();
  await expect(page).toHaveURL(/\/mixDeskPage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在线客服');
  await expect(page.getByText('页面不存在')).toHaveCount(0);
  await shot(page, 'mix-desk-page');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).not.toHaveURL(/\/mixDeskPage$/);
});
