import http from 'node:http';
import https from 'node:https';

/**
 * One REST request and its whole answer, over node:http with keep-alive agents.
 *
 * Why not fetch: on Node 20 a fetch to a local server costs about 0.9 ms of CPU, against about
 * 0.3 ms for http.request on a kept-alive socket (measured with `npm run bench` and a trivial
 * upstream). Every GraphQL field that calls REST pays it, so it is most of the gateway's overhead.
 * node:http (unlike undici's own request) is also what msw/node intercepts, so in-process tests
 * exercise this very code.
 */

/** Sockets to the REST server stay open between GraphQL requests (one pool per process). */
const keepAliveAgents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

export interface HttpExchangeRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | undefined;
  /** The whole exchange (a resend included) must end within this, reading the body included. */
  timeoutMs: number;
  /** A body longer than this is not read on: the exchange fails with ExchangeBodyTooLargeError. */
  bodyLimitBytes?: number | undefined;
}

export interface HttpExchangeAnswer {
  status: number;
  /** Every Set-Cookie line, kept apart. */
  setCookies: string[];
  bodyText: string;
}

/**
 * Node's keep-alive race (see `request.reusedSocket` in the node:http docs): the server closes a
 * connection it found idle just as a new request is written on it, and the request fails with
 * ECONNRESET although the server never read it. Such a request is sent once more on a new
 * connection. Any other failure, and one on a new connection, is final.
 */
class StaleSocketError extends Error {
  constructor(override readonly cause: unknown) {
    super('The kept-alive connection was closed by the server', { cause });
  }
}

/** The answer's body is over the request's `bodyLimitBytes`; the request was destroyed. */
export class ExchangeBodyTooLargeError extends Error {
  constructor(limitBytes: number) {
    super(`The REST answer is larger than ${limitBytes} bytes`);
  }
}

/** The exchange did not end within its `timeoutMs`; the request was destroyed. */
export class ExchangeTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`No complete answer within ${timeoutMs} ms`);
  }
}

export async function httpExchange(request: HttpExchangeRequest): Promise<HttpExchangeAnswer> {
  const deadline = performance.now() + request.timeoutMs;
  try {
    return await exchangeOnce(request, request.timeoutMs);
  } catch (error) {
    if (!(error instanceof StaleSocketError)) throw error;
    const remainingMs = deadline - performance.now();
    if (remainingMs <= 0) throw new ExchangeTimeoutError(request.timeoutMs);
    return exchangeOnce(request, remainingMs);
  }
}

function isConnectionReset(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ECONNRESET';
}

/**
 * The deadline is a plain timer that destroys the request, not an AbortSignal: a signal per REST
 * call (AbortSignal.timeout plus node:http's listener on it) was about 5 % of the gateway's CPU.
 */
function exchangeOnce(
  request: HttpExchangeRequest,
  timeoutMs: number,
): Promise<HttpExchangeAnswer> {
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? keepAliveAgents['https:'] : keepAliveAgents['http:'];
  return new Promise((settledResolve, settledReject) => {
    let answered = false;
    /** Set when the deadline or the body cap ended the exchange: later errors are not the reason. */
    let givenUp = false;
    const timer = setTimeout(() => {
      givenUp = true;
      outgoing.destroy();
      settledReject(new ExchangeTimeoutError(timeoutMs));
    }, timeoutMs);
    const resolve = (answer: HttpExchangeAnswer) => {
      clearTimeout(timer);
      settledResolve(answer);
    };
    // After the deadline, the destroyed request's own errors are not the reason: the timeout is.
    const reject = (error: unknown) => {
      clearTimeout(timer);
      if (!givenUp) settledReject(error);
    };
    const outgoing = client.request(
      url,
      { method: request.method, headers: request.headers, agent },
      (incoming) => {
        answered = true;
        const limit = request.bodyLimitBytes ?? Number.POSITIVE_INFINITY;
        const tooLarge = () => {
          clearTimeout(timer);
          givenUp = true;
          outgoing.destroy();
          settledReject(new ExchangeBodyTooLargeError(limit));
        };
        if (Number(incoming.headers['content-length']) > limit) {
          tooLarge();
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        // Read as it streams in and stopped at the limit: a 60 MB answer is never held whole.
        incoming.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > limit) tooLarge();
          else chunks.push(chunk);
        });
        incoming.on('error', reject);
        // An abort or a dropped socket mid-body does not always emit 'error'.
        incoming.on('close', () => {
          if (!incoming.complete) reject(new Error('The REST answer was cut short'));
        });
        incoming.on('end', () => {
          resolve({
            status: incoming.statusCode ?? 0,
            setCookies: incoming.headers['set-cookie'] ?? [],
            bodyText: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', (error) => {
      const stale = !answered && outgoing.reusedSocket && isConnectionReset(error);
      reject(stale ? new StaleSocketError(error) : error);
    });
    outgoing.end(request.body);
  });
}
