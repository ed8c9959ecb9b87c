// What the owner feels in the manager simulator: from the click that changes a 20-member team (a member dismissed
// on a day, or a pair's weekly hours) to the charts showing the forecast of the changed team, in Debian's Chromium
// against the built app on the embedded database, goal under 150 ms (median). The simulator starts the forecast of
// the changed team by itself once the change is saved, so nothing is pressed after the click; the figure is the
// whole wait, split into the save, the forecast's computation and the drawing. It builds
// nothing: run `npm run build` first (`npm run bench` builds before the benchmarks).
/* global window, document, MutationObserver, requestAnimationFrame -- the functions handed to the page run in the browser */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { chromiumPath } from '../scripts/lib/chromium.mjs';
import { webDistDir } from '../scripts/lib/web-build.mjs';
import { seededRandom } from './lib/random.mjs';
import { freePort, startServer } from './lib/server.mjs';
import { summarise, table } from './lib/stats.mjs';

export const SIMULATOR_CLICK_GOAL_MS = 150;
const teamSize = 20;
const warmUps = 1;
const runs = 15;
/** The day the changes are made on: a month into the forecast, so most of the year is changed. */
const changeDay = 30;
const viewport = { width: 1280, height: 800 };
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const firstNames = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор', 'Жанна', 'Илья', 'Ксения', 'Лев', 'Мария', 'Никита', 'Ольга', 'Павел', 'Римма', 'Семён', 'Таисия', 'Тимур', 'Ульяна', 'Фёдор'];
const lastNames = ['Смирнова', 'Иванов', 'Кузнецова', 'Попов', 'Соколова', 'Лебедев', 'Козлова', 'Новиков', 'Морозова', 'Петров', 'Волкова', 'Зайцев', 'Павлова', 'Семёнов', 'Голубева', 'Виноградов', 'Богданова', 'Воробьёв', 'Фёдорова', 'Михайлов'];

// ── the account, its people and the team, through the HTTP API ──────────────────────────────────────────────

