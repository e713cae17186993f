import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
// E2E_PORT lets several checkouts run their browser tests at once.
const port = Number(process.env.E2E_PORT ?? 3311);
// The fake Binance the server syncs accounts' history from (e2e/trades.spec.ts).
const exchangePort = port + 1;
// The fake Telegram Bot API e2e/telegram.spec.ts starts (the server is told its address now).
process.env.E2E_TELEGRAM_PORT ??= String(port + 2);
// The SMTP sink e2e/email.spec.ts starts (the admin points the server at it from the page).
process.env.E2E_SMTP_PORT ??= String(port + 4);

// Set E2E_BASE_URL to test an app you started yourself; otherwise the built server is started
// on a fresh, empty data folder so runs never see each other's data.
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

function freshDataDir(): string {
  // The config is evaluated again in each worker: reuse the runner's folder via the environment.
  if (!process.env.PULSO_E2E_DATA_DIR) {
    const tmp = path.join(repoRoot, '.tmp');
    mkdirSync(tmp, { recursive: true });
    process.env.PULSO_E2E_DATA_DIR = mkdtempSync(path.join(tmp, 'e2e-data-'));
  }
  return process.env.PULSO_E2E_DATA_DIR;
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: path.join(repoRoot, '.tmp/playwright-results'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Assertions wait up to 10 s (Playwright's 5 s ran out for a chart's first candles on a CI
  // machine busy with another job); a passing assertion returns as soon as it holds.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser (DESIGN §2).
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The first user ever is the admin: the setup registers e2e/helpers/identity.ts adminAccount
    // before any spec, so which spec file runs first does not decide who is admin.
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: `node --import tsx ../server/src/test/fake-exchange-server.ts ${exchangePort}`,
          cwd: here,
          url: `http://127.0.0.1:${exchangePort}/api/v3/exchangeInfo`,
          reuseExistingServer: false,
          timeout: 60_000,
        },
        {
          command: 'node --no-node-snapshot ../server/dist/main.js',
          cwd: here,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            PORT: String(port),
            // The embedded provider's issuer and redirect URIs must match the address tested.
            PUBLIC_URL: baseURL,
            DATA_DIR: freshDataDir(),
            // The signal worker runs: e2e/trades.spec.ts follows an emitted trade into its table.
            WORKERS: 'true',
            LOG_LEVEL: 'warn',
            // e2e/charts.spec.ts walks 165 range × grouping choices in about two minutes, a
            // robot's pace on the public candle route (a person stays far under the default 120).
            PUBLIC_RATE_LIMIT_MAX: '1000',
            // Every spec registers its users from 127.0.0.1: more than a person's 20 an hour.
            REGISTRATIONS_PER_ADDRESS: '1000',
            // Accounts with API keys sync their history from the fake Binance above.
            EXCHANGE_API_URLS: `binance=http://127.0.0.1:${exchangePort}`,
            // e2e/notifications.spec.ts points a channel at a sink on 127.0.0.1, which the
            // server refuses by default (a channel must not reach the host's private network).
            NOTIFICATIONS_ALLOW_PRIVATE_URLS: 'true',
            TELEGRAM_API_URL: `http://127.0.0.1:${process.env.E2E_TELEGRAM_PORT}`,
          },
        },
      ],
});
