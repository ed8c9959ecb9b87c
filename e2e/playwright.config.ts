import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { baseURL, chromiumPath, loveHost, port, repoRoot } from './support/environment';

// Every run starts on an empty database. Workers load this file again; they inherit the variable and so share
// the directory, and only the process that created it removes it.
const dataDirVariable = 'TEAMCAST_E2E_DATA_DIR';
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
    },
  },
});
