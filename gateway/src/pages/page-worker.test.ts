import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWorkerFileFor } from '@contract/page-worker';
import { PAGE_SESSION_COOKIE, pageSessionCookieValue } from '@contract/page-session';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@contract/session-hint';
import { PAGE_RENDER_DEADLINE_MS } from '../constants';
import { startGateway } from '../testing/gateway-harness';
import type { RunningGateway } from '../testing/gateway-harness';
import { decoded, rawRequest } from '../testing/raw-http';

/**
 * A page worker as the web build's speaks (contract/src/page-worker.ts): it asks the gateway's
 * GraphQL for its data, as the real one does, and answers per URL: a page, null (a failed query),
 * nothing (past the deadline), or it dies.
 */
const FAKE_WORKER = `
import { parentPort } from 'node:worker_threads';
parentPort.on('message', async ({ id, url, gateway: { graphqlUrl, appOrigin }, expiresAt, session }) => {
  if (session) {
    const html = session.accessToken === 'refused' ? null : 'rendered ' + url + ' for ' + session.accessToken + ' in ' + session.timeZone + ' at ' + appOrigin;
    return parentPort.postMessage({ type: 'page', id, html });
  }
  if (url === '/explore?slow') return;
  if (url === '/explore?expiry') {
    return parentPort.postMessage({ type: 'page', id, html: 'expires in ' + (expiresAt - Date.now()) });
  }
  if (url === '/explore?dies') process.exit(1);
  if (url.endsWith('?failing')) return parentPort.postMessage({ type: 'page', id, html: null });
  const answer = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  const { data } = await answer.json();
  const html = '<!doctype html><html><body>rendered ' + url + ' with ' + data.__typename + ' '.repeat(2000) + '</body></html>';
  parentPort.postMessage({ type: 'page', id, html });
});
parentPort.postMessage({ type: 'ready' });
`;

const SHELL_HTML = '<!doctype html><html><body><div id="root"></div>shell</body></html>';
const prerenderedHtml = (name: string) =>
  `<!doctype html><html><body><div id="root" data-prerendered>${name} as built</div></body></html>`;

let distDir: string;
let gateway: RunningGateway;
const page = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(gateway, path, { accept: 'text/html', 'accept-encoding': 'br', ...headers }, method);

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'wayfarer-page-worker-dist-'));
  mkdirSync(join(distDir, 'prerendered'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), SHELL_HTML);
  for (const name of ['explore', 'login']) {
    writeFileSync(join(distDir, 'prerendered', `${name}.html`), prerenderedHtml(name));
  }
  const workerFile = pageWorkerFileFor(distDir);
  mkdirSync(dirname(workerFile), { recursive: true });
  writeFileSync(workerFile, FAKE_WORKER);
  // No REST call is made: the worker's query is answered by the gateway itself.
  gateway = await startGateway({ apiBaseUrl: 'http://127.0.0.1:9', webDistDir: distDir });
});
afterAll(async () => {
  await gateway.stop();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(dirname(pageWorkerFileFor(distDir)), { recursive: true, force: true });
});

