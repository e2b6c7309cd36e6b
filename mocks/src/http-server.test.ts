import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, toFetchRequest, writeFetchResponse } from './http-server';
import type { MockHttpServer } from './http-server';

const servers: Array<{ close(): Promise<void> }> = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A bare node:http server whose answer comes from `answer` through the conversion under test. */
async function bridge(answer: (request: Request) => Promise<Response>): Promise<string> {
  const server: Server = createServer((incoming, outgoing) => {
    void toFetchRequest(incoming, 'localhost')
      .then(async (request) => writeFetchResponse(outgoing, await answer(request), request.method))
      .catch(() => outgoing.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function startApi(): Promise<MockHttpServer> {
  const api = await startMockHttpServer({ port: 0, host: '127.0.0.1', latencyMs: 0 });
  servers.push(api);
  return api;
}

describe('Fetch <-> node:http conversion', () => {
  it('keeps several Set-Cookie headers apart', async () => {
    const url = await bridge(async () => {
      const headers = new Headers({ 'content-type': 'text/plain' });
      headers.append('set-cookie', 'a=1; Path=/; HttpOnly');
      headers.append('set-cookie', 'b=2; Path=/; Max-Age=60');
      return new Response('ok', { status: 201, headers });
    });
    const response = await fetch(url);
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual([
      'a=1; Path=/; HttpOnly',
      'b=2; Path=/; Max-Age=60',
    ]);
    expect(await response.text()).toBe('ok');
  });

  it('passes method, path, query, headers and body to the handler side', async () => {
    const url = await bridge(async (request) =>
      Response.json({
        method: request.method,
        url: request.url,
        cookie: request.headers.get('cookie'),
        body: await request.text(),
      }),
    );
    const response = await fetch(`${url}/api/v1/x?tripId=7`, {
      method: 'PATCH',
      headers: { cookie: 'refreshToken=abc', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(await response.json()).toEqual({
      method: 'PATCH',
      url: `${url}/api/v1/x?tripId=7`,
      cookie: 'refreshToken=abc',
      body: '{"a":1}',
    });
  });
});

describe('startMockHttpServer', () => {
  it('listens on a free port and answers /health to GET and HEAD', async () => {
    const api = await startApi();
    expect(api.port).toBeGreaterThan(0);
    expect(api.url).toBe(`http://127.0.0.1:${api.port}`);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    const head = await fetch(`${api.url}/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 404 JSON for paths nobody serves, inside and outside /api/v1', async () => {
    const api = await startApi();
    for (const path of ['/api/v1/user/no-such-call', '/no-such-page']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Route not found' });
    }
  });

  it('logs /api/v1 requests only', async () => {
    const api = await startApi();
    await fetch(`${api.url}/health`);
    await fetch(`${api.url}/api/v1/trip/get-all-trips?x=1`);
    expect(api.control.requests()).toEqual([
      {
        method: 'GET',
        path: '/api/v1/trip/get-all-trips?x=1',
        status: 401,
        ms: expect.any(Number),
        at: expect.any(String),
      },
    ]);
  });

  it('stops listening on close', async () => {
    const api = await startMockHttpServer({ port: 0, host: '127.0.0.1' });
    await fetch(`${api.url}/health`);
    await api.close();
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();
  });

  it('defaults to all interfaces, reachable as localhost', async () => {
    const api = await startMockHttpServer({ port: 0 });
    servers.push(api);
    expect(api.url).toBe(`http://localhost:${api.port}`);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  });
});
