import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../testing/gateway-harness';
import type { RunningGateway } from '../testing/gateway-harness';
import { PREFLIGHT_HEADER } from '../testing/multipart-request';
import { malformedMultipartMessage } from './upload-middleware';

let gateway: RunningGateway;
beforeAll(async () => {
  // No REST call is made by these requests: the upstream is never reached.
  gateway = await startGateway({ apiBaseUrl: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await gateway.stop();
});

/**
 * Posts a multipart head and `body`, leaving the request open unless `end`: an answer must come
 * without waiting for a body that may never end.
 */
function postMultipart(contentType: string, body: string, end: boolean) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...PREFLIGHT_HEADER },
    });
    outgoing.on('response', (incoming) => {
      let text = '';
      incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      incoming.on('end', () => {
        resolve({ status: incoming.statusCode ?? 0, text });
        outgoing.destroy();
      });
    });
    outgoing.on('error', reject);
    outgoing.write(body);
    if (end) outgoing.end();
  });
}

describe('multipart requests the parser cannot read', () => {
  it.each([
    ['no boundary', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary='],
  ])('with %s: 400 at once, the body still open', async (_case, contentType) => {
    const answer = await postMultipart(contentType, '--x\r\nContent-Disposition: form-da', false);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      errors: [{ message: malformedMultipartMessage, extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('with a boundary but a body that is not multipart: 400', async () => {
    const answer = await postMultipart('multipart/form-data; boundary=abc', 'not multipart', true);
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/\n\s+at /);
  });
});
