import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_CAPTCHA_CODE } from './tests/support/captcha';
import { E2E_DATA_KEY_HEX } from './tests/support/data-key';

// The e2e server is a real Qilin process on embedded PGlite in a throwaway data dir. Its line list
// names a dead line first, so every flow also proves the client skips it (spec §4 line loading).
const PORT = Number(process.env.E2E_PORT ?? 18080);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'qilin-e2e-'));
// The client and the console are built into the run's own directory: apps/web/dist is shared with `npm start`, the
// bench and other builds, and a rebuild there mid-run would swap the files under the browser.
const webDist = join(dataDir, 'web-dist');
const adminDist = join(dataDir, 'admin-dist');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time (tests inside a file stay in order): the flows mostly wait on draws,
  // toasts and the server, so two browsers share the 2-core CI machine well (111 → 64 s). Every
  // test registers its own member and the operator acts only on that member's orders.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['iPhone 8'],
    browserName: 'chromium',
    baseURL: BASE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The compiled server (apps/server/dist), as `npm start` and production run it.
    command: `npm run build -w @qilin/web -- --outDir ${webDist} --emptyOutDir && npm run build -w @qilin/admin -- --outDir ${adminDist} --emptyOutDir && npm run build -w @qilin/server && npm run start -w @qilin/server`,
    cwd: '..',
    url: `${BASE}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_DIST: adminDist,
      DATABASE_URL: '',
      REDIS_URL: '',
      LINES: `http://127.0.0.1:9,${BASE}`,
      ADMIN_TOKEN: 'e2e-admin',
      // Not the development key, and not given to the client build: the client reads it from the page.
      DATA_KEY: E2E_DATA_KEY_HEX,
      // Deposits are withdrawable at once, so the withdraw flow needs no bets to work off turnover.
      TURNOVER_MULTIPLE: '0',
      // Short draws so the game flows see a bet drawn and settled within one test.
      DRAW_PERIOD_SEC: '15',
      LOG_LEVEL: 'warn',
      // Every browser and API call of the whole run comes from 127.0.0.1 with few device ids: the per-IP
      // limit (600/min) and the per-device login/register limit (10 per 5 min) would throttle the later
      // specs. Rate limiting itself is tested in the server suite.
      RATE_LIMIT_MAX: '100000',
      LOGIN_LIMIT_MAX: '1000',
      // Every depositing member binds a real name through an SMS code (depositFor): all from 127.0.0.1.
      SMS_DAILY_MAX_PER_IP: '100000',
      // Captchas are glyph strokes no test can read; the flows answer this fixed code instead.
      CAPTCHA_FIXED_CODE: E2E_CAPTCHA_CODE,
    },
  },
});
