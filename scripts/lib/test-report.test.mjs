import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { failureList, finalLine, playwrightOutcome, summaryTable, tapOutcome, totals, vitestOutcome } from './test-report.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'teamcast-report-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

let fileCount = 0;
const writeReport = (content) => {
  const file = path.join(dir, `report-${fileCount++}`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

const vitestReport = (overrides = {}) => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [],
  ...overrides,
});

const testFile = (name, statuses, status = statuses.includes('failed') ? 'failed' : 'passed') => ({
  name,
  status,
  assertionResults: statuses.map((testStatus, index) => ({
    status: testStatus,
    fullName: `case ${index}`,
    failureMessages: testStatus === 'failed' ? ['AssertionError: expected 1 to be 2\n    at somewhere'] : [],
  })),
});

describe('vitestOutcome', () => {
  test('counts passed, failed and skipped cases', () => {
    const file = writeReport(
      vitestReport({
        numPassedTests: 3,
        numFailedTests: 1,
        numPendingTests: 1,
        numTodoTests: 1,
        testResults: [testFile('/repo/packages/domain/src/a.test.ts', ['passed', 'passed', 'passed', 'failed'])],
      }),
    );
    assert.deepEqual(vitestOutcome(file, 1), {
      passed: 3,
      failed: 1,
      skipped: 2,
      note: '',
      failures: ['packages/domain/src/a.test.ts › case 3: AssertionError: expected 1 to be 2'],
    });
  });

  test('a file that fails to load counts as a failure although no test failed', () => {
    const file = writeReport(
      vitestReport({
        numPassedTests: 2,
        testResults: [testFile('/repo/a.test.ts', ['passed', 'passed']), testFile('/repo/b.test.ts', [], 'failed')],
      }),
    );
    const result = vitestOutcome(file, 1);
    assert.equal(result.failed, 1);
    assert.match(result.note, /failed to run/);
    assert.deepEqual(result.failures, ['/repo/b.test.ts: ']);
  });

  test('finding no tests is a failure', () => {
    const result = vitestOutcome(writeReport(vitestReport()), 0);
    assert.equal(result.failed, 1);
    assert.match(result.note, /no tests found/);
  });

  test('a project with no tests fails even when another has some', () => {
    const file = writeReport(
      vitestReport({ numPassedTests: 1, testResults: [testFile('/repo/packages/domain/src/a.test.ts', ['passed'])] }),
    );
    const result = vitestOutcome(file, 0, { expectTestsUnder: ['/packages/', '/apps/web/'] });
    assert.deepEqual([result.passed, result.failed], [1, 1]);
    assert.match(result.note, /apps\/web/);
  });

  test('a non-zero exit with nothing failed still fails', () => {
    const file = writeReport(vitestReport({ numPassedTests: 1, testResults: [testFile('/repo/a.test.ts', ['passed'])] }));
    assert.equal(vitestOutcome(file, 1).failed, 1);
    assert.equal(vitestOutcome(file, 0).failed, 0);
  });

  test('a missing report is a failure', () => {
    assert.equal(vitestOutcome(path.join(dir, 'absent.json'), 1).failed, 1);
  });
});

describe('playwrightOutcome', () => {
  const playwrightReport = (stats, errors = []) => ({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats }, errors });

  test('counts retried passes as passed and notes them', () => {
    const result = playwrightOutcome(writeReport(playwrightReport({ expected: 5, unexpected: 2, flaky: 1, skipped: 1 })), 1);
    assert.deepEqual([result.passed, result.failed, result.skipped], [6, 2, 1]);
    assert.match(result.note, /retry/);
  });

  test('names each unexpected test by its suites and title, without colours', () => {
    const report = {
      ...playwrightReport({ expected: 1, unexpected: 1 }),
      suites: [
        {
          title: 'monitor.spec.ts',
          specs: [],
          suites: [
            {
              title: 'the monitor',
              specs: [
                { title: 'opens', tests: [{ status: 'expected', results: [] }] },
                {
                  title: 'filters people',
                  tests: [{ status: 'unexpected', results: [{ error: { message: '\u001b[31mError: timed out\u001b[39m\nstack' } }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    assert.deepEqual(playwrightOutcome(writeReport(report), 1).failures, [
      'monitor.spec.ts › the monitor › filters people: Error: timed out',
    ]);
  });

  test('an error outside the tests (a web server that never started) is a failure', () => {
    const result = playwrightOutcome(writeReport(playwrightReport({}, [{ message: 'Timed out waiting for webServer' }])), 1);
    assert.equal(result.failed, 1);
  });

  test('no tests found is a failure', () => {
    assert.equal(playwrightOutcome(writeReport(playwrightReport({})), 0).failed, 1);
  });
});

describe('tapOutcome', () => {
  test('reads the closing counts of a TAP report', () => {
    const file = writeReport('TAP version 13\nok 1 - a\n# tests 4\n# pass 2\n# fail 1\n# cancelled 0\n# skipped 1\n# todo 0\n');
    assert.deepEqual(tapOutcome(file, 1), { passed: 2, failed: 1, skipped: 1, note: '', failures: [] });
  });
});

describe('summary', () => {
  const rows = [
    { suite: 'dependencies', counted: false, passed: 0, failed: 0, skipped: 0, seconds: 0.2, note: 'up to date' },
    { suite: 'lint', counted: true, passed: 1, failed: 0, skipped: 0, seconds: 9.25, note: '' },
    { suite: 'api (PostgreSQL)', counted: true, passed: 0, failed: 0, skipped: 7, seconds: 0.1, note: 'skipped' },
  ];

  test('the final line mentions skipped cases only when there are some', () => {
    assert.equal(finalLine({ passed: 3, failed: 0, skipped: 0 }), '3 passed, 0 failed');
    assert.equal(finalLine(totals(rows)), '1 passed, 0 failed, 7 skipped');
  });

  test('the failure list names the failed tests of each suite, and is empty when none failed', () => {
    assert.equal(failureList(rows), '');
    const failing = [...rows, { suite: 'browser', counted: true, passed: 0, failed: 1, skipped: 0, seconds: 1, note: '', failures: ['a › b: boom'] }];
    assert.equal(failureList(failing), 'failed tests:\n  browser: a › b: boom');
  });

  test('the table shows every suite, with dashes for setup steps that did not fail', () => {
    const lines = summaryTable(rows).split('\n');
    assert.equal(lines.length, 2 + rows.length);
    assert.match(lines[2], /^dependencies\s+-\s+-\s+-\s+0\.2\s+up to date$/);
    assert.match(lines[3], /^lint\s+1\s+0\s+0\s+9\.3$/);
  });
});
