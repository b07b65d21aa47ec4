import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in Debian's Chromium (no browser download on this machine) against the built app on a fresh embedded
 * database. The server is started here and stopped at the end; DATABASE_URL is cleared so CI's PostgreSQL is
 * never the e2e database.
 */
// Each run gets its own port and data dir, so two runs on one machine never share a server; the workers inherit the
// chosen port through the environment.
process.env.E2E_PORT ??= String(3100 + (process.pid % 800));
const PORT = Number(process.env.E2E_PORT);
const DATA_DIR = `.e2e-data-${PORT}`;
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    locale: 'sr-RS',
    timezoneId: 'Europe/Belgrade',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: false,
      },
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npm run build && node dist/server/main.js`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DATABASE_URL: '',
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      SMTP_URL: '',
      // No nightly backup of the fresh database in the middle of a journey.
      BACKUP_HOUR: 'off',
      // A standing order saved for a time just past is prepared within seconds, not at the next minute.
      STANDING_ORDERS_TICK_SECONDS: '2',
      // A cut-off set within the hour is announced within seconds.
      CUTOFF_REMINDERS_TICK_SECONDS: '2',
    },
  },
});
