#!/usr/bin/env node
// `npm test`: every suite in one run — domain, server (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), web components, then the browser tests against the built app when
// Chromium is installed. Ends with one summary line: "tests: N passed, N failed[, N skipped]".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const CHROMIUM = '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, named, so the last lines of a long run say where to look. */
const failures = [];
const started = Date.now();

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// 1. Vitest: domain, server, web.
const vitestReport = path.join(tmp, 'vitest-report.json');
rmSync(vitestReport, { force: true });
if (process.env.TEST_DATABASE_URL)
  console.log(
    `Server tests run on PGlite and on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}).`,
  );
else
  console.log('Server tests run on PGlite (set TEST_DATABASE_URL to run them on PostgreSQL too).');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`${path.relative(root, file.name)} › ${t.fullName}`);
    if (file.status === 'failed' && failed.length === 0)
      failures.push(`${path.relative(root, file.name)}: ${String(file.message).split('\n')[0]}`);
  }
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) {
  totals.failed += 1; // a crash, not a test
  failures.push(
    `vitest exited with status ${vitestStatus} and no failing test: an unhandled error (see "Unhandled Errors" above)`,
  );
}

// 2. Browser tests against the built app.
if (existsSync(CHROMIUM)) {
  const buildStatus = run('npm', ['run', 'build']);
  if (buildStatus !== 0) {
    console.error('The build failed, so the browser tests cannot run.');
    totals.failed += 1;
  } else {
    const e2eReport = path.join(tmp, 'playwright-report.json');
    rmSync(e2eReport, { force: true });
    const status = run(
      'npx',
      ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
      },
    );
    const e2e = readJson(e2eReport);
    const stats = e2e?.stats;
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        if (!spec.ok) failures.push(`${spec.file}:${spec.line} › ${spec.title}`);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of e2e?.suites ?? []) walk(suite);
    if (stats) {
      totals.passed += stats.expected;
      totals.failed += stats.unexpected + stats.flaky;
      totals.skipped += stats.skipped;
    }
    if (status !== 0 && (!stats || stats.unexpected === 0)) {
      totals.failed += 1;
      failures.push(`playwright exited with status ${status} and no failing test`);
    }
  }
} else {
  console.log(`Browser tests skipped: ${CHROMIUM} is not installed (apt-get install -y chromium).`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nAll suites finished in ${seconds} s.`);
if (failures.length > 0) console.log(`Failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