async function api(origin, method, url, { token, body } = {}) {
  const response = await fetch(origin + url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** An answer a person could give to one question, chosen at random so that the people differ. */
function responseOf(question, random) {
  const options = question.scope ?? [];
  const pick = (list) => list[Math.floor(random() * list.length)];
  const any = pick(options)?.value ?? 'x';
  switch (question.type) {
    case 'select':
    case 'formula':
      return any;
    case 'multiselect':
      return [any];
    case 'slider': {
      const bound = (name, fallback) => Number(options.find((option) => option.value === name)?.computed ?? fallback);
      const [min, max] = [bound('min', 0), bound('max', 0)];
      return Math.round(min + random() * (max - min));
    }
    case 'range':
      return { type: 'min', min: 1, max: 2 };
    case 'dropdown': {
      const tree = [];
      let level = options;
      while (level?.length && tree.length < 3) {
        const chosen = pick(level);
        tree.push(chosen.value);
        level = chosen.children;
      }
      const last = tree.at(-1) ?? any;
      return { tree, value: last, answerNeuronName: last, questionNeuronName: question.neuronName };
    }
    default:
      return any;
  }
}

/** A person's profile: created by the owner, its questionnaire answered in full behind its link and sent. */
async function filledProfile(origin, token, name, random) {
  const created = await api(origin, 'POST', '/api/v1/owner/profiles', { token, body: name });
  const form = await api(origin, 'GET', `/api/v1/app/profile/${created.permalink}`);
  const answers = form.questionnaire.questions.map((question) => {
    const foreign = question.neuronName.startsWith('neuron_');
    return {
      response: responseOf(question, random),
      final_answer: true,
      current_step: question.step,
      mine_question: !foreign,
      neuron_question: foreign ? question.neuronName.slice('neuron_'.length) : question.neuronName,
    };
  });
  const year = 1965 + Math.floor(random() * 35);
  await api(origin, 'PATCH', `/api/v1/app/profile/${created.permalink}`, { body: { answers, ...name, birthDate: `${year}-05-17`, send: true, consent: true } });
  return created._id;
}

/**
 * A verified owner with the team tools open, the training marked as met (so no dialog covers the page), and a team
 * of `teamSize` freshly filled profiles, created as the team setup dialog would (a new team from this month).
 */
async function ownerWithTeam(origin) {
  const email = `simulator-click-${Date.now().toString(36)}@bench.example`;
  await api(origin, 'POST', '/api/v1/passport/owner/signup', { body: { email, password: 'simulator-bench-1', consent: true, ln: 'ru' } });
  let link;
  for (let tries = 0; !link && tries < 100; tries += 1) {
    const outbox = await api(origin, 'GET', '/api/dev/outbox');
    link = outbox.find((mail) => mail.to === email)?.text.match(/magic-link\?token=([\w-]+)/)?.[1];
    if (!link) await sleep(100);
  }
  if (!link) throw new Error('no verification mail reached the dev outbox');
  const { token } = await api(origin, 'POST', `/api/v1/passport/owner/login/magic/${link}`);
  await api(origin, 'POST', '/api/dev/owner-access', { body: { email, rules: { allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: true } } });
  await api(origin, 'POST', '/api/v1/owner/data', { token, body: { key: 'tutorial', data: { steps: {} } } });

  const random = seededRandom(20);
  const ids = [];
  for (let i = 0; i < teamSize; i += 1) ids.push(await filledProfile(origin, token, { firstName: firstNames[i], lastName: lastNames[i] }, random));
  const today = new Date();
  const startDate = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
  const team = await api(origin, 'POST', '/api/v1/scene/scene', {
    token,
    body: { title: 'Команда из двадцати', lifespan: 'new', startDate, actors: ids.map((profileId) => ({ profileId })) },
  });
  return { token, teamId: team._id };
}

// ── in the page ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Arms the watch for one change, before its click. Each forecast chart's lines (their `d`) are noted now; a
 * MutationObserver then notes, in the page's clock: the click (set by `clickInPage`), the change saved (the undo
 * button enabled: it is disabled until then, as nothing is left to undo between runs), the new forecast's snapshot
 * received (resource timing), every chart's lines differing from before, and the frame after that painted.
 */
function armWatch() {
  const charts = () => [...document.querySelectorAll('[data-testid^="forecast-chart-"]')];
  const lines = (chart) => [...chart.querySelectorAll('path[data-series]')].map((line) => line.getAttribute('d') ?? '').join('|');
  const before = new Map(charts().map((chart) => [chart.dataset.testid, lines(chart)]));
  const state = { charts: before.size, clickAt: null, savedAt: null, saveRequest: null, requests: [], snapshotAt: null, changedAt: {}, drawnAt: null, paintedAt: null };
  window.__simulatorClick = state;
  // The browser keeps 250 resource timings and drops later ones: start each run with room for its own.
  performance.clearResourceTimings();

  const snapshotReceived = () => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => resource.name.includes('/api/v1/scene/snapshots/') && resource.startTime > state.clickAt && resource.responseEnd > 0);
    return entry?.responseEnd ?? null;
  };
  const observer = new MutationObserver(() => {
    if (state.clickAt === null) return;
    const now = performance.now();
    if (state.savedAt === null && document.querySelector('[data-testid="undo"]')?.disabled === false) {
      state.savedAt = now;
      // The change's PATCH, and every request sent between the click and the change saved (a refetch would show).
      const sent = performance.getEntriesByType('resource').filter((resource) => resource.startTime > state.clickAt && resource.startTime < now);
      state.requests = sent.map((resource) => new URL(resource.name).pathname);
      const patch = sent.find((resource) => /\/api\/v1\/scene\/scene\/[\w-]+$/.test(new URL(resource.name).pathname));
      state.saveRequest = patch ? { startAt: patch.startTime, respondedAt: patch.responseEnd, requestAt: patch.requestStart, firstByteAt: patch.responseStart } : null;
    }
    if (state.snapshotAt === null) state.snapshotAt = snapshotReceived();
    for (const chart of charts()) {
      const id = chart.dataset.testid;
      const drawn = lines(chart);
      if (drawn && before.has(id) && drawn !== before.get(id) && state.changedAt[id] === undefined) state.changedAt[id] = now;
    }
    if (state.drawnAt === null && Object.keys(state.changedAt).length === before.size) {
      state.drawnAt = now;
      observer.disconnect();
      // The frame that shows the new lines: its animation frame, then a task queued from it runs after its paint.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (state.paintedAt = performance.now());
        channel.port2.postMessage(null);
      });
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  return state.charts;
}

/** The measured click: its time noted just before it is dispatched. */
function clickInPage(element) {
  window.__simulatorClick.clickAt = performance.now();
  element.click();
}

// ── driving the simulator ───────────────────────────────────────────────────────────────────────────────────

const cardOf = (page, name) => page.locator(`[data-testid="member-card"][data-member="${name}"]`);

