import { fileURLToPath } from 'node:url';
import { expect, type Locator, test } from '@playwright/test';
import type { RedPacketView } from '@qilin/contract';
import { formatFen } from '@qilin/domain';
import { fundedMember, ok } from './support/api';
import { loginThroughUi, shot } from './support/ui';

// Red packets (issue 4, type-3 games): a member enters the red-packet room from the hall's 红包 class,
// sees a live packet, grabs the last part, and the packet settles with its fairness check ✓ computed in
// the browser; then sends a packet of their own. Other members act through the API. While a packet is
// open the screen shows counts and the member's own part only (game-rules A1); every amount once settled.

test.use({ viewport: { width: 375, height: 667 } });

type Packet = RedPacketView;

/** The committed report folder (game-visuals.spec.ts keeps the other game types' rooms and results there). */
const REPORT = fileURLToPath(new URL('../report/', import.meta.url));

/** The grab rows of the open sheet: nickname + amount (or 待公开) + mine result, as text. */
const rowTexts = (sheet: Locator) => sheet.locator('.ql-rp-grabs li').allTextContents();

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
  await page.screenshot({ path: `${REPORT}room-red-packet-375.png` });

  await card.click();
  const sheet = page.getByRole('dialog', { name: '红包扫雷' });
  // Open: two grabs, their amounts sealed — the last part cannot be worked out from the screen.
  await expect(sheet.getByText('红包结束后公开每份金额')).toBeVisible();
  const open = await rowTexts(sheet);
  expect(open).toHaveLength(2);
  for (const row of open) expect(row).toContain('待公开');
  await sheet.getByRole('button', { name: '抢红包（冻结70元）' }).click();
  await expect(sheet.getByTestId('rp-fair-verdict')).toHaveText('✓ 验证通过', { timeout: 15_000 });
  await expect(sheet.getByText('已抢完')).toBeVisible();
  await expect(sheet.locator('li.is-self')).toHaveCount(1);
  await shot(page, 'red-packet-settled-375');
  const settled = await ok<Packet>(request, `/api/redpacket/detail?hid=${packet.hid}`, { token: me.token });
  expect(settled).toMatchObject({ state: 'settled', grabbedCount: 3 });
  // Settled: every amount is shown, and they are the revealed split.
  const rows = await rowTexts(sheet);
  for (const [i, fen] of (settled.partsFen ?? []).entries()) expect(rows[i]).toContain(formatFen(fen));
  await expect(sheet.getByText('待公开')).toHaveCount(0);
  // the report's picture without the 抢到 toast over the list
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await page.screenshot({ path: `${REPORT}result-red-packet-375.png` });

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

test('an open packet shows counts and the own part only; every amount appears when it settles', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const room = `e2s${Date.now().toString(36)}`;
  const sender = await fundedMember(request, 'rss');
  const [a, b, d] = [
    await fundedMember(request, 'rsa'),
    await fundedMember(request, 'rsb'),
    await fundedMember(request, 'rsd'),
  ];
  const me = await fundedMember(request, 'rsme');
  const packet = await ok<Packet>(request, '/api/redpacket/jdsl', {
    token: sender.token,
    body: { game_room_id: room, szlh: 7, hbgs: 4, money: '20' },
  });
  for (const o of [a, b])
    await ok(request, '/api/redpacket/grab', { token: o.token, body: { hid: packet.hid } });
  // What the server answers a grabber while open: their own part, no other, no sum.
  const seenByA = await ok<Packet>(request, `/api/redpacket/detail?hid=${packet.hid}`, { token: a.token });
  expect(seenByA).toMatchObject({ state: 'open', grabbedCount: 2, grabbedFen: null, seed: null });
  expect(seenByA.grabs.map((g) => (g.self ? 'own' : g.amountFen))).toEqual(['own', null]);

  await loginThroughUi(page, me.username);
  await page.goto(`/redPacket?game_id=RedPacket&game_room_id=${room}`);
  const card = page.getByRole('button', { name: /20 进行中/ });
  await expect(card).toContainText('已抢2/4');
  await card.click();
  const sheet = page.getByRole('dialog', { name: '红包扫雷' });
  await expect(sheet.getByText('待公开')).toHaveCount(2);
  await expect(sheet.getByText('红包结束后公开每份金额')).toBeVisible();
  await shot(page, 'red-packet-sealed-375');

  await sheet.getByRole('button', { name: /抢红包（冻结/ }).click();
  await expect(sheet.locator('li.is-self')).toHaveCount(1);
  const mine = await ok<Packet>(request, `/api/redpacket/detail?hid=${packet.hid}`, { token: me.token });
  const own = mine.grabs.find((g) => g.self)?.amountFen ?? Number.NaN;
  await expect(sheet.locator('li.is-self')).toContainText(formatFen(own));
  await expect(sheet.getByText('待公开')).toHaveCount(2);
  await expect(sheet.getByText('已抢3/4')).toBeVisible();
  await shot(page, 'red-packet-sealed-own-375');

  // The fourth member takes the last part: the sheet (polling) shows every amount and the check ✓.
  await ok(request, '/api/redpacket/grab', { token: d.token, body: { hid: packet.hid } });
  await expect(sheet.getByTestId('rp-fair-verdict')).toHaveText('✓ 验证通过', { timeout: 15_000 });
  await expect(sheet.getByText('待公开')).toHaveCount(0);
  const settled = await ok<Packet>(request, `/api/redpacket/detail?hid=${packet.hid}`, { token: me.token });
  const rows = await rowTexts(sheet);
  expect(rows).toHaveLength(4);
  for (const [i, fen] of (settled.partsFen ?? []).entries()) expect(rows[i]).toContain(formatFen(fen));
  await shot(page, 'red-packet-sealed-settled-375');
});
