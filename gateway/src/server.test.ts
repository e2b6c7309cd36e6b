import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { REFRESH_COOKIE } from '@contract/user';
import { isLocalRequest, setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { GRAPHQL_JSON_BODY_LIMIT_BYTES, HASHED_ASSET_MAX_AGE_S } from './constants';
import { notBuiltMessage } from './server';
import { startGateway } from './testing/gateway-harness';
import type { RunningGateway } from './testing/gateway-harness';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div>Wayfarer SPA</body></html>';
const ASSET_NAME = 'index-3f9a1c.js';
const INTROSPECTION = '{ __schema { queryType { name } } }';
/** helmet's headers, as the gateway configures it (security/security-headers.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

let mock: MockApi;
let webDistDir: string;
let dev: RunningGateway;
let production: RunningGateway;
/** Requests that left the process for a non-local host (i.e. reached the REST mock). */
const upstreamRequests: string[] = [];

beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  mock.server.events.on('request:start', ({ request }) => {
    if (!isLocalRequest(request)) upstreamRequests.push(`${request.method} ${request.url}`);
  });
  webDistDir = mkdtempSync(join(tmpdir(), 'wayfarer-web-dist-'));
  writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'assets', ASSET_NAME), 'console.log("app");');
  dev = await startGateway({ apiBaseUrl: mock.baseUrl, webDistDir });
  production = await startGateway({ apiBaseUrl: mock.baseUrl, webDistDir, production: true });
});
afterEach(async () => {
  upstreamRequests.length = 0;
  await mock.reset();
});
afterAll(async () => {
  await dev.stop();
  await production.stop();
  mock.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('/health', () => {
  it.each(['HEAD', 'GET'])(
    '%s is answered by the gateway without calling upstream',
    async (method) => {
      const response = await fetch(`${dev.url}/health`, { method });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      if (method === 'GET') expect(await response.json()).toEqual({ status: 'ok' });
      expect(upstreamRequests).toEqual([]);
      expect(mock.control.requests()).toEqual([]);
    },
  );

  it('stays up while the REST server is down', async () => {
    mock.server.use(http.all('*/api/v1/*', () => Response.error()));
    const response = await fetch(`${dev.url}/health`, { method: 'HEAD' });
    expect(response.status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP with no inline script, only same-origin sources', async () => {
    const response = await fetch(`${dev.url}/trips`, { headers: { accept: 'text/html' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );

    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('sends the same security headers on /graphql answers (served without Express) as on pages', async () => {
    const page = await fetch(`${dev.url}/trips`, { headers: { accept: 'text/html' } });
    const answer = await dev.graphql('{ ok }');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const name of SECURITY_HEADERS) {
      expect(page.headers.get(name), name).not.toBeNull();
      expect(answer.headers.get(name), name).toBe(page.headers.get(name));
    }
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it("opens the CSP to Google's sign-in only when a Google client id is given", async () => {
    const withGoogle = await startGateway({
      apiBaseUrl: mock.baseUrl,
      webDistDir,
      googleClientId: 'wayfarer-test.apps.googleusercontent.com',
    });
    try {
      const response = await fetch(`${withGoogle.url}/login`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('content-security-policy')).toContain(
        "script-src 'self' https://accounts.google.com/gsi/client",
      );
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    } finally {
      await withGoogle.stop();
    }
    const strict = await fetch(`${dev.url}/login`, { headers: { accept: 'text/html' } });
    expect(strict.headers.get('content-security-policy')).not.toContain('accounts.google.com');
    expect(strict.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

describe("a page's inline script", () => {
  it('is allowed by its hash on the page that carries it, and by the new hash once it is rebuilt', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'wayfarer-web-dist-inline-'));
    const pageWith = (script: string) =>
      `<!doctype html><html><head><script data-head-script>${script}</script></head><body><div id="root"></div></body></html>`;
    const scriptSrcOf = async (gateway: RunningGateway) => {
      const response = await fetch(`${gateway.url}/trips`, { headers: { accept: 'text/html' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      return /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    };
    const hashOf = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    writeFileSync(join(dist, 'index.html'), pageWith('window.first = 1;'));
    const gateway = await startGateway({ apiBaseUrl: mock.baseUrl, webDistDir: dist });
    try {
      expect(await scriptSrcOf(gateway)).toEqual(["'self'", hashOf('window.first = 1;')]);
      // A build made while the gateway runs (a later modification time).
      writeFileSync(join(dist, 'index.html'), pageWith('window.second = 2;'));
      utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
      expect(await scriptSrcOf(gateway)).toEqual(["'self'", hashOf('window.second = 2;')]);
      // Other answers allow no inline script.
      expect((await gateway.graphql('{ ok }')).headers.get('content-security-policy')).toContain(
        "script-src 'self';",
      );
    } finally {
      await gateway.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

/** A POST to the dev gateway's /graphql with this content type and body, as sent. */
const postRaw = (contentType: string, body: string) =>
  fetch(`${dev.url}/graphql`, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('/graphql', () => {
  it('answers a JSON POST', async () => {
    const answer = await dev.graphql<{ ok: boolean }>('{ ok }');
    expect(answer.data).toEqual({ ok: true });
  });

  it('answers a JSON POST whose content type carries a charset', async () => {
    const response = await postRaw(
      'application/json; charset=utf-8',
      JSON.stringify({ query: '{ ok }' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(await response.json()).toEqual({ data: { ok: true } });
  });

  it('refuses a JSON POST whose body does not parse with 400 and a GraphQL error', async () => {
    const response = await postRaw('application/json', '{"query": "{ ok }"');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Bad request', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('refuses a text/plain POST (CSRF prevention: a form could send it cross-site)', async () => {
    const response = await postRaw('text/plain', JSON.stringify({ query: '{ me { id } }' }));
    expect(response.status).toBe(400);
    expect(upstreamRequests).toEqual([]);
  });

  it('refuses a GET query without a preflight header (CSRF prevention)', async () => {
    const response = await fetch(`${dev.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
    expect(upstreamRequests).toEqual([]);
  });

  it('accepts the same GET query with the apollo-require-preflight header', async () => {
    const response = await fetch(`${dev.url}/graphql?query=${encodeURIComponent('{ ok }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });
  });

  it(`refuses a body over ${GRAPHQL_JSON_BODY_LIMIT_BYTES} bytes with 413`, async () => {
    const response = await postRaw(
      'application/json',
      JSON.stringify({ query: '{ ok }', variables: { padding: 'x'.repeat(150_000) } }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Request body too large', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('relays every Set-Cookie of the REST answer on the JSON path', async () => {
    const answer = await dev.graphql(
      'mutation { login(userName: "maya", password: "travel123") { accessToken } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.setCookies.some((line) => line.startsWith(`${REFRESH_COOKIE}=`))).toBe(true);
  });

  it('serves no landing page (it would load from a CDN)', async () => {
    const response = await fetch(`${dev.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type')).not.toMatch(/text\/html/);
    expect(await response.text()).not.toMatch(/<script|cdn/i);
  });

  it('allows introspection in development', async () => {
    const answer = await dev.graphql<{ __schema: { queryType: { name: string } } }>(INTROSPECTION);
    expect(answer.data?.__schema.queryType.name).toBe('Query');
  });

  it('refuses introspection in production', async () => {
    const answer = await production.graphql(INTROSPECTION);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
  });

  it('gives stack traces in development and none in production', async () => {
    mock.server.use(
      http.get(`*${paths.profile}`, () =>
        Response.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );

    const devAnswer = await dev.graphql('{ me { id } }');
    const productionAnswer = await production.graphql('{ me { id } }');

    expect(devAnswer.errors?.[0]?.extensions?.stacktrace?.length).toBeGreaterThan(0);
    expect(productionAnswer.errors?.[0]).toMatchObject({
      message: 'Boom',
      extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 500 },
    });
    expect(productionAnswer.errors?.[0]?.extensions).not.toHaveProperty('stacktrace');
  });
});

describe('the SPA', () => {
  it.each(['/trips', '/', '/trips/66a1f0c2e4b0000200000001', '/login?returnTo=%2Ftrips'])(
    'serves index.html, never cached, for the navigation %s',
    async (path) => {
      const response = await fetch(`${dev.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await fetch(`${dev.url}/assets/${ASSET_NAME}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("app");');
    expect(response.headers.get('cache-control')).toBe(
      `public, max-age=${HASHED_ASSET_MAX_AGE_S}, immutable`,
    );
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    const response = await fetch(`${dev.url}/assets/missing-123.js`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toBe(INDEX_HTML);
  });

  it.each(['/health', '/photos/abc'])('does not answer %s with index.html', async (path) => {
    const response = await fetch(`${dev.url}${path}`, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toBe(INDEX_HTML);
  });

  it('does not answer requests that do not ask for HTML with index.html', async () => {
    const response = await fetch(`${dev.url}/trips`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
  });

  it('says to run `npm run build` when the web app is not built', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'wayfarer-no-dist-'));
    const unbuilt = await startGateway({ apiBaseUrl: mock.baseUrl, webDistDir: emptyDir });
    try {
      const response = await fetch(`${unbuilt.url}/trips`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('content-type')).toMatch(/text\/plain/);
      const text = await response.text();
      expect(text).toBe(notBuiltMessage);
      expect(text).toContain('npm run build');
    } finally {
      await unbuilt.stop();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
