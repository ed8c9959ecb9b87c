// The partner test's first load (/main), measured on the built app against its budget and the anchor, a well-known
// open-source Big Five test: the gzipped JavaScript of the first page (budget 100 kB, anchor 317 kB), and how soon the
// first statement can be tapped in a 390×844 Chromium with the CPU slowed 4× (budget 1.1 s, anchor 3.2 s), the median
// of 5 fresh loads. It builds nothing: run `npm run build` first (`npm run bench` runs the other benchmarks' build).
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

export const FLAME_JS_BUDGET_BYTES = 100 * 1000;
export const FLAME_TAPPABLE_BUDGET_MS = 1100;
const anchor = { jsBytes: 317 * 1000, tappableMs: 3200 };
const loads = 5;
const cpuSlowdown = 4;
const viewport = { width: 390, height: 844 };

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * A test on this device with both names given and no statement answered yet, as the page keeps it once the
 * names are in (`teamcast.flame.draft`): a load of /main/questionnaire then opens on the first statement.
 */
const draft = {
  version: 1,
  names: { first: 'Анна', second: 'Борис' },
  mode: 'together',
  sheets: {
    first: { answers: Array.from({ length: 30 }, () => null), index: 0 },
    second: { answers: Array.from({ length: 30 }, () => null), index: 0 },
  },
  step: 'first',
};

/** Notes `performance.now()` (milliseconds since the navigation began) when `selector` first matches. */
function watchFor(selector) {
  const found = () => document.querySelector(selector);
  const note = () => {
    if (window.__firstSeen === undefined && found()) window.__firstSeen = performance.now();
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true });
}

/**
 * One fresh load (a new context: empty cache, empty storage but for `storage`) with the CPU slowed: when the
 * element appeared, after which it is tapped to prove it answers.
 */
async function timeLoad(browser, url, { selector, storage, tap }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    if (storage) await page.addInitScript((entries) => entries.forEach(([key, value]) => window.localStorage.setItem(key, value)), Object.entries(storage));
    await page.addInitScript(watchFor, selector);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(selector).first().waitFor();
    const appearedMs = await page.evaluate(() => window.__firstSeen);
    await tap(page);
    const jsGzip = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    return { appearedMs, jsGzip };
  } finally {
    await context.close();
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const s = (ms) => (ms / 1000).toFixed(2);

export async function measureFlameFirstLoad() {
  console.log(`\nPartner test (/main) first load: ${viewport.width}×${viewport.height} Chromium, CPU slowed ${cpuSlowdown}×, median of ${loads} fresh loads`);
  if (!existsSync(path.join(webDistDir, 'main.html'))) throw new Error('the web app is not built with main.html; run `npm run build` first');

  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamcast-bench-flame-'));
  const server = await startServer({ port: await freePort(), dataDir, env: { NODE_ENV: 'production' } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const onboarding = [];
    const question = [];
    for (let i = 0; i < loads; i++) {
      onboarding.push(
        await timeLoad(browser, `${server.origin}/main/onboarding`, {
          selector: '[data-testid="flame-start"]',
          tap: async (page) => {
            await page.getByTestId('flame-start').tap();
            await page.waitForURL('**/main/questionnaire-instruction');
          },
        }),
      );
      question.push(
        await timeLoad(browser, `${server.origin}/main/questionnaire`, {
          selector: '[data-testid="answer-scale"] [role="radio"]',
          storage: { 'teamcast.flame.draft': JSON.stringify(draft) },
          tap: async (page) => {
            await page.locator('[data-testid="answer-scale"] [role="radio"]').nth(3).tap();
            await page.getByTestId('statement-progress').filter({ hasText: /^2 / }).waitFor();
          },
        }),
      );
    }
    const jsGzip = median(onboarding.map((load) => load.jsGzip));
    const questionJs = median(question.map((load) => load.jsGzip));
    const tappable = median(question.map((load) => load.appearedMs));
    const startTappable = median(onboarding.map((load) => load.appearedMs));
    const verdict = (value, budget) => (value <= budget ? 'within' : 'OVER');
    console.log(
      table(
        ['measure', 'Teamcast', 'anchor', 'budget', ''],
        [
          ['JS gz, first page /main/onboarding (kB)', kB(jsGzip), kB(anchor.jsBytes), kB(FLAME_JS_BUDGET_BYTES), verdict(jsGzip, FLAME_JS_BUDGET_BYTES)],
          ['JS gz, /main/questionnaire (kB)', kB(questionJs), '-', kB(FLAME_JS_BUDGET_BYTES), verdict(questionJs, FLAME_JS_BUDGET_BYTES)],
          ['first statement tappable (s)', s(tappable), s(anchor.tappableMs), s(FLAME_TAPPABLE_BUDGET_MS), verdict(tappable, FLAME_TAPPABLE_BUDGET_MS)],
          ['"Начать" tappable on the onboarding (s)', s(startTappable), '-', '-', ''],
        ],
      ),
    );
    console.log(
      `first statement tappable, each load (s): ${question.map((load) => s(load.appearedMs)).join(', ')}; ` +
        `${(anchor.jsBytes / jsGzip).toFixed(1)}× less JavaScript and ${(anchor.tappableMs / tappable).toFixed(1)}× sooner than the anchor`,
    );
    return { jsGzip, questionJs, tappable, startTappable };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureFlameFirstLoad();
