import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's headless shell (Chromium's renderer without the browser's window machinery, ADR 026): the same engine
// as Debian's chromium, which opens and renders each test's page in about half the time on this machine.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`Chromium's headless shell not found at ${CHROMIUM}. Install Debian's package (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH; npm test installs it when run as root.`);
}

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
/** Where the end-to-end server's SMTP server keeps the e-mails it received (tests/support/smtp-sink.mjs). */
export const MAIL_DIR = `/tmp/hauslotse-e2e-mail-${PORT}`;
process.env.E2E_MAIL_DIR = MAIL_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    launchOptions: { executablePath: CHROMIUM, args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] },
    timezoneId: 'UTC',
    locale: 'en-GB',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM, args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] } } }],
  webServer: {
    // Builds when needed, migrates and seeds a fresh PGlite database in a temporary folder, then serves.
    command: 'bash scripts/e2e-server.sh',
    url: `${BASE_URL}/en`,
    // A build when none is current (npm test has built it beside the unit tests), migrating and seeding the
    // temporary database: minutes on a busy 2-core machine.
    timeout: 600_000,
    reuseExistingServer: false,
    // SIGTERM, so that scripts/e2e-server.sh stops its children and removes its temporary database, mail folder
    // and link files (Playwright's default, SIGKILL to the process group, leaves them in /tmp).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // TRUST_PROXY: each login test names its own client address (X-Forwarded-For), so per-IP rate limits of
    // parallel tests do not add up.
    env: { PORT: String(PORT), PUBLIC_BASE_URL: BASE_URL, E2E_MAIL_DIR: MAIL_DIR, TRUST_PROXY: 'true' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
