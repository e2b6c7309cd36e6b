#!/usr/bin/env node
// `npm test`: install what is missing (dependencies; a Chromium for the browser tests), then
// codegen freshness, build, typecheck, lint, formatting, unit + integration tests (Vitest) and the
// browser tests (Playwright). Every step runs even after a failure, so one run shows everything;
// the exit code is non-zero on any failure. The last line counts all runners: `N passed, N failed`
// (each static check counts as one test).
import { spawn, spawnSync, execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFailure, playwrightFailures, vitestFailures } from './test-failures.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = join(root, 'test-results');
const startedAt = Date.now();

execSync('node scripts/ensure-deps.mjs', { cwd: root, stdio: 'inherit' });
const { ensureBrowser } = await import('./ensure-browser.mjs');
const chromiumPath = await ensureBrowser();

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const tally = { passed: 0, failed: 0 };
const rows = [];
/** Each failed test with its error's first lines, repeated at the end beside the summary. */
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  rows.push({ name, ok, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
  return ok;
}

/**
 * Runs a static check with its output held back, so checks can run side by side and still print
 * one block each. Resolves to whether it passed.
 */
function runQuietly(name, command, args) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      rows.push({ name, ok, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
      tally[ok ? 'passed' : 'failed'] += 1;
      if (!ok) failures.push(checkFailure(name, Buffer.concat(output).toString('utf8')));
      resolve(ok);
    });
  });
}

/**
 * The static checks are single-threaded (tsc, eslint, prettier): run as many at once as there are
 * cores. Each counts as one test.
 */
async function runChecks(checks) {
  const results = new Map();
  const queue = [...checks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      results.set(next.name, await runQuietly(next.name, next.command, next.args));
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return results;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const checksStartedAt = Date.now();
const checkResults = await runChecks([
  {
    name: 'build',
    command: 'npx',
    args: ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
  },
  { name: 'codegen is fresh', command: 'npx', args: ['tsx', 'scripts/codegen-check.ts'] },
  // Every machine's states and transitions reached by its scenario files (issue 16).
  {
    name: 'scenario coverage',
    command: 'npx',
    args: ['tsx', 'scripts/scenario-coverage.ts'],
  },
  // Layers with the same compiler options share a program, so files they share are checked once.
  // The largest first, so the pool does not end waiting on one long check.
  { name: 'typecheck web', command: 'npx', args: ['tsc', '-p', 'web'] },
  {
    name: 'typecheck mocks, gateway, tests',
    command: 'npx',
    args: ['tsc', '-p', 'tsconfig.node-layers.json'],
  },
  {
    name: 'typecheck contract, machines',
    command: 'npx',
    args: ['tsc', '-p', 'tsconfig.core-layers.json'],
  },
  { name: 'typecheck inspector', command: 'npx', args: ['tsc', '-p', 'inspector'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
]);
const built = checkResults.get('build');
console.log(`\n━━ static checks took ${((Date.now() - checksStartedAt) / 1000).toFixed(0)} s`);

// Unit and integration tests.
const vitestReport = join(reportDir, 'vitest.json');
const vitestOk = step('unit + integration (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests;
  failures.push(...vitestFailures(vitest, root));
  if (!vitestOk && vitest.numFailedTests === 0) tally.failed += 1; // e.g. a suite that failed to load
} else {
  tally.failed += 1;
}

// Browser tests on the built app.
if (built) {
  const playwrightReport = join(reportDir, 'playwright.json');
  const e2eOk = step(
    'browser (playwright)',
    'npx',
    ['playwright', 'test', '-c', 'tests/playwright.config.ts'],
    { CHROMIUM_PATH: chromiumPath, WAYFARER_E2E_REPORT: playwrightReport },
  );
  const e2e = readJson(playwrightReport);
  if (e2e) {
    tally.passed += e2e.stats.expected + e2e.stats.flaky;
    tally.failed += e2e.stats.unexpected;
    failures.push(...e2e.suites.flatMap(playwrightFailures));
    if (!e2eOk && e2e.stats.unexpected === 0) tally.failed += 1;
  } else {
    tally.failed += 1;
  }
} else {
  console.log('\n━━ browser (playwright): not run, the build failed');
  tally.failed += 1;
}

// A log is often read from its end (CI keeps its tail): what failed and why comes last.
if (failures.length > 0) {
  console.log('\n━━ failures');
  for (const failure of failures) {
    console.log(`✘ ${failure.title}`);
    for (const line of failure.lines) console.log(`    ${line}`);
  }
}

console.log('\n━━ summary');
for (const row of rows) console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.name} (${row.seconds} s)`);
console.log(`total ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
