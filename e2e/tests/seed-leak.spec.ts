import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Header } from '@qilin/contract';
import { decrypt, fundedMember, ok } from './support/api';
import { loginThroughUi, waitForOpenWindow } from './support/ui';

// Issue 13 part 1 — the seed leak, seen from the browser (game-rules A1 "Publication rule"): issue i's
// commitment SHA256(s_i) is the seed s_{i-1} of issue i−1, so no answer may show it before issue i−1 is
// drawn. A guest opens /guest, then a member opens the 分分彩 room and its chase (追号) panel and stays
// through a sale window, the closed (封盘) window and the draw, twice. Every response body (decrypted),
// its headers and every socket frame the browser receives are kept with the time they arrived. Then
// the seeds the server revealed are read back, and no value seen may be — or hash forward to — the seed
// of an issue drawn after it arrived.

test.use({ viewport: { width: 375, height: 667 } });

const GAME = 'Ffc';
/** Chain links behind a value that still count as "follows from it". */
const FORWARD_HASHES = 300;

/** Every 32-byte value written in a text: byte-aligned 64-hex windows of hex runs, base64 / base64url. */
function valuesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[0-9a-fA-F]{64,}/g)) {
    const run = m[0].toLowerCase();
    for (let i = 0; i + 64 <= run.length; i += 2) out.push(run.slice(i, i + 64));
  }
  for (const re of [/[A-Za-z0-9+/]{43}=/g, /(?<![A-Za-z0-9_\-+/])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_\-+/=])/g]) {
    for (const m of text.matchAll(re)) {
      const bytes = Buffer.from(m[0].replace(/-/g, '+').replace(/_/g, '/'), 'base64');
      if (bytes.length === 32) out.push(bytes.toString('hex'));
    }
  }
  return out;
}

function forwardChain(hex: string): string[] {
  const out = [hex];
  let bytes: Buffer = Buffer.from(hex, 'hex');
  for (let k = 0; k < FORWARD_HASHES; k++) {
    bytes = createHash('sha256').update(bytes).digest();
    out.push(bytes.toString('hex'));
  }
  return out;
}

type Seen = { at: number; where: string; text: string };
type Sale = { issue: string; openAt: number; closeAt: number; drawAt: number };
type Drawn = { issue: string; drawAt: number; seed: string | null };

test('no response or socket frame the browser receives shows a seed before its draw', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seen: Seen[] = [];
  page.on('response', async (response) => {
    const at = Date.now();
    const where = `${response.request().method()} ${response.url()}`;
    const headers = response.headers();
    let text = '';
    try {
      const raw = await response.text();
      text = headers[Header.encrypted] === '1' ? decrypt(raw) : raw;
    } catch {
      // redirects and aborted loads have no body
    }
    seen.push({ at, where, text: `${text}\n${JSON.stringify(headers)}` });
  });
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => {
      const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
      seen.push({ at: Date.now(), where: `WS ${new URL(ws.url()).pathname}`, text });
    });
  });

  // A guest's view of every game, then the member's room with its chase list of upcoming issues.
  await page.goto('/guest');
  await expect(page.getByTestId('guest-game-Tradition28')).toBeVisible();
  await page.getByRole('tab', { name: '彩票' }).click();
  await expect(page.getByTestId(`guest-game-${GAME}`)).toBeVisible();
  const { username } = await fundedMember(request, 'leak', 100);
  await loginThroughUi(page, username);
  await page.goto(`/lottery?game_id=${GAME}`);
  await waitForOpenWindow(page, 3);
  await page.locator('.ql-odds__cell:not([disabled])').first().click();
  await page.getByRole('button', { name: '追号' }).click();
  await expect(page.getByTestId('zh-list').locator('.ql-chase__issue').first()).toBeVisible();

  // Stay through this issue's sale window, its 封盘 window and its draw, then the next one's.
  const first = await ok<Sale>(request, `/api/guest/lottery/sale/issue?game_id=${GAME}`);
  const period = first.drawAt - first.openAt;
  const stayUntil = first.drawAt + period + 2_000;
  await page.waitForTimeout(Math.max(0, stayUntil - Date.now()));
  const left = Date.now();

  // The ground truth: every seed the server has revealed by now, per game, with its draw time.
  const overview = await ok<{ games: { id: string; sale: Sale | null }[] }>(
    request,
    '/api/guest/lottery/info',
  );
  await expect(async () => {
    const [last] = (
      await ok<{ list: Drawn[] }>(request, `/api/guest/lottery/history/draw?game_id=${GAME}&count=1`)
    ).list;
    expect(last?.drawAt ?? 0).toBeGreaterThanOrEqual(first.drawAt + period);
  }).toPass({ timeout: 20_000, intervals: [500] });
  const seeds = new Map<string, { game: string; issue: string; drawAt: number }>();
  for (const game of overview.games.filter((g) => g.sale).map((g) => g.id)) {
    for (let p = 1; p <= 10; p++) {
      const { list } = await ok<{ list: Drawn[] }>(
        request,
        `/api/guest/lottery/history/draw?game_id=${game}&count=100&page=${p}`,
      );
      for (const d of list) if (d.seed) seeds.set(d.seed, { game, issue: d.issue, drawAt: d.drawAt });
      if (list.length < 100) break;
    }
  }
  expect(seeds.size).toBeGreaterThan(0);
  expect(
    seen.some((s) => s.where.startsWith('WS ')),
    'the socket delivered frames',
  ).toBe(true);
  expect(
    seen.some((s) => s.where.includes('/api/lottery/sale/issues')),
    'the chase list was asked',
  ).toBe(true);

  // A value that is, or hashes forward to, the seed of an issue drawn after the value arrived.
  const chains = new Map<string, string[]>();
  const leaks = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const s of seen.filter((x) => x.at < left)) {
    for (const value of new Set(valuesIn(s.text))) {
      let chain = chains.get(value);
      if (!chain) {
        chain = forwardChain(value);
        chains.set(value, chain);
      }
      const k = chain.findIndex((h) => seeds.has(h));
      const x = k < 0 ? undefined : seeds.get(chain[k] ?? '');
      if (!x || s.at >= x.drawAt) continue;
      const route = s.where.replace(/\?.*$/, '');
      counts.set(route, (counts.get(route) ?? 0) + 1);
      if (!leaks.has(route))
        leaks.set(
          route,
          `${s.where} at ${new Date(s.at).toISOString()}: ${value} ${k === 0 ? 'is' : `hashed ${k}× gives`} the seed of ${x.game} ${x.issue}, drawn at ${new Date(x.drawAt).toISOString()}`,
        );
    }
  }
  expect([...leaks.entries()].map(([route, first]) => `×${counts.get(route)} ${first}`).sort()).toEqual([]);
});
