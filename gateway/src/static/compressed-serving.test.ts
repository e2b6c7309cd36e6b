import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@contract/session-hint';
import { HASHED_ASSET_MAX_AGE_S } from '../constants';
import { startGateway } from '../testing/gateway-harness';
import type { RunningGateway } from '../testing/gateway-harness';
import { decoded, rawRequest } from '../testing/raw-http';
import { acceptsEncoding } from './precompressed';

let distDir: string;
let gateway: RunningGateway;
const raw = (path: string, headers: Record<string, string>, method = 'GET', body?: string) =>
  rawRequest(gateway, path, headers, method, body);

const SHELL_HTML = '<!doctype html><html><body><div id="root"></div>shell</body></html>';
const LOGIN_HTML =
  '<!doctype html><html><body><div id="root"><main>Sign in</main></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('wayfarer '.repeat(400))});`;
const SCRIPT_NAME = 'index-3f9a1c.js';
/** Introspection answers are large (many KiB) and need no REST server. */
const LARGE_QUERY = '{ __schema { types { name description fields { name description } } } }';
const SMALL_QUERY = '{ __typename }';

function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

const postGraphql = (query: string, acceptEncoding: string | null) =>
  raw(
    '/graphql',
    {
      'content-type': 'application/json',
      ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
    },
    'POST',
    JSON.stringify({ query }),
  );

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'wayfarer-compressed-dist-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, 'prerendered'));
  writeWithCopies(join(distDir, 'index.html'), SHELL_HTML);
  writeWithCopies(join(distDir, 'prerendered', 'login.html'), LOGIN_HTML);
  writeWithCopies(join(distDir, 'assets', SCRIPT_NAME), SCRIPT);
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // No REST call is made: the queries here are answered by the gateway itself.
  gateway = await startGateway({ apiBaseUrl: 'http://127.0.0.1:9', webDistDir: distDir });
});
afterAll(async () => {
  await gateway.stop();
  rmSync(distDir, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('serves a hashed asset to Accept-Encoding "%s" as %s', async (accept, encoding) => {
    const answer = await raw(`/assets/${SCRIPT_NAME}`, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe(
      `public, max-age=${HASHED_ASSET_MAX_AGE_S}, immutable`,
    );
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(answer)).toBe(SCRIPT);
  });

  it('serves the plain asset to a client that accepts no compression', async () => {
    const answer = await raw(`/assets/${SCRIPT_NAME}`, {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.toString('utf8')).toBe(SCRIPT);
  });

  it('still answers 404 for a missing asset', async () => {
    const answer = await raw('/assets/missing-123.js', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
  });

  it('does not serve a file outside the build for an encoded "../"', async () => {
    const answer = await raw('/assets/..%2F..%2Fetc%2Fpasswd', { 'accept-encoding': 'br' });
    // serve-static refuses the climb itself (403), before any file is looked for.
    expect(answer.status).toBe(403);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('serves a root file without copies as it is, revalidated', async () => {
    const answer = await raw('/favicon.svg', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});

describe('HTML for navigations', () => {
  it.each(['br', 'gzip'])('serves the SPA shell %s-compressed, revalidated', async (encoding) => {
    const answer = await raw('/trips', { accept: 'text/html', 'accept-encoding': encoding });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decoded(answer)).toBe(SHELL_HTML);
  });

  it('serves a route prerendered at build with its own HTML, and others the shell', async () => {
    const login = await raw('/login', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(decoded(login)).toBe(LOGIN_HTML);
    expect(login.headers['cache-control']).toBe('no-cache');
    const plain = await raw('/login?returnTo=%2Ftrips', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(LOGIN_HTML);
    const shell = await raw('/', { accept: 'text/html' });
    expect(shell.body.toString('utf8')).toBe(SHELL_HTML);
  });

  it('serves the shell for a prerendered route to a browser that holds a session', async () => {
    const headers = { accept: 'text/html', 'accept-encoding': 'br' };
    const guest = await raw('/login', { ...headers, cookie: 'theme=dark' });
    expect(decoded(guest)).toBe(LOGIN_HTML);
    expect(guest.headers.vary).toMatch(/Cookie/i);
    const signedIn = await raw('/login', {
      ...headers,
      cookie: `theme=dark; ${SESSION_HINT_COOKIE}=1`,
    });
    expect(decoded(signedIn)).toBe(SHELL_HTML);
    expect(signedIn.headers.vary).toMatch(/Cookie/i);
    expect(signedIn.headers.vary).toMatch(/Accept-Encoding/i);
    // Only its own name and value count: a cleared hint, or another cookie ending alike, do not.
    for (const cookie of [`${SESSION_HINT_COOKIE}=`, `x${SESSION_HINT_COOKIE}=1`]) {
      expect(decoded(await raw('/login', { ...headers, cookie }))).toBe(LOGIN_HTML);
    }
  });
});

describe('GraphQL answers', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])(
    'compresses a large answer for Accept-Encoding "%s", never cached',
    async (accept, encoding) => {
      const answer = await postGraphql(LARGE_QUERY, accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      const text = decoded(answer);
      expect(Number(answer.headers['content-length'])).toBeLessThan(Buffer.byteLength(text) / 3);
      expect((JSON.parse(text) as { data: { __schema: unknown } }).data.__schema).toBeDefined();
    },
  );

  it('answers plainly to a client that accepts no compression', async () => {
    const answer = await postGraphql(LARGE_QUERY, null);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toHaveProperty('data.__schema');
  });

  it('leaves a small answer uncompressed', async () => {
    const answer = await postGraphql(SMALL_QUERY, 'br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('compresses a large answer to a GET query (served by Express) too', async () => {
    const answer = await raw(`/graphql?query=${encodeURIComponent(LARGE_QUERY)}`, {
      'accept-encoding': 'br',
      'apollo-require-preflight': 'true',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(answer))).toHaveProperty('data.__schema');
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['br', 'br', true],
    ['gzip, br;q=0.5', 'br', true],
    ['br;q=0', 'br', false],
    ['*', 'gzip', true],
    ['identity', 'gzip', false],
    [undefined, 'br', false],
  ] as const)('"%s" accepts %s: %s', (header, encoding, expected) => {
    expect(acceptsEncoding(header, encoding)).toBe(expected);
  });
});
