import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { dataDir, outboxDir } from './data-dir';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh database and outbox for every run (data-dir.ts), so tests never depend on what an
// earlier run left.

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The longest flows (report and moderate a post; post, react, comment, edit and delete) take
  // 24-29 s on a 2-core machine that also runs Chromium and the server: Playwright's default
  // of 30 s left them no margin, and on a slow hour they failed for time alone, their retry
  // then leaving posts that pushed another test's post out of Popular Today.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-results.json' }]],
  outputDir: '../test-results/e2e',
  // Signs up the run's moderator first (see moderator.ts); the web server is up by then.
  globalSetup: './global-setup.ts',
  use: {
    baseURL,
    // A trace records every action's screenshot and DOM: 13 to 33% of a run's time here, on
    // tests that passed. CI retries a failed test once, and that retry is traced; locally,
    // `--trace on` records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: '..',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}`,
      MEDIA_DIR: join(dataDir, 'media'),
      // Reset and verification mails become files here; outbox.ts reads their links.
      OUTBOX_DIR: outboxDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Browser tests sign up many accounts from one address; the limits have API tests.
      RATE_LIMITS: 'off',
    },
  },
});
