import { expect, test } from '@playwright/test';
import { Messages, ServerMessages } from '@qilin/contract';
import { ok, registerMember } from './support/api';
import { loginThroughUi, shot } from './support/ui';

// issue 5: offline recharge by bank transfer through the UI, confirmed by an operator over the API;
// the wallet on /account shows the credit without a reload (socket ex_out_all → balance refetch).

type PendingDeposit = { id: number; member_id: number; amount_fen: number; status: string };

test('bank transfer deposit → operator confirms → /account balance updates live', async ({
  page,
  request,
}) => {
  const { member } = await registerMember(request);
  await loginThroughUi(page, member.username);

  await page.goto('/account');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0');

  await page.goto('/recharge');
  await page.getByRole('tab', { name: '银行卡' }).click();
  // The channel icon is a real image, not a broken link.
  const icon = page.locator('.ql-recharge__channels img').first();
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByText('银行卡转账').click();
  // Spec §5: the amount starts empty; below the channel minimum is refused with the limit text.
  const amount = page.locator('#recharge-amount');
  await expect(amount).toHaveValue('');
  await amount.fill('50');
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.getByText(/金额限制/)).toBeVisible();
  await amount.fill('1234');
  await shot(page, 'deposit-amount');
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.getByText(Messages.orderCreated)).toBeVisible();

  // The order view: receiving bank account, the amount and a running countdown.
  await expect(page.getByTestId('order-account-name')).toHaveText('麒麟科技有限公司');
  await expect(page.getByTestId('order-account-num')).toHaveText('6222020200112233445');
  await expect(page.getByText('中国工商银行')).toBeVisible();
  await expect(page.getByText('1234', { exact: false }).first()).toBeVisible();
  await shot(page, 'deposit-order-view');
  await page.getByRole('button', { name: '我已转账' }).click();
  await expect(page.getByTestId('recharge-success-popup')).toBeVisible();
  await shot(page, 'deposit-success-popup');

  // The operator finds the member's paid order and confirms it.
  const pending = await ok<PendingDeposit[]>(request, '/api/admin/deposits?status=paid', { admin: true });
  const order = pending.find((o) => o.member_id === member.memberId);
  expect(order).toMatchObject({ amount_fen: 123_400, status: 'paid' });

  await page.goto('/account');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0');
  await ok(request, `/api/admin/deposits/${order?.id}/confirm`, { admin: true, body: {} });
  await expect(page.getByTestId('wallet-balance')).toHaveText('1234');
  // The socket push also carries a readable notice for the member.
  await expect(page.getByText(ServerMessages.depositCredited)).toBeVisible();
  await shot(page, 'deposit-balance-live');
  await page.getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('1234');
});
