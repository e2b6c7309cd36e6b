import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { HeaderMap } from '@apollo/server';
import type { ApolloServer, BaseContext } from '@apollo/server';
import { acceptsEncoding } from './static/precompressed';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Brotli's quality for answers made per request: 4 compresses about as well as gzip's default, faster. */
const BROTLI_ANSWER_QUALITY = 4;

/**
 * GraphQL over HTTP for JSON requests, straight on node:http.
 *
 * Why not Express for these: every GraphQL call of the app is a JSON POST, and Express's router,
 * body-parser and helmet cost about a third of the gateway's CPU per request (measured with
 * `npm run bench` against a trivial upstream). On two cores shared with the REST server that CPU is
 * latency under load. Everything else (multipart uploads, GET, images, the SPA) stays on Express.
 */

export interface GraphqlJsonOptions<Context extends BaseContext> {
  apollo: ApolloServer<Context>;
  /** A larger body is refused with 413 before it is parsed. */
  bodyLimitBytes: number;
  /** Answers larger than this are compressed when the client accepts brotli or gzip. */
  compressAboveBytes: number;
  /** Headers every answer carries (the security headers), computed once. */
  fixedHeaders: readonly (readonly [string, string])[];
  /** The per-request context; `appendSetCookie` adds one Set-Cookie line to the answer. */
  context(request: IncomingMessage, appendSetCookie: (line: string) => void): Promise<Context>;
}

const GRAPHQL_PATH = '/graphql';

/** Texts of the requests refused before GraphQL runs (here, and by Express for the others). */
export const refusalMessages = {
  tooLarge: 'Request body too large',
  badRequest: 'Bad request',
} as const;

/** The GraphQL-shaped answer to a request refused before GraphQL runs (a body too large, not JSON). */
export function refusalBody(message: string) {
  return { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] };
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** The requests this handler serves: JSON POSTs to /graphql. Any other goes to Express. */
export function isGraphqlJsonPost(request: IncomingMessage): boolean {
  const url = request.url ?? '';
  const path = url.split('?', 1)[0];
  return (
    request.method === 'POST' &&
    path === GRAPHQL_PATH &&
    isJsonContentType(request.headers['content-type'])
  );
}

class BodyTooLargeError extends Error {}

function readBody(request: IncomingMessage, limitBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (declared > limitBytes) {
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        request.removeAllListeners('data');
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function graphqlJsonHandler<Context extends BaseContext>(
  options: GraphqlJsonOptions<Context>,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const { apollo, bodyLimitBytes, compressAboveBytes, fixedHeaders } = options;

  /** The status line and headers: the fixed ones, then the answer's own. */
  function writeHead(
    response: ServerResponse,
    status: number,
    headers: Iterable<[string, string]>,
  ) {
    for (const [name, value] of fixedHeaders) response.setHeader(name, value);
    for (const [name, value] of headers) response.setHeader(name, value);
    response.writeHead(status);
  }

  function answer(
    response: ServerResponse,
    status: number,
    headers: Iterable<[string, string]>,
    body: string,
  ) {
    response.setHeader('content-length', Buffer.byteLength(body));
    writeHead(response, status, headers);
    response.end(body);
  }

  /** A complete GraphQL answer, brotli- or gzip-compressed above the threshold when accepted. */
  async function answerCompressed(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    headers: Iterable<[string, string]>,
    body: string,
  ) {
    if (Buffer.byteLength(body) <= compressAboveBytes) {
      answer(response, status, headers, body);
      return;
    }
    response.setHeader('vary', 'Accept-Encoding');
    const acceptEncoding = request.headers['accept-encoding'];
    let encoded: { encoding: string; bytes: Buffer } | null = null;
    if (acceptsEncoding(acceptEncoding, 'br')) {
      const bytes = await brotliAsync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_ANSWER_QUALITY },
      });
      encoded = { encoding: 'br', bytes };
    } else if (acceptsEncoding(acceptEncoding, 'gzip')) {
      encoded = { encoding: 'gzip', bytes: await gzipAsync(body) };
    }
    if (encoded === null) {
      answer(response, status, headers, body);
      return;
    }
    response.setHeader('content-encoding', encoded.encoding);
    response.setHeader('content-length', encoded.bytes.length);
    writeHead(response, status, headers);
    response.end(encoded.bytes);
  }

  function refuse(response: ServerResponse, status: number, message: string) {
    const body = JSON.stringify(refusalBody(message));
    answer(response, status, [['content-type', 'application/json; charset=utf-8']], body);
  }

  return async (request, response) => {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request, bodyLimitBytes)) as unknown;
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        // The rest of the body is not read: the connection closes after the answer.
        response.setHeader('connection', 'close');
        refuse(response, 413, refusalMessages.tooLarge);
        request.resume();
      } else {
        refuse(response, 400, refusalMessages.badRequest);
      }
      return;
    }

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = request.url ?? '';
    const queryStart = url.indexOf('?');
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'POST',
        headers,
        search: queryStart === -1 ? '' : url.slice(queryStart),
        body,
      },
      context: () =>
        options.context(request, (line) => {
          response.appendHeader('set-cookie', line);
        }),
    });
    if (result.body.kind === 'complete') {
      await answerCompressed(
        request,
        response,
        result.status ?? 200,
        result.headers,
        result.body.string,
      );
      return;
    }
    // Incremental delivery (@defer): not used by the app, but Apollo may answer so.
    writeHead(response, result.status ?? 200, result.headers);
    for await (const chunk of result.body.asyncIterator) response.write(chunk);
    response.end();
  };
}
