import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatFen } from '@qilin/domain';
import { call, fundedMember, ok } from './support/api';
import { expectShownBriefly, loginThroughUi, shot, waitForOpenWindow } from './support/ui';

// issue 4: a member bets 大 in a 28 room, watches the draw land (the e2e server draws every 15 s,
// sales close 5 s before), verifies it in the browser and sees the balance move; typed entry on an
// 11选5 play; the bet in /betRecord. The draw is random, so 大 is hedged with 小 in the same order (the
// room allows both sides, checked first): every sum 0–27 is 大 or 小, so each run wins exactly one side
// and the win path (payout, win animation, balance) is asserted every time.

test.use({ viewport: { width: 375, height: 667 } });

const GAME = 'Tradition28';
const STAKE_FEN = 1000; // the room's default amount (10 元), on each side
const DEPOSIT_YUAN = 1000;

type Order = {
  id: number;
  issue: string;
  status: string;
  totalFen: number;
  payoutFen: number;
  items: { name: string; status: string; payoutFen: number }[];
};
type Issue = { issue: string; state: string; seed: string | null };
type RoomRules = {
  dxds1314Odds: string | null;
  tiers1314: { overFen: number; dxdsOdds: string | null }[];
  hedged1314Refund: boolean;
  hedging: { oppositeSides: boolean };
};

/** Balance text ('1000', '989.5') → fen. */
const fenOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

async function myOrders(request: APIRequestContext, token: string) {
  return (await ok<{ list: Order[] }>(request, '/api/bet/records', { token, body: { game_id: GAME } })).list;
}

test('bet 大 (hedged with 小) in a 28 room, see the draw, verify it, win, and the balance follows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { username, token } = await fundedMember(request, 'game', DEPOSIT_YUAN);
  // The hedge makes a win certain only if the room takes both sides and pays a 13/14 win as a win
  // (not 回本: a refund of the stake); the room's own rules say so, from game info.
  const info = await ok<{ rules?: RoomRules }>(request, `/api/lottery/info?game_id=${GAME}&game_room_id=1`, {
    token,
  });
  expect(info.rules?.hedging.oppositeSides, 'room 1 refuses 大+小').toBe(false);
  expect(info.rules?.hedged1314Refund).toBe(false);
  expect(info.rules?.dxds1314Odds).not.toBeNull();
  expect(info.rules?.tiers1314.every((t) => t.dxdsOdds !== null)).toBe(true);
  await loginThroughUi(page, username);

  // Enter the game from the hall's number-game class.
  await page
    .getByRole('button', { name: /传统28/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/gamezhuotou\?game_id=Tradition28/);
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(/^1,?000(\.00)?$/);
  const before = fenOf(await balance.textContent());

  await waitForOpenWindow(page, 4);
  for (const side of ['大', '小']) {
    await page
      .getByRole('button', { name: new RegExp(`^${side}\\s*×\\d`) })
      .first()
      .click();
  }
  await expect(page.getByTestId('slip-total')).toContainText('合计 2 注');
  await page.getByRole('button', { name: '下注', exact: true }).click();
  await expectShownBriefly(page, '投注成功', () =>
    page.getByRole('dialog').getByRole('button', { name: '确定' }).click(),
  );
  await expect.poll(async () => fenOf(await balance.textContent())).toBe(before - 2 * STAKE_FEN);
  const [order] = await myOrders(request, token);
  expect(order).toMatchObject({ totalFen: 2 * STAKE_FEN, status: 'open' });
  expect(order?.items.map((i) => i.name).sort()).toEqual(['大', '小'].sort());
  await shot(page, 'game-room-375');

  // The draw lands within one period; the server settles the issue.
  await expect(async () => {
    const issue = await ok<Issue>(request, `/api/lottery/issue?game_id=${GAME}&issue=${order?.issue}`, {
      token,
    });
    expect(issue.state).toBe('SETTLED');
  }).toPass({ timeout: 45_000, intervals: [1000] });
  const [settled] = await myOrders(request, token);
  // Exactly one side won, whatever the sum.
  const won = settled?.items.filter((i) => i.status === 'won') ?? [];
  expect(won, JSON.stringify(settled?.items)).toHaveLength(1);
  expect(settled?.items.filter((i) => i.status === 'lost')).toHaveLength(1);
  const winner = won[0]!;
  expect(winner.payoutFen).toBeGreaterThan(0);
  expect(settled?.payoutFen).toBe(winner.payoutFen);

  // The `bonus` push shows the win animation with the amount paid.
  await expect(page.getByTestId('win-amount')).toContainText(formatFen(winner.payoutFen));
  await shot(page, 'game-room-win-375');
  await page.getByTestId('win-amount').click();
  await expect(page.getByTestId('win-amount')).toHaveCount(0);
  const after = before - 2 * STAKE_FEN + winner.payoutFen;
  await expect.poll(async () => fenOf(await balance.textContent()), { timeout: 15_000 }).toBe(after);

  // The drawn issue appears in the last results; its fairness panel recomputes it in the browser.
  const row = page.locator('.ql-result__item', { hasText: order!.issue });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.locator('.ql-result__head').click();
  await expect(row.getByTestId('fair-verdict')).toHaveText(/✓/);
  await shot(page, 'game-room-drawn-375');

  // Both bets are in the bet records with their outcomes; 大's detail shows the stored receipt.
  await page.goto(`/betRecord?game_id=${GAME}`);
  for (const side of ['大', '小']) {
    const record = page.getByTestId('bet-record-row').filter({ hasText: side }).first();
    await expect(record).toContainText(formatFen(STAKE_FEN));
    await expect(record).toContainText(side === winner.name ? '已中奖' : '未中奖');
  }
  await page.getByTestId('bet-record-row').filter({ hasText: '大' }).first().click();
  await expect(page.getByTestId('receipt-issue')).toHaveText(order!.issue);
  await expect(page.getByTestId('receipt-verdict')).toHaveText(/✓/);
  await shot(page, 'bet-detail-375');
});

