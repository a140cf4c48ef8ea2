import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { VipLevelWire } from '@qilin/contract';
import { depositFor, ok, registerMember } from './support/api';
import { expectNoSidewaysScroll } from './support/layout';
import { loginThroughUi, shot } from './support/ui';

// issue 21: a member signs in on the 优惠中心 and sees the streak, reaches VIP1, claims its level-up gift
// on /HonorVIPGift and sees it in 礼金记录 with the balance moved; the four new screens are axe-clean and
// never scroll sideways at 320, 375 and 414 px. The server has no test clock, so one day's streak is
// shown here; consecutive days and gaps are covered by test/promotion/gifts.test.ts with an injected clock.

const SCREENS = ['/preferentialCenter/index', '/HonorVip', '/HonorVipDetail', '/HonorVIPGift'];

test('daily sign-in and a VIP gift: streak, 礼金记录 and the balance', async ({ page, request }) => {
  // VIP1 for anyone who deposited at least 1 yuan, with an 18.88 level-up gift (the seeded table asks for
  // thousands of yuan of turnover); the table is put back at the end.
  const before = await ok<{ levels: VipLevelWire[] }>(request, '/api/admin/vip/levels', { admin: true });
  const levels = before.levels.map((l) =>
    l.level === 1 ? { ...l, turnoverFen: 0, depositFen: 100, upgradeGiftFen: 1_888 } : l,
  );
  await ok(request, '/api/admin/vip/levels', { admin: true, method: 'PUT', body: { levels } });
  try {
    const { member, token } = await registerMember(request);
    await depositFor(request, token, '500', 1);
    await loginThroughUi(page, member.username);

    // 1. Sign in on the 优惠中心: the streak goes 0 → 1 and the button turns into 今日已签到.
    await page.goto('/preferentialCenter/index');
    const card = page.getByTestId('sign-in-card');
    await expect(card.getByTestId('sign-streak')).toHaveText('已连续签到 0 天');
    await card.getByTestId('sign-button').click();
    await expect(card.getByTestId('sign-streak')).toHaveText('已连续签到 1 天');
    await expect(card.getByTestId('sign-button')).toHaveText('今日已签到');
    await expect(card.getByTestId('sign-button')).toBeDisabled();
    await shot(page, 'vip-1-signed');

    // 2. VIP1 and its gift.
    await page.goto('/HonorVip');
    await expect(page.getByTestId('vip-level')).toHaveText('VIP1');
    await page.getByTestId('vip-to-gifts').click();
    await expect(page).toHaveURL(/\/HonorVIPGift$/);
    const gift = page.getByTestId('vip-gift-level_up:1');
    await expect(gift).toContainText('18.88');
    await gift.getByRole('button', { name: '领取' }).click();
    await expect(gift.getByRole('button', { name: '已领取' })).toBeDisabled();
    await shot(page, 'vip-2-claimed');

    // 3. 礼金记录 lists both gifts, and the wallet holds 500 + 1 (day 1) + 18.88.
    await page.goto('/gift/record');
    await expect(page.getByText('VIP礼金')).toBeVisible();
    await expect(page.getByText('签到奖励')).toBeVisible();
    await expect(page.getByText('+18.88')).toBeVisible();
    await page.goto('/account');
    await expect(page.getByTestId('wallet-balance')).toHaveText('519.88');
    // Both gifts still ask for their 1× turnover: neither is withdrawable yet.
    await expect(page.getByTestId('wallet-withdrawable')).toHaveText('500');

    // 4. The new screens at three phone widths: no sideways scroll, no serious axe finding.
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 740 });
      for (const url of SCREENS) {
        await page.goto(url);
        await expect(page.locator('main')).toBeVisible();
        await expect(page.locator('h1')).toHaveCount(1);
        await page.waitForTimeout(300);
        await expectNoSidewaysScroll(page, `${url} at ${width}`);
        const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect
          .soft(serious.map((v) => `${url}@${width}: ${v.id} → ${v.nodes[0]?.target.join(' ')}`))
          .toEqual([]);
        if (width === 320) await shot(page, `vip-320${url.replaceAll('/', '-')}`);
      }
    }
  } finally {
    await ok(request, '/api/admin/vip/levels', {
      admin: true,
      method: 'PUT',
      body: { levels: before.levels },
    });
  }
});
