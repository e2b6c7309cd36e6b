#!/usr/bin/env node
// `npm start`: install what is missing, build the SPA, start the mock API (unless API_BASE_URL
// points at a real server) and the gateway, and serve everything at http://localhost:$PORT.
// Env (CONTRACT.md): PORT, MOCK_API_PORT, API_BASE_URL, ACCESS_TOKEN_TTL_S, MOCK_LATENCY_MS,
// MOCK_DATA_FILE. WAYFARER_SKIP_INSTALL / WAYFARER_SKIP_BUILD=1 skip those steps (used by tests).
import { spawn, execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '4000';
const mockPort = process.env.MOCK_API_PORT ?? '4010';
const children = [];

const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

/** The gateway's V8 flags (a larger young generation: docs/decisions.md, Gateway). */
const gatewayNodeFlags = JSON.parse(readFileSync(join(root, 'gateway/node-flags.json'), 'utf8'));

function startService(name, entry, env, nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping Wayfarer.`);
    shutdown(1);
  });
  children.push(child);
}

async function waitForHealth(url, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { method: 'HEAD' });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

let shuttingDown = false;
function shutdown(code) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (process.env.WAYFARER_SKIP_INSTALL !== '1') run('node scripts/ensure-deps.mjs');
if (process.env.WAYFARER_SKIP_BUILD !== '1')
  run('npx vite build --config web/vite.config.ts --logLevel warn');

let apiBaseUrl = process.env.API_BASE_URL;
if (!apiBaseUrl) {
  startService('Mock API', 'mocks/src/main.ts', { MOCK_API_PORT: mockPort });
  apiBaseUrl = `http://localhost:${mockPort}`;
  await waitForHealth(`${apiBaseUrl}/health`, 'Mock API');
}
startService(
  'Gateway',
  'gateway/src/main.ts',
  { PORT: port, API_BASE_URL: apiBaseUrl, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  gatewayNodeFlags,
);
await waitForHealth(`http://localhost:${port}/health`, 'Gateway');
console.log(`\nWayfarer is running at http://localhost:${port} (REST API: ${apiBaseUrl})\n`);
