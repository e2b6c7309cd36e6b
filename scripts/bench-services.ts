// Shared by every `npm run bench` part: free ports, and the mock API and gateway started as
// separate production-mode processes (as `npm start` runs them), stopped when the bench ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import gatewayNodeFlags from '../gateway/node-flags.json';

const children: ChildProcess[] = [];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export async function startService(
  entry: string,
  env: Record<string, string>,
  healthUrl: string,
  nodeFlags: readonly string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  // Up to 2 minutes: a loaded machine (other runs beside the bench) has taken over 30 s to start tsx.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    try {
      if ((await fetch(healthUrl, { method: 'HEAD' })).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${entry} did not start`);
}

/** The gateway in front of the REST API at `apiBaseUrl`, on a free port, started as `npm start` does. */
export async function startGateway(
  apiBaseUrl: string,
  extraGatewayEnv: Record<string, string> = {},
): Promise<{ gatewayUrl: string; gateway: ChildProcess }> {
  const gatewayPort = await freePort();
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  const gateway = await startService(
    'gateway/src/main.ts',
    { PORT: String(gatewayPort), API_BASE_URL: apiBaseUrl, ...extraGatewayEnv },
    `${gatewayUrl}/health`,
    gatewayNodeFlags,
  );
  return { gatewayUrl, gateway };
}

/** The mock API and the gateway in front of it, on free ports; `extraGatewayEnv` e.g. for WEB_DIST. */
export async function startMockAndGateway(
  extraGatewayEnv: Record<string, string> = {},
): Promise<{ mockUrl: string; gatewayUrl: string }> {
  const mockPort = await freePort();
  const mockUrl = `http://localhost:${mockPort}`;
  await startService('mocks/src/main.ts', { MOCK_API_PORT: String(mockPort) }, `${mockUrl}/health`);
  const { gatewayUrl } = await startGateway(mockUrl, extraGatewayEnv);
  return { mockUrl, gatewayUrl };
}

export function stopServices(): void {
  for (const child of children) child.kill('SIGTERM');
}

/** The process ids of the services started so far, in start order (mock API, then gateway). */
export function servicePids(): number[] {
  return children.flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
}
