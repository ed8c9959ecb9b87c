import { existsSync, readFileSync } from 'node:fs';

/**
 * A suite's outcome in individual test cases. Setup steps (installing, building) carry no counts unless they
 * fail, so the final line sums what the runners actually checked.
 */
export const outcome = ({ passed = 0, failed = 0, skipped = 0, note = '', failures = [] } = {}) => ({
  passed,
  failed,
  skipped,
  note,
  failures,
});

// Only the tail of a long run may be kept (a CI log), so the summary names what failed, each in one line.
// eslint-disable-next-line no-control-regex -- runners colour their messages
const colours = /\u001b\[[0-9;]*m/g;
const firstLine = (text) =>
  (String(text ?? '').replace(colours, '').split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 200);
const fromRepo = (file) => file.replaceAll('\\', '/').replace(/^.*?\/(packages|apps|e2e|scripts|bench)\//, '$1/');

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** A check that is one case on its own: lint, one type check. */
export const fromExitCode = (code) =>
  code === 0 ? outcome({ passed: 1 }) : outcome({ failed: 1, note: `exit code ${code}` });

/**
 * A runner's counts, made honest: finding no test at all is a failure, and so is a non-zero exit with no
 * failed test (an unhandled error, a crash after the tests).
 */
function checked({ passed, failed, skipped }, exitCode, notes, failures = []) {
  if (passed + failed + skipped === 0) {
    failed += 1;
    notes.push('no tests found');
  }
  if (exitCode !== 0 && failed === 0) {
    failed += 1;
    notes.push(`exit code ${exitCode} with no failed test`);
  }
  return outcome({ passed, failed, skipped, note: notes.join('; '), failures });
}

/**
 * Counts from a Vitest JSON report. A test file that fails to load has no failed test of its own, so it counts
 * as one failure. `expectTestsUnder` lists path fragments each of which must hold at least one test (one per
 * project run together, so that one project's tests cannot hide another's having none).
 */
export function vitestOutcome(reportFile, exitCode, { expectTestsUnder = [] } = {}) {
  const report = readJson(reportFile);
  if (!report) return outcome({ failed: 1, note: `no report (exit code ${exitCode})` });
  const notes = [];
  let failed = report.numFailedTests;
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  if (brokenFiles.length > 0) {
    failed += brokenFiles.length;
    notes.push(`${brokenFiles.length} file(s) failed to run`);
  }
  const failures = report.testResults.flatMap((file) => {
    const where = fromRepo(file.name);
    if (brokenFiles.includes(file)) return [`${where}: ${firstLine(file.message)}`];
    return file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
  });
  for (const fragment of expectTestsUnder) {
    const hasTests = report.testResults.some(
      (file) => file.name.replaceAll('\\', '/').includes(fragment) && file.assertionResults.length > 0,
    );
    if (!hasTests) {
      failed += 1;
      notes.push(`no tests found under ${fragment}`);
    }
  }
  const skipped = report.numPendingTests + report.numTodoTests;
  return checked({ passed: report.numPassedTests, failed, skipped }, exitCode, notes, failures);
}

/** Counts from a Playwright JSON report; a test that passed only on retry counts as passed and is noted. */
export function playwrightOutcome(reportFile, exitCode) {
  const report = readJson(reportFile);
  if (!report) return outcome({ failed: 1, note: `no report (exit code ${exitCode})` });
  const { expected, unexpected, flaky, skipped } = report.stats;
  const notes = [];
  let failed = unexpected;
  if (report.errors.length > 0) {
    failed += report.errors.length;
    notes.push(`${report.errors.length} error(s) outside tests`);
  }
  if (flaky > 0) notes.push(`${flaky} passed only on retry`);
  const failures = [
    ...playwrightFailures(report.suites ?? [], []),
    ...report.errors.map((error) => `outside tests: ${firstLine(error.message)}`),
  ];
  return checked({ passed: expected + flaky, failed, skipped }, exitCode, notes, failures);
}

/** The titles of the tests whose outcome was unexpected, walking Playwright's nested suites. */
function playwrightFailures(suites, titles) {
  return suites.flatMap((suite) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const lastError = test.results.at(-1)?.error?.message;
          return `${[...path, spec.title].join(' › ')}: ${firstLine(lastError)}`;
        }),
    );
    return [...own, ...playwrightFailures(suite.suites ?? [], path)];
  });
}

/** Counts from a `node --test` TAP report (its closing `# pass N` lines). */
export function tapOutcome(reportFile, exitCode) {
  if (!existsSync(reportFile)) return outcome({ failed: 1, note: `no report (exit code ${exitCode})` });
  const tap = readFileSync(reportFile, 'utf8');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const counts = { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
  return checked(counts, exitCode, []);
}

export function totals(results) {
  return results.reduce(
    (sum, result) => ({
      passed: sum.passed + result.passed,
      failed: sum.failed + result.failed,
      skipped: sum.skipped + result.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** The failed tests of every suite, a line each, or nothing when none failed. */
export function failureList(rows) {
  const lines = rows.flatMap((row) => (row.failures ?? []).map((failure) => `  ${row.suite}: ${failure}`));
  return lines.length > 0 ? ['failed tests:', ...lines].join('\n') : '';
}

/** The run's last line: skipped appears only when something was skipped. */
export function finalLine({ passed, failed, skipped }) {
  return skipped > 0 ? `${passed} passed, ${failed} failed, ${skipped} skipped` : `${passed} passed, ${failed} failed`;
}

/** The summary table; rows are `{ suite, passed, failed, skipped, seconds, note, counted }`. */
export function summaryTable(rows) {
  const header = ['suite', 'passed', 'failed', 'skipped', 'seconds', 'note'];
  const cells = rows.map((row) => {
    const counts = row.counted || row.failed > 0 ? [row.passed, row.failed, row.skipped].map(String) : ['-', '-', '-'];
    return [row.suite, ...counts, row.seconds.toFixed(1), row.note];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const numeric = new Set([1, 2, 3, 4]);
  const format = (line) =>
    line
      .map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((width) => '─'.repeat(width)).join('  '), ...cells.map(format)].join('\n');
}
