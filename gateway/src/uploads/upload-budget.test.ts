import express from 'express';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../testing/gateway-harness';
import type { RunningGateway } from '../testing/gateway-harness';
import { PREFLIGHT_HEADER } from '../testing/multipart-request';
import {
  UPLOAD_MAX_REQUEST_BYTES,
  UPLOAD_RETRY_AFTER_S,
  createUploadBudget,
  uploadBudgetMessages,
} from './upload-budget';

const MULTIPART = 'multipart/form-data; boundary=x';

interface Answer {
  status: number;
  retryAfter: string | undefined;
  message: string | undefined;
}

/** A multipart POST declaring `length` bytes; sends `sent` of them and ends only if all are sent. */
function postDeclaring(url: string, length: number, sent = 0) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(url, {
      method: 'POST',
      headers: { 'content-type': MULTIPART, 'content-length': String(length), ...PREFLIGHT_HEADER },
    });
    outgoing.on('response', (incoming) => {
      let text = '';
      incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      incoming.on('end', () => {
        const body = text ? (JSON.parse(text) as { errors?: { message: string }[] }) : {};
        const retryAfter = incoming.headers['retry-after'];
        resolve({
          status: incoming.statusCode ?? 0,
          retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
          message: body.errors?.[0]?.message,
        });
        outgoing.destroy();
      });
    });
    outgoing.on('error', reject);
    outgoing.write(Buffer.alloc(sent));
    if (sent === length) outgoing.end();
  });
}

describe('upload byte budget (one small app, small limits)', () => {
  const limits = { maxRequestBytes: 1000, maxInFlightBytes: 2000 };
  const budget = createUploadBudget(limits);
  const held: (() => void)[] = [];
  let url = '';
  const server = createServer(
    express().post('/upload', budget.middleware, (req, res) => {
      // Holds the upload "in flight" until the test lets it finish.
      held.push(() => res.status(200).json({}));
      req.resume();
    }),
  );
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/upload`;
  });
  afterEach(() => {
    for (const finish of held.splice(0)) finish();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((resolve) => setImmediate(resolve));
  };

  it('refuses a request declaring more than one request may carry with 413, before reading it', async () => {
    expect(await postDeclaring(url, 1001)).toEqual({
      status: 413,
      retryAfter: undefined,
      message: uploadBudgetMessages.requestTooLarge(1000),
    });
    expect(budget.inFlightBytes()).toBe(0);
  });

  it('answers 503 with Retry-After beyond the budget for all uploads, and lets uploads in once it frees', async () => {
    const first = postDeclaring(url, 1000, 1000);
    const second = postDeclaring(url, 900, 900);
    await until(() => held.length === 2);
    expect(budget.inFlightBytes()).toBe(1900);

    expect(await postDeclaring(url, 200, 200)).toEqual({
      status: 503,
      retryAfter: String(UPLOAD_RETRY_AFTER_S),
      message: uploadBudgetMessages.busy,
    });
    // A small one still fits.
    const third = postDeclaring(url, 100, 100);
    await until(() => held.length === 3);

    for (const finish of held.splice(0)) finish();
    expect((await Promise.all([first, second, third])).map((answer) => answer.status)).toEqual([
      200, 200, 200,
    ]);
    await until(() => budget.inFlightBytes() === 0);
    const after = postDeclaring(url, 1000, 1000);
    await until(() => held.length === 1);
    for (const finish of held.splice(0)) finish();
    expect((await after).status).toBe(200);
  }, 30_000);
});

describe('upload byte budget in the gateway', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    // Refused before any REST call: the upstream is never reached.
    gateway = await startGateway({ apiBaseUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await gateway.stop();
  });

  it('refuses a multipart request declaring more than 3 files at their cap with 413 at once', async () => {
    const answer = await postDeclaring(`${gateway.url}/graphql`, UPLOAD_MAX_REQUEST_BYTES + 1);
    expect(answer.status).toBe(413);
    expect(answer.message).toBe(uploadBudgetMessages.requestTooLarge(UPLOAD_MAX_REQUEST_BYTES));
  });
});
