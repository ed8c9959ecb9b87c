import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { baseURL, chromiumPath, loveHost, port, repoRoot } from './support/environment';

// Every run starts on an empty database. Workers load this file again; they inherit the variable and so share
// the directory, and only the process that created it removes it.
const dataDirVariable = 'TEAMCAST_E2E_DATA_DIR';

/** The tests of estimators' grading and what builds on their grades. */
const gradingSpecs = [
  '**/estimator-grading.spec.ts',
  '**/estimator-phone.spec.ts',
  '**/grading-loop.spec.ts',
  '**/administrator-lists.spec.ts',
  '**/administrator-neuronet.spec.ts',
];
if (!process.env[dataDirVariable]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamcast-e2e-'));
  process.env[dataDirVariable] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

/**
 * Browser tests against the real server serving the built web app (build it first: `npm run build`;
 * `npm test` does it when stale). Chromium is Debian's: Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  projects: [
    {
      // Estimators take their batches from every filled profile on the server, oldest first. These tests run
      // one at a time and before the rest, so a batch holds only profiles they filled themselves and none of
      // them grades a profile another test is still reading.
      name: 'grading',
      testMatch: gradingSpecs,
      workers: 1,
      fullyParallel: false,
    },
    { name: 'main', testIgnore: gradingSpecs, dependencies: ['grading'] },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
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
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The server closes its database on SIGTERM; without this Playwright would kill it outright.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env[dataDirVariable] ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOVE_HOST: loveHost,
      WEB_DIST_DIR: path.join(repoRoot, 'apps', 'web', 'dist'),
      // Mailed links open the address the browser uses.
      PUBLIC_URL: baseURL,
      // The first administrator, whom the identity tests sign in as.
      ADMIN_EMAIL: 'admin@teamcast.test',
      ADMIN_PASSWORD: 'admin-password-1',
      // Every test signs up from 127.0.0.1; the suite makes more accounts in an hour than a real address would.
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      // Tests sign up through the API by the dozen; the captcha's own spec starts a server with it on.
      CAPTCHA: 'off',
    },
  },
});
