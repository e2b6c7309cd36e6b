import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RunningGateway } from './gateway-harness';

// Real HTTP requests with node:http, which (unlike fetch) neither asks for nor decodes compression,
// so each test sees the bytes and headers a browser would get for its Accept-Encoding.

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function rawRequest(
  gateway: RunningGateway,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${gateway.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}
