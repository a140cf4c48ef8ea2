import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { fundedMember, registerMember } from './support/api';
import { everyRouteUrl, SESSION_BLIND } from './support/routes';
import { loginThroughUi, shot } from './support/ui';

// issue 15 "Accessible and comfortable": every route, as a guest and as a member, at 375×667 has no
// serious or critical axe-core finding, one `main` landmark and one h1; so do the sheets reachable in a
// tap or two. One browser context per role (the member logs in once); failures list route, rule, target.

type Role = 'guest' | 'member';

/** Structural rules axe rates "moderate" that the issue asks for on every screen all the same. */
const STRUCTURE_RULES = new Set(['landmark-one-main', 'page-has-heading-one', 'landmark-no-duplicate-main']);

/** The axe-core AxeBuilder puts in the page (its own dependency, not necessarily the top-level one). */
function axeInPage(): { _audit: { rules: { id: string; impact?: string }[] } } {
  const builder = createRequire(import.meta.url).resolve('@axe-core/playwright');
  return createRequire(builder)('axe-core');
}

/**
 * axe rules whose findings are never serious or critical (their impact is fixed at minor or moderate)
 * and that the issue does not ask for: `findings` would drop what they find, so running them only
 * costs time on every screen. Read from that axe-core's rule metadata, so a rule an upgrade makes
 * serious runs again.
 */
const SKIPPED_RULES = axeInPage()
  ._audit.rules.filter((r) => (r.impact === 'minor' || r.impact === 'moderate') && !STRUCTURE_RULES.has(r.id))
  .map((r) => r.id);

/** ~35 screens at ~1 s each on an idle 2-core machine; a busy one (parallel CI jobs) takes longer. */
const SWEEP_TIMEOUT = 240_000;

/** The boot shell, the route fallback and antd-mobile's loading indicators. */
const LOADING = '.ql-boot, .ql-spinner, .adm-spin-loading, .adm-skeleton, .adm-dot-loading';

/** The screen has rendered past the boot shell and its first data, and its layout has settled. */
async function settle(page: Page): Promise<void> {
  // Polling screens (countdowns, balances) never go network-idle: wait for the loading states instead.
  // The line splash (/, /nav) spins while it probes lines and then moves on to the hall by itself.
  await page
    .waitForFunction((sel) => !document.querySelector(sel), LOADING, { timeout: 6000 })
    .catch(() => {});
  // A lazy screen (or a guest's redirect to /login) renders a moment after its chunk arrives; on a busy
  // machine axe could read the empty shell. Every screen has a main landmark, so wait for one (axe still
  // reports it if it never comes).
  await page
    .waitForFunction(() => document.querySelector('main, [role="main"]') !== null, undefined, {
      timeout: 6000,
    })
    .catch(() => {});
  await page.waitForTimeout(100);
}

/** A contrast finding says its colours and ratio, so the fix can pick a token without a rerun. */
function detail(node: { any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number }
    | undefined;
  if (data?.contrastRatio === undefined) return '';
  return ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]`;
}

/** Each finding as "where: rule (impact) → target", serious/critical and the structural rules only. */
async function findings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .disableRules(SKIPPED_RULES)
    // One run in the page: the default partial mode opens a second page per call to merge results.
    .setLegacyMode()
    .analyze();
  const out = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE_RULES.has(v.id))
    .flatMap((v) =>
      v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) → ${n.target.join(' ')}${detail(n)}`),
    );
  // axe's page-has-heading-one passes with two; the issue asks for exactly one.
  const h1 = await page.locator('h1').count();
  if (h1 > 1) out.push(`${where}: ${h1} h1 elements (one per page)`);
  return out;
}

/** Fails softly per screen, so one run lists every screen's findings. */
async function check(page: Page, where: string): Promise<void> {
  expect.soft(await findings(page, where), where).toEqual([]);
}

async function sweepRoutes(page: Page, role: Role): Promise<void> {
  // The guest sweep covers the screens a session does not change.
  for (const url of everyRouteUrl(role === 'member' ? SESSION_BLIND : [])) {
    await page.goto(url);
    await settle(page);
    await check(page, `${role} ${url}`);
  }
}

/** The security forms with their inline field errors showing (a submit with every field empty). */
const SECURITY_FORMS = [
  { url: '/safeCenter?action=password', submit: '保存', name: 'login-password' },
  { url: '/safeCenter?showFund=1', submit: '保存', name: 'fund-password' },
  // A fresh member has no phone: /api/phone says so and the phone and code fields show up front.
  { url: '/safeCenter?action=name', submit: '立即绑定', name: 'real-name' },
] as const;

/**
 * The sheets a member opens most: the recharge amount sheet and the captcha sheet (bind phone), and
 * the security forms with their field errors.
 */
/** The security forms and the withdraw captcha sheet, on a member with nothing bound yet. */
async function sweepSecuritySheets(page: Page): Promise<void> {
  for (const form of SECURITY_FORMS) {
    await page.goto(form.url);
    await settle(page);
    await page.getByRole('button', { name: form.submit, exact: true }).click();
    await expect(page.locator('.ql-field__error').first()).toBeVisible();
    await expect(page.locator('input[aria-invalid="true"]').first()).toBeVisible();
    if (form.name === 'real-name') await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
    await page.waitForTimeout(150);
    await shot(page, `a11y-${form.name}-errors`);
    await check(page, `member ${form.url} with its field errors`);
  }

  await page.goto('/withdraw');
  await settle(page);
  await page.getByRole('button', { name: '去绑定' }).click();
  await page.getByPlaceholder('请输入手机号').fill('13800000000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByPlaceholder('请输入图形验证码')).toBeVisible();
  await page.waitForTimeout(150);
  await check(page, 'member captcha sheet');
}

/** The recharge amount sheet, on a member who may deposit (a real name bound). */
async function sweepRechargeSheet(page: Page): Promise<void> {
  await page.goto('/recharge');
  await settle(page);
  await page.getByRole('tab', { name: '银行卡' }).click();
  await page.getByText('银行卡转账').click();
  await expect(page.locator('#recharge-amount')).toBeVisible();
  await page.waitForTimeout(150);
  await check(page, 'member recharge amount sheet');
}

test.describe('no serious or critical axe finding on any screen', () => {
  // Guest and member sweeps are independent: with two workers they run side by side.
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 375, height: 667 } });

  // Each test is one browser context (Playwright's `page` fixture): the member's login is reused.
  test('as a guest', async ({ page }) => {
    test.setTimeout(SWEEP_TIMEOUT);
    await sweepRoutes(page, 'guest');
  });

  test('as a logged-in member, with the recharge and captcha sheets open', async ({ page, request }) => {
    test.setTimeout(SWEEP_TIMEOUT);
    const { username } = await fundedMember(request, 'a11y', 100);
    await loginThroughUi(page, username);
    await sweepRoutes(page, 'member');
    await sweepRechargeSheet(page);
    // The funded member has a phone and a real name bound (deposits need one): the binding forms are
    // swept on a fresh member with nothing bound.
    const fresh = await registerMember(request);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await loginThroughUi(page, fresh.member.username);
    await sweepSecuritySheets(page);
  });
});
