import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The e2e server is a real Qilin process on embedded PGlite in a throwaway data dir. Its line list
// names a dead line first, so every flow also proves the client skips it (spec §4 line loading).
const PORT = Number(process.env.E2E_PORT ?? 18080);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'qilin-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
    command: 'npm run build -w @qilin/web && npm run start -w @qilin/server',
    cwd: '..',
    url: `${BASE}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LINES: `http://127.0.0.1:9,${BASE}`,
      ADMIN_TOKEN: 'e2e-admin',
      LOG_LEVEL: 'warn',
    },
  },
});
