import { expect, test } from '@playwright/test';
import { Header } from '@qilin/contract';
import { ADMIN_TOKEN, fundedMember, ok } from './support/api';
import { expectShownBriefly, loginThroughUi, shot, waitForOpenWindow } from './support/ui';

// An operator overrides a keyed pay table (六合彩 特肖 鼠: default/year odds, shown joined on the cell)
// in one room; the member sees the room's values on the cell, bets at them and the server accepts.
// Its own game and room, so no other flow of the run sees the override.

test.use({ viewport: { width: 375, height: 667 } });

const GAME = 'Marksixff';
const ROOM = '77';
const ODDS = { default: '12.5', year: '9.9' };

type Order = { items: { odds: unknown; status: string }[] };

test("a room's override of a keyed table shows on the cell and a bet at it is accepted", async ({
  page,
  request,
}) => {
  const put = await request.fetch('/api/admin/game-rooms/config', {
    method: 'PUT',
    headers: { 'x-admin-token': ADMIN_TOKEN, [Header.device]: 'h5', [Header.deviceId]: 'e2e-device' },
    data: { game_id: GAME, game_room_id: ROOM, odds: { 'special-zodiac:0': ODDS } },
  });
  expect(put.status()).toBe(200);

  const { username, token } = await fundedMember(request, 'keyed');
  await loginThroughUi(page, username);
  await page.goto(`/lottery?game_id=${GAME}&game_room_id=${ROOM}`);
  const cell = page.getByRole('button', { name: /^鼠\s*×12\.5\/9\.9/ });
  await expect(cell).toBeVisible();
  await waitForOpenWindow(page, 4);
  await cell.click();
  await shot(page, 'lottery-keyed-odds-375');
  await page.getByRole('button', { name: '下注', exact: true }).click();
  await expectShownBriefly(page, '投注成功', () =>
    page.getByRole('dialog').getByRole('button', { name: '确定' }).click(),
  );

  const records = await ok<{ list: Order[] }>(request, '/api/bet/records', {
    token,
    body: { game_id: GAME },
  });
  expect(records.list[0]?.items[0]?.odds).toEqual(ODDS);
});