describe('pages rendered with their data (issue 19)', () => {
  it("serves a guest the worker's page, made with the gateway's own GraphQL answer, compressed and revalidated", async () => {
    const answer = await page('/explore');
    expect(answer.status).toBe(200);
    expect(decoded(answer)).toContain('rendered /explore with Query');
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/Cookie/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers['content-security-policy']).toMatch(/script-src/);
  });

  it('serves a browser holding a session the shell, without asking the worker', async () => {
    const answer = await page('/explore', {
      cookie: `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`,
    });
    expect(decoded(answer)).toBe(SHELL_HTML);
  });

  it('serves the built page for a path the worker does not render, a HEAD, and a failed render', async () => {
    expect(decoded(await page('/login'))).toBe(prerenderedHtml('login'));
    expect(decoded(await page('/explore?failing'))).toBe(prerenderedHtml('explore'));
    const head = await page('/explore', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(prerenderedHtml('explore').length));
  });

  it('tells the worker when the navigation stops waiting, so a render queued past it is skipped', async () => {
    const expiresInMs = Number(
      /expires in (-?\d+)/.exec(decoded(await page('/explore?expiry')))?.[1],
    );
    expect(expiresInMs).toBeGreaterThan(0);
    expect(expiresInMs).toBeLessThanOrEqual(PAGE_RENDER_DEADLINE_MS);
  });

  it('serves the built page once the deadline has passed without an answer', async () => {
    const startedAt = performance.now();
    expect(decoded(await page('/explore?slow'))).toBe(prerenderedHtml('explore'));
    const waitedMs = performance.now() - startedAt;
    expect(waitedMs).toBeGreaterThanOrEqual(PAGE_RENDER_DEADLINE_MS - 50);
    expect(waitedMs).toBeLessThan(PAGE_RENDER_DEADLINE_MS + 1000);
  });

  it('does not start again a bundle whose worker died before it was ready, until a build replaces it', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'wayfarer-broken-worker-dist-'));
    const workerFile = pageWorkerFileFor(dist);
    mkdirSync(join(dist, 'prerendered'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), SHELL_HTML);
    writeFileSync(join(dist, 'prerendered', 'explore.html'), prerenderedHtml('explore'));
    mkdirSync(dirname(workerFile), { recursive: true });
    // Counts its starts in a file beside it, then fails as a bundle missing a package does.
    const starts = join(dirname(workerFile), 'starts');
    writeFileSync(
      workerFile,
      `import { appendFileSync } from 'node:fs'; appendFileSync(${JSON.stringify(starts)}, 'x'); throw new Error('broken bundle');`,
    );
    const broken = await startGateway({ apiBaseUrl: 'http://127.0.0.1:9', webDistDir: dist });
    const get = (path: string) =>
      rawRequest(broken, path, { accept: 'text/html', 'accept-encoding': 'br' });
    try {
      for (let visit = 0; visit < 3; visit += 1) {
        expect(decoded(await get('/explore'))).toBe(prerenderedHtml('explore'));
      }
      expect(readFileSync(starts, 'utf8')).toBe('x');
      // A new build: started again, and this one works.
      writeFileSync(workerFile, FAKE_WORKER);
      utimesSync(workerFile, new Date(), new Date(Date.now() + 60_000));
      expect(decoded(await get('/explore'))).toContain('rendered /explore with Query');
    } finally {
      await broken.stop();
      rmSync(dist, { recursive: true, force: true });
      rmSync(dirname(workerFile), { recursive: true, force: true });
    }
  });

  it('serves a navigation carrying a page session the signed-in page rendered for its reader, kept by no cache', async () => {
    const signedIn = (accessToken: string) => ({
      cookie: `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}; ${PAGE_SESSION_COOKIE}=${pageSessionCookieValue({ accessToken, timeZone: 'Asia/Kolkata' })}`,
    });
    for (const path of ['/', '/trips', '/trips/trip-1', '/place/place-1']) {
      const answer = await page(path, { ...signedIn('maya-token'), host: 'app.example:8080' });
      // The origin the navigation came to (links in the page are built from it), not the worker's.
      expect(decoded(answer)).toBe(
        `rendered ${path} for maya-token in Asia/Kolkata at http://app.example:8080`,
      );
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers.vary).toMatch(/Cookie/);
      expect(answer.headers['content-security-policy']).toMatch(/script-src/);
    }
    // Not rendered for a reader: a page of a guest's, another page, a HEAD; nor a token refused.
    for (const path of ['/explore', '/trips/trip-1/x', '/profile']) {
      expect(decoded(await page(path, signedIn('maya-token'))), path).toBe(SHELL_HTML);
    }
    expect((await page('/trips', signedIn('maya-token'), 'HEAD')).headers['cache-control']).toBe(
      'no-cache',
    );
    const refused = await page('/trips', signedIn('refused'));
    expect(decoded(refused)).toBe(SHELL_HTML);
    expect(refused.headers['cache-control']).toBe('no-cache');
  });

  it("serves a guest's place page rendered with its data, else the shell; a session hint alone gets the shell", async () => {
    const answer = await page('/place/place-1');
    expect(decoded(answer)).toContain('rendered /place/place-1 with Query');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toMatch(/script-src/);
    expect(decoded(await page('/place/place-1?failing'))).toBe(SHELL_HTML);
    const hint = `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`;
    expect(decoded(await page('/place/place-1', { cookie: hint }))).toBe(SHELL_HTML);
  });

  it('renders no signed-in page for a session hint alone, nor for a page session it cannot read', async () => {
    const hint = `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`;
    expect(decoded(await page('/trips', { cookie: hint }))).toBe(SHELL_HTML);
    expect(
      decoded(await page('/trips', { cookie: `${hint}; ${PAGE_SESSION_COOKIE}=maya-token` })),
    ).toBe(SHELL_HTML);
  });

  it('serves the built page when the worker dies, and starts a new one for the next visitor', async () => {
    const startedAt = performance.now();
    expect(decoded(await page('/explore?dies'))).toBe(prerenderedHtml('explore'));
    // Not held to the deadline: the request is settled as the worker exits.
    expect(performance.now() - startedAt).toBeLessThan(PAGE_RENDER_DEADLINE_MS);
    expect(decoded(await page('/explore'))).toContain('rendered /explore with Query');
  });
});
