// `npm run dev`: the mock API (unless API_BASE_URL is set), the gateway in development mode, and
// Vite with hot reload (its dev server proxies /graphql, /health and /photos to the gateway).
import { spawn, type ChildProcess } from 'node:child_process';
import gatewayNodeFlags from '../gateway/node-flags.json';

const port = process.env.PORT ?? '4000';
const mockPort = process.env.MOCK_API_PORT ?? '4010';
const apiBaseUrl = process.env.API_BASE_URL ?? `http://localhost:${mockPort}`;
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', () => stop());
  children.push(child);
}

function stop() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (!process.env.API_BASE_URL) {
  start(process.execPath, ['--import', 'tsx', 'mocks/src/main.ts'], { MOCK_API_PORT: mockPort });
}
start(
  process.execPath,
  [...gatewayNodeFlags, '--import', 'tsx', '--watch', 'gateway/src/main.ts'],
  {
    PORT: port,
    API_BASE_URL: apiBaseUrl,
    NODE_ENV: 'development',
  },
);
// The app's actors report to the inspector on this port (web/src/app/dev-inspector.ts). Vite's port:
// DEV_PORT, else its own default (5173, or the next free one).
const devPort = process.env.DEV_PORT ? ['--port', process.env.DEV_PORT, '--strictPort'] : [];
start('npx', ['vite', '--config', 'web/vite.config.ts', ...devPort], {
  VITE_INSPECT_PORT: process.env.INSPECT_PORT ?? '4020',
  // Its proxy's target: the gateway above (web/vite.config.ts).
  PORT: port,
});
