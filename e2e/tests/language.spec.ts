import { expect, type Page, test } from '@playwright/test';
import { registerMember } from './support/api';
import { loginThroughUi } from './support/ui';

/** A catalogue key shown instead of its text, e.g. `game.room.closeIn`. */
const RAW_KEY = /\b(?:game|wallet|me|popup|hall|chainWatch|fairness|redPacket|common|tab)\.[a-zA-Z]+/;

async function expectNoRawKeys(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
}

test('English chosen in /setting reaches the hall, a money screen and a game room, and survives a reload', async ({
  page,
  request,
}) => {
  test.slow(); // five screens cold, a login and a reload
  const { member } = await registerMember(request);
  const username = member.username;
  await loginThroughUi(page, username);

  await page.goto('/setting');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByText('Quiet mode')).toBeVisible();

  await page.goto('/home/hall');
  await expect(page.locator('.adm-tab-bar').getByText('Hall', { exact: true })).toBeVisible();
  await expect(page.getByText('Balance', { exact: true }).first()).toBeVisible();
  await expectNoRawKeys(page);

  await page.goto('/account');
  await expect(page.getByText('My wallet').first()).toBeVisible();
  await expectNoRawKeys(page);

  await page.goto('/gamezhuotou?game_id=Tradition28&game_room_id=1');
  await expect(page.getByTestId('countdown')).toContainText(/Closes in|Drawing|Closed/);
  await expect(page.getByText('Recent results').first()).toBeVisible();
  await expectNoRawKeys(page);

  // The choice is kept on the device: a cold load of a lazy screen comes back in English.
  await page.reload();
  await expect(page.getByText('Recent results').first()).toBeVisible();
  await expectNoRawKeys(page);

  // And back to Chinese.
  await page.goto('/setting');
  await page.getByText('简体中文', { exact: true }).click();
  await expect(page.getByText('静音模式')).toBeVisible();
});
