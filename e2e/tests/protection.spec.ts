import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fundedMember } from './support/api';
import { expectNoSidewaysScroll, tapTargets } from './support/layout';
import { loginThroughUi, shot, waitForOpenWindow } from './support/ui';

// issue 19 (理性投注), the member's side: a limit set on its screen refuses the bet that passes it
// and says which limit and when it resets; a self-exclusion refuses the next bet; the reality check
// comes up over the open screen; the protection screens fit 320–414 px, have 44×44 targets and pass axe.

test.use({ viewport: { width: 375, height: 667 } });

const ROOM = '/gamezhuotou?game_id=Tradition28';
const SCREENS = ['/protection', '/protection/limits', '/protection/breaks', '/protection/statement'];

/** Shown as the house means it: the element at the dialog's centre is inside the dialog. */
async function expectOnTop(dialog: Locator) {
  await expect(dialog).toBeVisible();
  const inside = await dialog.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(inside, 'the element at the dialog centre is inside it').toBe(true);
}

/** Picks 大 at the default 10 元 chip and confirms; answers the dialog that follows the confirm. */
async function betBig(page: Page) {
  await page.goto(ROOM);
  await waitForOpenWindow(page, 6);
  await page
    .getByRole('button', { name: /^大\s*×\d/ })
    .first()
    .click();
  await page.getByRole('button', { name: '下注', exact: true }).click();
  const confirm = page.getByRole('dialog');
  // The confirmation carries the 理性投注 link of every money screen.
  await expect(confirm.getByRole('link', { name: /理性投注/ })).toBeVisible();
  await confirm.getByRole('button', { name: '确定' }).click();
}

test('a daily stake limit set on its screen refuses the bet that passes it, naming it and its reset', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { username } = await fundedMember(request, 'plimit', 1000);
  await loginThroughUi(page, username);
  await page.goto('/protection/limits');
  const row = page.getByTestId('limit-stake_day');
  await row.getByRole('button', { name: '修改' }).click();
  await row.getByLabel('每日投注限额').fill('5');
  await row.getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('5元');
  await expect(row).toContainText('本期已用 0元');
  await shot(page, 'protection-limit-set-375');

  await betBig(page);
  const refusal = page.getByRole('dialog').filter({ hasText: '每日投注限额' });
  await expectOnTop(refusal);
  await expect(refusal).toContainText(/已达到您设置的每日投注限额（5元），将于\d{4}-\d{2}-\d{2} 00:00重置/);
  await shot(page, 'protection-limit-refusal-375');
  await refusal.getByRole('button', { name: '查看限额' }).click();
  await expect(page).toHaveURL(/\/protection\/limits$/);
});

test('a self-exclusion, confirmed as irreversible, refuses the next bet', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { username } = await fundedMember(request, 'pexcl', 1000);
  await loginThroughUi(page, username);
  await page.goto('/protection/breaks');
  await page.getByRole('button', { name: '6 个月' }).click();
  const confirm = page.getByRole('dialog');
  await expectOnTop(confirm);
  await expect(confirm).toContainText('不能提前撤销');
  await expect(confirm).toContainText('追号将被取消');
  await expect(confirm.getByRole('button', { name: '开始自我禁止期' })).toBeDisabled();
  await shot(page, 'protection-break-confirm-375');
  await confirm.getByRole('checkbox').click();
  await confirm.getByRole('button', { name: '开始自我禁止期' }).click();
  await expect(page.getByTestId('break-active')).toContainText('您正处于自我禁止期');

  await betBig(page);
  const refusal = page.getByRole('dialog').filter({ hasText: '自我禁止期' });
  await expectOnTop(refusal);
  await expect(refusal).toContainText(
    /您正处于自我禁止期，至\d{4}-\d{2}-\d{2} \d{2}:\d{2}结束，期间不能投注/,
  );
});

test('the reality check comes up over the open screen every interval: 继续, 查看限额, 停止', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { username } = await fundedMember(request, 'preal', 100);
  // The device clock is the test's (Playwright's clock); the server keeps real time.
  await page.clock.install();
  await loginThroughUi(page, username);
  await page.goto('/recharge');
  await expect(page.getByRole('main')).toBeVisible();
  await page.clock.fastForward(61 * 60_000);
  const check = page.getByRole('dialog', { name: '游戏时长提醒' });
  await expectOnTop(check);
  await expect(check).toContainText(/您本次登录已游戏 \d+ 分钟/);
  await expect(check).toContainText('本次净输赢');
  await shot(page, 'protection-reality-check-375');
  await check.getByRole('button', { name: '继续' }).click();
  await expect(check).toBeHidden();

  await page.clock.fastForward(60 * 60_000);
  await expectOnTop(check);
  await check.getByRole('button', { name: '查看限额' }).click();
  await expect(page).toHaveURL(/\/protection\/limits$/);

  await page.clock.fastForward(60 * 60_000);
  await expectOnTop(check);
  await check.getByRole('button', { name: '停止' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('the protection screens: no sideways scroll at 320/375/414, 44×44 targets, no axe findings', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { username } = await fundedMember(request, 'psweep', 100);
  await loginThroughUi(page, username);
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 700 });
    for (const url of SCREENS) {
      await page.goto(url);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle').catch(() => {});
      await expectNoSidewaysScroll(page, `${url} @${width}`);
      const small = (await tapTargets(page, 'main')).filter((t) => t.width < 44 || t.height < 44);
      expect.soft(small, `${url} @${width}`).toEqual([]);
      await shot(page, `protection-${width}-${url.replace(/[^a-z0-9]+/gi, '-')}`);
      if (width === 375) {
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .flatMap((v) => v.nodes.map((n) => `${url}: ${v.id} → ${n.target.join(' ')}`));
        expect.soft(serious).toEqual([]);
      }
    }
  }
  // The money screens carry the 理性投注 link.
  for (const url of ['/recharge', '/withdraw', '/venuesTransfer']) {
    await page.goto(url);
    await expect(page.getByRole('link', { name: /理性投注/ }), url).toBeVisible();
  }
});
