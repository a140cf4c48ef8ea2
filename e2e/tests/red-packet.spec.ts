import { expect, test } from '@playwright/test';
import { fundedMember, ok } from './support/api';
import { loginThroughUi, shot } from './support/ui';

// Red packets (issue 4, type-3 games): a member enters the red-packet room from the hall's 红包 class,
// sees a live packet, grabs the last part, and the packet settles with its fairness check ✓ computed in
// the browser; then sends a packet of their own. Other members act through the API.

test.use({ viewport: { width: 375, height: 667 } });

type Packet = { hid: number; state: string; grabbedCount: number };

test('grab the last part of a packet in the red-packet room, see the result and the fairness ✓', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const room = `e2e${Date.now().toString(36)}`;
  const sender = await fundedMember(request, 'rps');
  const others = [await fundedMember(request, 'rpa'), await fundedMember(request, 'rpb')];
  const me = await fundedMember(request, 'rpme');
  const packet = await ok<Packet>(request, '/api/redpacket/jdsl', {
    token: sender.token,
    body: { game_room_id: room, szlh: 7, hbgs: 3, money: '20' },
  });
  for (const o of others)
    await ok(request, '/api/redpacket/grab', { token: o.token, body: { hid: packet.hid } });

  await loginThroughUi(page, me.username);
  await page.getByRole('tab', { name: '红包' }).click();
  await page.getByRole('button', { name: /红包扫雷/ }).click();
  await expect(page).toHaveURL(/\/redPacket\?game_id=RedPacket/);
  // The hall opens room 1; this test's packet lives in its own room.
  await page.goto(`/redPacket?game_id=RedPacket&game_room_id=${room}`);
  const card = page.getByRole('button', { name: /20 进行中/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('已抢2/3');
  await expect(card).toContainText('×3.5');
  await shot(page, 'red-packet-room-375');

  await card.click();
  const sheet = page.getByRole('dialog', { name: '红包扫雷' });
  await sheet.getByRole('button', { name: '抢红包（冻结70元）' }).click();
  await expect(sheet.getByTestId('rp-fair-verdict')).toHaveText('✓ 验证通过', { timeout: 15_000 });
  await expect(sheet.getByText('已抢完')).toBeVisible();
  await expect(sheet.locator('li.is-self')).toHaveCount(1);
  await shot(page, 'red-packet-settled-375');
  const settled = await ok<Packet>(request, `/api/redpacket/detail?hid=${packet.hid}`, { token: me.token });
  expect(settled).toMatchObject({ state: 'settled', grabbedCount: 3 });

  // Send one: classic, 100 元, 5 parts, mine 5.
  await page.keyboard.press('Escape');
  await page.goto(`/redPacket?game_id=RedPacket&game_room_id=${room}`);
  await page.getByRole('button', { name: '发红包', exact: true }).click();
  const form = page.getByRole('dialog', { name: '发红包' });
  await form.locator('#rp-money').fill('100');
  await form.getByRole('button', { name: '雷号 5' }).click();
  await expect(form.getByTestId('rp-preview')).toContainText('1.6');
  await shot(page, 'red-packet-send-375');
  await form.getByRole('button', { name: '塞钱进红包' }).click();
  await expect(page.getByRole('button', { name: /我发的|100 进行中/ }).first()).toBeVisible();
});