test('11选5 typed entry counts live and refuses an invalid entry; a norm bet is accepted', async ({
  page,
  request,
}) => {
  const { username, token } = await fundedMember(request, 'game', DEPOSIT_YUAN);
  await loginThroughUi(page, username);
  await page.goto('/lottery?game_id=Syxw');
  await page.getByRole('tab', { name: '官方' }).click();
  await page.getByText('前二直选', { exact: true }).click();
  const entry = page.getByLabel('手动输入');
  const count = page.getByTestId('norm-count');
  const money = page.getByTestId('norm-money');
  const add = page.getByRole('button', { name: '添加到购物车' });

  await entry.fill('01.02 03.04\n5.11');
  await expect(count).toHaveText('3 注');
  await expect(money).toHaveText('6 元');
  await entry.fill('01.02 01.01');
  await expect(count).toHaveText('0 注');
  await expect(add).toBeDisabled();
  await entry.fill('01.12');
  await expect(count).toHaveText('0 注');

  await entry.fill('01.02 03.04');
  await expect(count).toHaveText('2 注');
  await add.click();
  await expect(page.getByTestId('cart')).toContainText('2 注');
  await shot(page, 'lottery-375');

  // Place it when sales are open; the server recounts the 注 and takes exactly 4 元.
  await waitForOpenWindow(page, 4);
  await page.getByRole('button', { name: '下注', exact: true }).click();
  await expectShownBriefly(page, '投注成功', () =>
    page.getByRole('dialog').getByRole('button', { name: '确定' }).click(),
  );
  const reply = await call<{ list: Order[] }>(request, '/api/bet/records', {
    token,
    body: { game_id: 'Syxw' },
  });
  expect(reply.result.list[0]).toMatchObject({ totalFen: 400, status: 'open' });
});
