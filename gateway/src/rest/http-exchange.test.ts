import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ExchangeBodyTooLargeError, ExchangeTimeoutError, httpExchange } from './http-exchange';

const okAnswer = (body: string) =>
  `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body}`;

/**
 * A raw TCP server: each connection answers its first request and then, like a server whose
 * keep-alive timer fires at that moment, closes on the next one without reading or answering it.
 */
function serverClosingIdleConnections(): Promise<{
  url: string;
  server: Server;
  connections: () => number;
}> {
  let connectionCount = 0;
  const server = createServer((socket: Socket) => {
    sockets.push(socket);
    connectionCount += 1;
    let requests = 0;
    socket.on('data', () => {
      requests += 1;
      if (requests === 1) socket.write(okAnswer(`answer on connection ${connectionCount}`));
      else socket.destroy();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/x`, server, connections: () => connectionCount });
    });
  });
}

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  // The client's agent keeps its sockets open: end them, or close() would wait for them.
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const get = (url: string) => httpExchange({ url, method: 'GET', headers: {}, timeoutMs: 5_000 });

describe('httpExchange over kept-alive sockets', () => {
  it('sends a request again on a new connection when the server closed the kept-alive one', async () => {
    const { url, server, connections } = await serverClosingIdleConnections();
    servers.push(server);
    expect((await get(url)).bodyText).toBe('answer on connection 1');
    // Written on the kept-alive socket, which the server closes: sent again on connection 2.
    const second = await get(url);
    expect(second.status).toBe(200);
    expect(second.bodyText).toBe('answer on connection 2');
    expect(connections()).toBe(2);
  });

  it('does not send again when a new connection fails: the error stands', async () => {
    const url = await rawServer((socket) => socket.destroy());
    await expect(get(url)).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('gives up at the deadline when the server never answers', async () => {
    const url = await rawServer(() => {
      // reads the request, never answers
    });
    const started = performance.now();
    const exchange = httpExchange({ url, method: 'GET', headers: {}, timeoutMs: 150 });
    await expect(exchange).rejects.toBeInstanceOf(ExchangeTimeoutError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('gives up at the deadline when the body stops half-way, and says it timed out', async () => {
    const url = await rawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly part of it');
    });
    const exchange = httpExchange({ url, method: 'GET', headers: {}, timeoutMs: 150 });
    await expect(exchange).rejects.toBeInstanceOf(ExchangeTimeoutError);
  });
});

describe('httpExchange body cap', () => {
  it('refuses a body over the cap as it streams in (no Content-Length)', async () => {
    const url = await rawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n');
      // Ten 1 kB chunks against a 4 kB cap; the server would go on.
      for (let chunk = 0; chunk < 10; chunk += 1) socket.write(`400\r\n${'x'.repeat(1024)}\r\n`);
    });
    const exchange = httpExchange({
      url,
      method: 'GET',
      headers: {},
      timeoutMs: 5_000,
      bodyLimitBytes: 4096,
    });
    await expect(exchange).rejects.toBeInstanceOf(ExchangeBodyTooLargeError);
  });

  it('refuses at once a Content-Length over the cap, without reading the body', async () => {
    const url = await rawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 60000000\r\n\r\n');
    });
    const exchange = httpExchange({
      url,
      method: 'GET',
      headers: {},
      timeoutMs: 5_000,
      bodyLimitBytes: 4096,
    });
    await expect(exchange).rejects.toBeInstanceOf(ExchangeBodyTooLargeError);
  });

  it('reads a body up to the cap', async () => {
    const url = await rawServer((socket) => socket.write(okAnswer('y'.repeat(4096))));
    const answer = await httpExchange({
      url,
      method: 'GET',
      headers: {},
      timeoutMs: 5_000,
      bodyLimitBytes: 4096,
    });
    expect(answer.bodyText).toHaveLength(4096);
  });
});

/** A raw TCP server that calls `onRequest` with the socket on each request it reads. */
async function rawServer(onRequest: (socket: Socket) => void): Promise<string> {
  const server = createServer((socket: Socket) => {
    sockets.push(socket);
    socket.on('data', () => onRequest(socket));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}/x`;
}
