import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { DEFAULT_PORT } from './constants';
import { googleClientIdFromEnv } from './security/security-headers';
import { createGateway } from './server';

/** How long a graceful shutdown may wait for open requests before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 5_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const apiBaseUrl = process.env.API_BASE_URL;
if (!apiBaseUrl) {
  fail(
    'API_BASE_URL is not set: the gateway needs the REST server to call (e.g. ' +
      'API_BASE_URL=http://localhost:4010 for the mock API). `npm start` sets it for you.',
  );
}
const port = Number(process.env.PORT ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  fail(`PORT must be a port number, got "${process.env.PORT ?? ''}".`);
}

/**
 * UPSTREAM_TIMEOUT_MS overrides the one deadline per GraphQL request (default 10 000 ms, the spec's
 * "API timeout"). Only the browser tests' short-deadline stack sets it, so a timeout past the
 * deadline takes a second there, not ten (docs/decisions.md "Retry-safe writes").
 */
const upstreamTimeoutEnv = process.env.UPSTREAM_TIMEOUT_MS;
const upstreamTimeoutMs = upstreamTimeoutEnv ? Number(upstreamTimeoutEnv) : undefined;
if (
  upstreamTimeoutMs !== undefined &&
  !(Number.isInteger(upstreamTimeoutMs) && upstreamTimeoutMs > 0)
) {
  fail(`UPSTREAM_TIMEOUT_MS must be a positive whole number of ms, got "${upstreamTimeoutEnv}".`);
}

const gateway = await createGateway({
  upstreamTimeoutMs,
  apiBaseUrl,
  production: process.env.NODE_ENV === 'production',
  googleClientId: googleClientIdFromEnv(process.env),
  // Another build to serve (the web bench measures older builds this way); defaults to web/dist.
  webDistDir: process.env.WEB_DIST || undefined,
});

const server: Server = createServer(gateway.handleRequest);
server.once('error', (error) => fail(`Gateway could not listen on port ${port}: ${error.message}`));
server.listen(port, () => {
  console.log(`Gateway listening on http://localhost:${port}`);
});

let stopping = false;
function shutDown(): void {
  if (stopping) return;
  stopping = true;
  // Refuse new connections, let open requests finish, then stop Apollo.
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  server.close(() => {
    void gateway.stop().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