async function openMemberMenu(page, name) {
  await cardOf(page, name).getByRole('button', { name: /^Действия:/ }).click();
}

/** The charts of the forecast on screen, each with its lines drawn. */
async function chartsDrawn(page) {
  await page.waitForFunction(() => {
    const charts = [...document.querySelectorAll('[data-testid^="forecast-chart-"]')];
    return charts.length > 0 && charts.every((chart) => chart.querySelector('path[data-series]')?.getAttribute('d'));
  });
}

/** Waits for the armed watch to see the new forecast painted; returns the run's times relative to the click. */
async function finishedRun(page) {
  const handle = await page.waitForFunction(() => window.__simulatorClick?.paintedAt !== null && window.__simulatorClick, undefined, { timeout: 120_000 });
  const state = await handle.jsonValue();
  if (state.snapshotAt === null || state.snapshotAt > state.drawnAt) {
    throw new Error(`the charts changed before the new forecast arrived, so the redraw seen was not the new forecast: ${JSON.stringify(state)}`);
  }
  if (!state.saveRequest) throw new Error(`no PATCH of the team was seen between the click and the change saved: ${JSON.stringify(state.requests)}`);
  if (state.requests.length !== 1) console.warn(`requests between the click and the change saved: ${state.requests.join(', ')}`);
  return {
    total: state.paintedAt - state.clickAt,
    saved: state.savedAt - state.clickAt,
    beforeSave: state.saveRequest.startAt - state.clickAt,
    saveRequest: state.saveRequest.respondedAt - state.saveRequest.startAt,
    saveWait: state.saveRequest.firstByteAt - state.saveRequest.requestAt,
    afterSave: state.savedAt - state.saveRequest.respondedAt,
    computed: state.snapshotAt - state.savedAt,
    drawn: state.paintedAt - state.snapshotAt,
  };
}


/**
 * Takes the change back, unmeasured, so the next run starts from the team as created (nothing to undo), and
 * waits for the forecast the undo starts to be on screen, so that no run is under way at the next click.
 */
async function undoChange(page) {
  // How many changes the page has saved, and how many of them the forecast on screen includes.
  const changes = await page.getByTestId('simulator').evaluate((simulator) => Number(simulator.dataset.changes));
  await page.getByTestId('undo').click();
  const dialog = page.getByTestId('undo-dialog');
  await dialog.getByTestId('undo-confirm').click();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.querySelector('[data-testid="undo"]')?.disabled === true);
  await page
    .waitForFunction(
      (before) => {
        const { dataset } = document.querySelector('[data-testid="simulator"]') ?? { dataset: {} };
        return Number(dataset.changes) > before && dataset.forecastChanges === dataset.changes;
      },
      changes,
      { timeout: 60_000 },
    )
    .catch(async (error) => {
      const seen = await page.evaluate(() => ({
        ...document.querySelector('[data-testid="simulator"]')?.dataset,
        failed: document.querySelector('[data-testid="run-failed"]')?.textContent ?? null,
        progress: document.querySelector('[data-testid="run-progress"]')?.textContent ?? null,
        alerts: [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent),
      }));
      throw new Error(`the forecast after the undo did not arrive: ${JSON.stringify(seen)}`, { cause: error });
    });
}

async function dismissRun(page, name) {
  await openMemberMenu(page, name);
  const item = page.getByRole('menuitem', { name: 'Уволить в этот день' });
  await item.waitFor();
  if ((await page.evaluate(armWatch)) === 0) throw new Error('no forecast chart on screen to watch');
  await item.evaluate(clickInPage);
  const times = await finishedRun(page);
  const status = await cardOf(page, name).getByTestId('member-status').textContent();
  if (status !== 'Уволен(а)') throw new Error(`${name} is shown as "${status}" after the dismissal`);
  return times;
}

async function hoursRun(page, name, partner) {
  await openMemberMenu(page, name);
  await page.getByRole('menuitem', { name: 'Настроить взаимодействие…' }).click();
  const dialog = page.getByTestId('interaction-dialog');
  await dialog.getByTestId('interaction-partner').click();
  await page.getByRole('option', { name: partner, exact: true }).click();
  await dialog.getByTestId('interaction-hours').click();
  await page.getByRole('option', { name: '10 ч в неделю', exact: true }).click();
  if ((await page.evaluate(armWatch)) === 0) throw new Error('no forecast chart on screen to watch');
  await dialog.getByTestId('interaction-save').evaluate(clickInPage);
  const times = await finishedRun(page);
  await dialog.waitFor({ state: 'hidden' });
  return times;
}

