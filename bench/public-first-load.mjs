// The public site's first load (landing, FAQ and enterprise, each language), measured on the built app against
// its budget of 120 kB of gzipped JavaScript: what each page loads, and how soon its heading shows in a 390×844
// Chromium with the CPU slowed 4×, the median of 5 fresh loads. It builds nothing: run `npm run build` first.
// `WEB_DIST_DIR` measures another build (a build without the prerendered pages gives the app's own figures).
/* global window, document, MutationObserver -- the functions handed to the page run in the browser */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumPath } from '../scripts/lib/chromium.mjs';
import { webDistDir } from '../scripts/lib/web-build.mjs';
import { freePort, startServer } from './lib/server.mjs';
import { median, table } from './lib/stats.mjs';

export const PUBLIC_JS_BUDGET_BYTES = 120 * 1000;
const loads = 5;
const cpuSlowdown = 4;
const viewport = { width: 390, height: 844 };
const pages = ['/', '/faq', '/enterprise', '/en', '/en/faq', '/en/enterprise'];
const heading = 'main h1';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Notes `performance.now()` (milliseconds since the navigation began) when `selector` first matches with text. */
function watchFor(selector) {
  const note = () => {
    if (window.__firstSeen === undefined && document.querySelector(selector)?.textContent?.trim()) window.__firstSeen = performance.now();
  };
  note();
  new MutationObserver(note).observe(document, { childList: true, subtree: true });
}

/** One fresh load (a new context: empty cache and storage) with the CPU slowed, until the network is quiet. */
async function measureLoad(browser, url) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFor, heading);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(heading).first().waitFor();
    const contentMs = await page.evaluate(() => window.__firstSeen);
    const jsGzip = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    return { contentMs, jsGzip };
  } finally {
    await context.close();
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const s = (ms) => (ms / 1000).toFixed(2);

export async function measurePublicFirstLoad() {
  const distDir = process.env.WEB_DIST_DIR ?? webDistDir;
  console.log(`\nPublic site first load: ${viewport.width}×${viewport.height} Chromium, CPU slowed ${cpuSlowdown}×, median of ${loads} fresh loads`);
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('the web app is not built; run `npm run build` first');
  const prerendered = existsSync(path.join(distDir, 'site', 'site.json'));

  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamcast-bench-public-'));
  const server = await startServer({ port: await freePort(), dataDir, env: { NODE_ENV: 'production', WEB_DIST_DIR: distDir } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const rows = [];
    const results = {};
    // Without the prerendered pages the English addresses are not the app's: only the Russian ones are measured.
    for (const pathname of prerendered ? pages : pages.filter((address) => address !== '/en' && !address.startsWith('/en/'))) {
      const measured = [];
      for (let i = 0; i < loads; i++) measured.push(await measureLoad(browser, `${server.origin}${pathname}`));
      const jsGzip = median(measured.map((load) => load.jsGzip));
      const contentMs = median(measured.map((load) => load.contentMs));
      results[pathname] = { jsGzip, contentMs };
      rows.push([pathname, kB(jsGzip), kB(PUBLIC_JS_BUDGET_BYTES), jsGzip <= PUBLIC_JS_BUDGET_BYTES ? 'within' : 'OVER', s(contentMs)]);
    }
    console.log(table(['page', 'JS gz (kB)', 'budget (kB)', '', 'heading shown (s)'], rows));
    if (!prerendered) console.log('(a build without the prerendered pages: the app renders these pages itself)');
    return results;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measurePublicFirstLoad();
