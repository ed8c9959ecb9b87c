// What each area's first page costs a guest: the JavaScript and CSS it loads, each response gzipped at level 9
// (what a compressing server or CDN would send), measured in Chromium against the built app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumPath } from '../scripts/lib/chromium.mjs';
import { buildWeb } from '../scripts/lib/web-build.mjs';
import { freePort, startServer } from './lib/server.mjs';
import { table } from './lib/stats.mjs';

/** Where a guest first lands in each area. */
export const firstPages = [
  ['public', '/'],
  ['consumer (main)', '/main/onboarding'],
  ['administrator', '/administrator/login'],
  ['estimator', '/estimator/login'],
  ['owner', '/owner/login'],
  ['owner-mobile', '/owner-mobile/login'],
  ['love-mobile', '/love-mobile/login'],
];

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function weighPage(browser, url) {
  // A new context each time: an empty cache, as for a first visit.
  const context = await browser.newContext();
  const page = await context.newPage();
  const measured = new Map();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => measured.set(response.url(), { type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => {},
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  const sum = (type, key) =>
    [...measured.values()].filter((entry) => entry.type === type).reduce((total, entry) => total + entry[key], 0);
  const count = (type) => [...measured.values()].filter((entry) => entry.type === type).length;
  return {
    js: { gzip: sum('script', 'gzip'), raw: sum('script', 'raw'), files: count('script') },
    css: { gzip: sum('stylesheet', 'gzip'), raw: sum('stylesheet', 'raw'), files: count('stylesheet') },
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ratio = (value, smallest) => (smallest > 0 ? `${(value / smallest).toFixed(2)}×` : '-');

export async function measureFirstPageWeight() {
  console.log('\nFirst page weight per area: JavaScript and CSS a guest loads, gzip level 9, KiB');
  const build = await buildWeb({ onlyIfStale: true });
  if (!build.ok) throw new Error('the web app did not build');

  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamcast-bench-'));
  const server = await startServer({ port: await freePort(), dataDir, env: { NODE_ENV: 'production' } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const results = [];
    for (const [area, pathname] of firstPages) {
      results.push({ area, pathname, ...(await weighPage(browser, `${server.origin}${pathname}`)) });
    }
    const smallestJs = Math.min(...results.map((result) => result.js.gzip));
    const smallestCss = Math.min(...results.map((result) => result.css.gzip));
    const rows = results.map(({ area, pathname, js, css }) => [
      area,
      pathname,
      kb(js.gzip),
      ratio(js.gzip, smallestJs),
      String(js.files),
      kb(js.raw),
      kb(css.gzip),
      ratio(css.gzip, smallestCss),
      String(css.files),
    ]);
    console.log(
      table(['area', 'page', 'JS gz', 'JS ×min', 'JS files', 'JS raw', 'CSS gz', 'CSS ×min', 'CSS files'], rows),
    );
    return results;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureFirstPageWeight();
