import { expect, test } from '@playwright/test';
import { Messages, ServerMessages } from '@qilin/contract';
import { ADMIN_TOKEN, bindRealName, ok, registerMember } from './support/api';
import { loginThroughUi, shot } from './support/ui';

// issue 5: offline recharge by bank transfer through the UI, confirmed by an operator over the API;
// the wallet on /account shows the credit without a reload (socket ex_out_all → balance refetch).

type PendingDeposit = {
  id: number;
  member_id: number;
  amount_fen: number;
  status: string;
  payer_name: string;
  has_evidence: boolean;
};

/** A real 1×1 PNG: the server sniffs the bytes, so the receipt must be a genuine image. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('bank transfer deposit → operator confirms → /account balance updates live', async ({
  page,
  request,
}) => {
  const { member, token } = await registerMember(request);
  // A deposit needs a bound real name (理性投注); the refusal without one is in real-name-deposit.spec.
  await bindRealName(request, token);
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

  // Proof of payment: who paid, and the transfer receipt (a text file is refused before sending).
  await page.getByRole('textbox', { name: '付款人姓名' }).fill('王小明');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('付款人姓名已保存')).toBeVisible();
  const evidence = page.getByTestId('evidence-input');
  await evidence.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText(ServerMessages.evidenceNotImage)).toBeVisible();
  await expect(page.getByTestId('evidence-status')).toHaveText('未上传');
  await evidence.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await expect(page.getByText('凭证上传成功')).toBeVisible();
  await expect(page.getByTestId('evidence-status')).toHaveText('已上传');
  await page.getByTestId('evidence-status').scrollIntoViewIfNeeded();
  await shot(page, 'deposit-order-proof');
  await page.getByRole('button', { name: '我已转账' }).click();
  await expect(page.getByTestId('recharge-success-popup')).toBeVisible();
  await shot(page, 'deposit-success-popup');

  // The operator finds the member's paid order and confirms it.
  const pending = await ok<PendingDeposit[]>(request, '/api/admin/deposits?status=paid', { admin: true });
  const order = pending.find((o) => o.member_id === member.memberId);
  expect(order).toMatchObject({
    amount_fen: 123_400,
    status: 'paid',
    payer_name: '王小明',
    has_evidence: true,
  });
  // The operator opens the receipt: exactly the bytes the member picked, as an image.
  const receipt = await request.get(`/api/admin/deposits/${order?.id}/evidence`, {
    headers: { 'x-admin-token': ADMIN_TOKEN },
  });
  expect(receipt.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await receipt.body()).equals(RECEIPT_PNG)).toBe(true);

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
