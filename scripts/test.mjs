// `npm test`: lint, type checks, unit tests, API tests (PGlite, and PostgreSQL when one answers) and browser
// tests, in that order. A failing suite never stops the run, so every suite reports; the last line of output
// sums the individual test cases.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { heading, say, seconds, warn } from './lib/log.mjs';
import { defaultTestDatabaseUrl, probePostgres, redactUrl } from './lib/postgres.mjs';
import { fromRoot, localBin, repoRoot } from './lib/repo.mjs';
import { runCommand } from './lib/run-command.mjs';
import {
  failureList,
  finalLine,
  fromExitCode,
  outcome,
  playwrightOutcome,
  summaryTable,
  tapOutcome,
  totals,
  vitestOutcome,
} from './lib/test-report.mjs';
import { buildWeb } from './lib/web-build.mjs';

process.chdir(repoRoot);
const reportDir = mkdtempSync(path.join(tmpdir(), 'teamcast-test-'));
// Removed on any exit, an interrupted run included.
process.on('exit', () => rmSync(reportDir, { recursive: true, force: true }));
const report = (name) => path.join(reportDir, name);
const childEnv = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const underCi = process.env.CI === 'true';
const rows = [];

/** Runs one suite, timing it and recording its row; `counted: false` marks a setup step. */
async function suite(name, { counted = true } = {}, run) {
  heading(name);
  const startedAt = performance.now();
  let result;
  try {
    result = await run();
  } catch (error) {
    // A bug in this script must show as a failure of the suite, not end the run.
    warn(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    result = outcome({ failed: 1, note: 'the test script itself failed' });
  }
  rows.push({ suite: name, counted, seconds: seconds(startedAt), ...result });
  return result;
}

const setupStep = (result) => (result.ok ? outcome({ note: result.note }) : outcome({ failed: 1, note: result.note }));

// a. dependencies
await suite('dependencies', { counted: false }, async () => setupStep(await ensureDependencies()));

// b. Chromium (the browser suite counts it)
heading('chromium');
const chromium = await ensureChromium();

// c. lint
await suite('lint', {}, async () => fromExitCode((await runCommand(localBin('eslint'), ['--max-warnings=0', '.'])).code));

// d. type checks, two at a time (the run is meant for two cores); each prints its output once done
const typedWorkspaces = ['packages/domain', 'packages/contract', 'apps/server', 'apps/web', 'e2e'];
// bench is plain JavaScript unless it grows a tsconfig.json.
if (existsSync(fromRoot('bench', 'tsconfig.json'))) typedWorkspaces.push('bench');

async function typeCheck(dir) {
  const startedAt = performance.now();
  const result = existsSync(fromRoot(dir, 'tsconfig.json'))
    ? await runCommand(localBin('tsc'), ['-p', dir], { quiet: true })
    : { code: 1, output: `${dir}/tsconfig.json is missing\n` };
  say(`tsc -p ${dir}: ${result.code === 0 ? 'ok' : 'FAILED'} (${seconds(startedAt).toFixed(1)} s)`);
  if (result.output.trim()) console.log(result.output.trimEnd());
  return { suite: `types ${dir}`, counted: true, seconds: seconds(startedAt), ...fromExitCode(result.code) };
}

heading('type checks');
{
  const typeRows = new Array(typedWorkspaces.length);
  let next = 0;
  const worker = async () => {
    while (next < typedWorkspaces.length) {
      const index = next++;
      typeRows[index] = await typeCheck(typedWorkspaces[index]);
    }
  };
  await Promise.all([worker(), worker()]);
  rows.push(...typeRows);
}

// e. unit tests: the scripts' own tests, then the Vitest projects `unit` and `web`
await suite('unit (scripts)', {}, async () => {
  const files = readdirSync(fromRoot('scripts', 'lib'))
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => path.join('scripts', 'lib', name));
  const tap = report('scripts.tap');
  const { code } = await runCommand(process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  return tapOutcome(tap, code);
});

const vitest = async (projects, reportName, env = {}, expectTestsUnder = []) => {
  const json = report(reportName);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const { code } = await runCommand(
    localBin('vitest'),
    ['run', ...projectArgs, '--reporter=json', '--reporter=default', `--outputFile.json=${json}`],
    { env: { ...childEnv, ...env } },
  );
  return vitestOutcome(json, code, { expectTestsUnder });
};

await suite('unit + web', {}, () => vitest(['unit', 'web'], 'unit-web.json', {}, ['/packages/', '/apps/web/']));

// f. API tests on PGlite
const pgliteApi = await suite('api (PGlite)', {}, () => vitest(['api'], 'api-pglite.json', { TEST_DB: 'pglite' }));

// g. API tests on PostgreSQL, when one answers
const testDatabaseUrl = process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl;
await suite('api (PostgreSQL)', {}, async () => {
  const probe = await probePostgres(testDatabaseUrl);
  if (!probe.ok) {
    const where = redactUrl(testDatabaseUrl);
    if (underCi) {
      warn(`PostgreSQL at ${where} is unreachable (${probe.reason})`);
      return outcome({ failed: 1, note: `PostgreSQL at ${where} is unreachable` });
    }
    say(`PostgreSQL at ${where} did not answer (${probe.reason}): skipped the API tests on PostgreSQL`);
    // The cases that would have run are the ones just run on PGlite.
    return outcome({ skipped: Math.max(1, pgliteApi.passed + pgliteApi.failed), note: 'PostgreSQL did not answer' });
  }
  return vitest(['api'], 'api-postgres.json', { TEST_DB: 'postgres', TEST_DATABASE_URL: testDatabaseUrl });
});

// h. the web app the browser tests load
const webBuild = await suite('web build', { counted: false }, async () => setupStep(await buildWeb({ onlyIfStale: true })));

// i. browser tests
await suite('browser', {}, async () => {
  if (!chromium.ok) return outcome({ failed: 1, note: chromium.note });
  if (webBuild.failed > 0) return outcome({ failed: 1, note: 'not run: the web app did not build' });
  const json = report('playwright.json');
  const { code } = await runCommand(
    localBin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { env: { ...childEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: json } },
  );
  return playwrightOutcome(json, code);
});

const sum = totals(rows);
heading('summary');
const failed = failureList(rows);
if (failed) console.log(`${failed}\n`);
console.log(summaryTable(rows));
console.log(finalLine(sum));
process.exitCode = sum.failed > 0 ? 1 : 0;