async function selectDay(page, day) {
  const input = page.getByTestId('day-input');
  await input.fill(String(day));
  await input.press('Tab');
  await page.waitForFunction((value) => document.querySelector('[data-testid="day-input"]')?.value === value, String(day));
}

const ms = (value) => value.toFixed(0);

function rowsOf(label, times) {
  const parts = [
    ['total', 'click → new forecast painted'],
    ['saved', '  of which: click → change saved'],
    ['beforeSave', '    click → PATCH sent (client)'],
    ['saveRequest', '    PATCH sent → answered (network + server)'],
    ['saveWait', '      of which waiting for the first byte'],
    ['afterSave', '    PATCH answered → change shown (client)'],
    ['computed', '  change saved → forecast received'],
    ['drawn', '  forecast received → painted'],
  ];
  return parts.map(([key, what], index) => {
    const figures = summarise(times.map((time) => time[key]));
    const goal = index === 0 ? [`< ${SIMULATOR_CLICK_GOAL_MS} ms`, `${(figures.median / SIMULATOR_CLICK_GOAL_MS).toFixed(2)}×`] : ['', ''];
    return [index === 0 ? label : '', what, ms(figures.median), `${ms(figures.min)}–${ms(figures.max)}`, String(times.length), ...goal];
  });
}

/**
 * Measures both changes; `screenshot`, a file path, keeps a picture of the simulator right after a measured
 * dismissal, to see that the charts drawn are the changed team's.
 */
export async function measureSimulatorClick({ screenshot } = {}) {
  console.log(`\nManager simulator, a ${teamSize}-member team: click → charts of the new forecast, Chromium ${viewport.width}×${viewport.height}, median of ${runs} runs after ${warmUps} warm-up`);
  if (!existsSync(path.join(webDistDir, 'index.html'))) throw new Error('the web app is not built; run `npm run build` first');

  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teamcast-bench-simulator-'));
  const server = await startServer({ port: await freePort(), dataDir, env: { NODE_ENV: 'test', CAPTCHA: 'off' } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    // Each change and each undo starts a forecast, and the server bounds the runs one owner starts in ten
    // minutes: each series of changes has an owner and a team of its own, so neither waits on that limit.
    const openTeam = async () => {
      const { token, teamId } = await ownerWithTeam(server.origin);
      const context = await browser.newContext({ viewport, locale: 'ru-RU' });
      await context.addInitScript((owner) => {
        window.localStorage.setItem('teamcast.cookie-notice', 'accepted');
        window.localStorage.setItem('teamcast.auth.owner', JSON.stringify({ token: owner }));
      }, token);
      const page = await context.newPage();
      await page.goto(`${server.origin}/owner/team/${teamId}`);
      await page.getByTestId('member-card').nth(teamSize - 1).waitFor();
      await page.getByTestId('run-forecast').click();
      await chartsDrawn(page);
      await selectDay(page, changeDay);
      const names = await page.getByTestId('member-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-member') ?? ''));
      return { page, names };
    };
    let { page, names } = await openTeam();

    // Each run changes another member (or pair), so no forecast is ever asked for twice.
    const dismissals = [];
    for (let i = 0; i < warmUps + runs; i += 1) {
      const times = await dismissRun(page, names[i % names.length]);
      if (i === warmUps && screenshot) await page.screenshot({ path: screenshot, fullPage: true });
      if (i >= warmUps) dismissals.push(times);
      await undoChange(page);
    }
    ({ page, names } = await openTeam());
    const hours = [];
    for (let i = 0; i < warmUps + runs; i += 1) {
      const times = await hoursRun(page, names[i % names.length], names[(i + 1) % names.length]);
      if (i >= warmUps) hours.push(times);
      await undoChange(page);
    }

    console.log(
      table(
        ['change', 'measure', 'median ms', 'min–max ms', 'runs', 'goal', 'median / goal'],
        [...rowsOf('member dismissed', dismissals), ...rowsOf('pair hours 5 → 10', hours)],
      ),
    );
    console.log(`click → painted, each run (ms): dismissal ${dismissals.map((time) => ms(time.total)).join(', ')}; hours ${hours.map((time) => ms(time.total)).join(', ')}`);
    return { dismissals, hours, goalMs: SIMULATOR_CLICK_GOAL_MS };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const screenshot = process.argv.find((arg) => arg.startsWith('--screenshot='))?.slice('--screenshot='.length);
  await measureSimulatorClick({ screenshot });
}
