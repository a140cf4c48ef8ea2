import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ErrorCode, TrialMessages } from '@qilin/contract';
import { call } from './support/api';
import { expectShown, shot, waitForOpenWindow } from './support/ui';

// issue 14 item 2 "Go beyond": 试玩. A guest in a 28 room taps 下注, takes 免费试玩 in the 请先登录 dialog,
// bets with the play-money demo balance, sees 试玩余额 drop, is refused recharge, and 退出试玩 is a guest
// again. The trial room at 375 px is kept in e2e/report/.

test.use({ viewport: { width: 375, height: 667 } });

const REPORT = fileURLToPath(new URL('../report/', import.meta.url));
/** Balance text ('2000', '1,990.5') → fen. */
const fenOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

test('a guest plays 试玩 in a 28 room: bets in play money, is refused recharge, 退出试玩 is a guest again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/home/hall');
  await page.locator('.ql-game-card', { hasText: '28' }).first().click();
  await expect(page).toHaveURL(/\/gamezhuotou\?game_id=/);
  const room = page.url();

  // 下注 as a guest: 请先登录 offers 免费试玩, which starts the trial where the guest is.
  await waitForOpenWindow(page, 4);
  const big = page.getByRole('button', { name: /^大\s*×\d/ }).first();
  await big.click();
  await page.getByRole('button', { name: '下注', exact: true }).click();
  const dialog = page.locator('.adm-dialog-body').filter({ hasText: '请先登录' });
  await expectShown(dialog);
  await dialog.getByRole('button', { name: TrialMessages.start }).click();
  await expect(page.getByText(TrialMessages.started)).toBeVisible();
  expect(page.url()).toBe(room);

  const badge = page.getByRole('complementary', { name: TrialMessages.badge });
  await expect(badge).toContainText(TrialMessages.balanceLabel);
  const trialBalance = page.getByTestId('trial-balance');
  await expect(trialBalance).toHaveText(/^2,?000(\.00)?$/);
  const before = fenOf(await trialBalance.textContent());
  // The real session keys hold nothing: the trial lives apart.
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    trial: localStorage.getItem('trial_session'),
  }));
  expect(stored.token).toBeNull();
  const trialToken = (JSON.parse(stored.trial ?? '{}') as { token?: string }).token ?? '';
  expect(trialToken).not.toBe('');

  // A real bet in play money: the 大 the guest picked is still on the slip.
  await waitForOpenWindow(page, 4);
  await expect(page.getByTestId('slip-total')).toContainText('合计 1 注');
  await page.getByRole('button', { name: '下注', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // (投注成功 shows for 1 s only; the balance is the lasting proof.)
  await expect.poll(async () => fenOf(await trialBalance.textContent())).toBe(before - 1000); // 10 元, the room's default
  await expect(page.getByTestId('balance')).toHaveText(await trialBalance.textContent().then((t) => t ?? ''));
  await expect(page.getByText('投注成功')).toHaveCount(0);
  await page.screenshot({ path: `${REPORT}trial-room-375.png` });
  // The badge with its panel open, at the narrowest and a wide phone.
  await page.getByRole('button', { name: new RegExp(TrialMessages.balanceLabel) }).click();
  await expect(page.getByRole('button', { name: TrialMessages.reset })).toBeVisible();
  for (const width of [320, 414]) {
    await page.setViewportSize({ width, height: 667 });
    await shot(page, `trial-room-panel-${width}`);
  }
  await page.setViewportSize({ width: 375, height: 667 });

  // Recharge is for members: the screen says why, and the server refuses the trial token too.
  await page.goto('/recharge');
  await expect(page.getByRole('alert')).toContainText(TrialMessages.moneyUnavailable);
  await shot(page, 'trial-recharge-refused-375');
  const refused = await call(request, '/api/fund/recharge_deposit', {
    token: trialToken,
    body: { amount: '100', pay_type: 'bank' },
  });
  expect(refused).toMatchObject({ success: false, error_code: ErrorCode.TrialRefused });

  // 退出试玩: the guest again, with 免费试玩 on offer in the hall.
  await page.getByRole('button', { name: TrialMessages.exit }).click();
  await expect(page).toHaveURL(/\/home\/hall$/);
  await expect(page.getByRole('button', { name: TrialMessages.start })).toBeVisible();
  await expect(badge).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('trial_session'))).toBeNull();
});
