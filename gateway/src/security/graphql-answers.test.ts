import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { gatewayMessages, isUserFacing } from '../rest/errors';
import { startGateway } from '../testing/gateway-harness';
import type { RunningGateway } from '../testing/gateway-harness';
import { graphqlMultipart } from '../testing/multipart-request';
import { subscriptionRefusedMessage } from './operation-rules';

let mock: MockApi;
let gateway: RunningGateway;
beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  gateway = await startGateway({ apiBaseUrl: mock.baseUrl, production: true });
});
afterEach(async () => {
  await mock.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

describe('/graphql answers', () => {
  it('carry Cache-Control: no-store, on the JSON path and the multipart one', async () => {
    const json = await gateway.graphql('{ ok }');
    expect(json.headers.get('cache-control')).toBe('no-store');
    const multipart = await graphqlMultipart(gateway.url, '{ ok }', {}, []);
    expect(multipart.headers.get('cache-control')).toBe('no-store');
  });

  it('refuse a subscription with 400 and a clear message', async () => {
    const answer = await gateway.graphql('subscription { ok }');
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: subscriptionRefusedMessage,
        extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
      }),
    ]);
  });
});

describe('upstream messages reach the browser only when user-facing', () => {
  const stackMessage = 'TypeError: x is undefined\n    at handler (/srv/app/routes/user.js:42:13)';
  it.each([
    ['a stack trace', stackMessage],
    ['one stack frame line', 'at Object.<anonymous> (/srv/app/index.js:1:1)'],
    ['a dump longer than a sentence', 'x'.repeat(301)],
  ])('%s is replaced by the status message', async (_case, message) => {
    mock.server.use(
      http.get(`*${paths.profile}`, () =>
        HttpResponse.json({ success: false, message }, { status: 500 }),
      ),
    );
    const answer = await gateway.graphql('{ me { id } }');
    expect(answer.errors?.[0]?.message).toBe(gatewayMessages.failedWithStatus(500));
    expect(JSON.stringify(answer.errors)).not.toMatch(/user\.js|index\.js/);
  });

  it("the server's own message is passed as is", async () => {
    mock.server.use(
      http.get(`*${paths.profile}`, () =>
        HttpResponse.json(
          { success: false, message: 'Invalid or expired access token' },
          { status: 401 },
        ),
      ),
    );
    const answer = await gateway.graphql('{ me { id } }');
    expect(answer.errors?.[0]?.message).toBe('Invalid or expired access token');
    expect(isUserFacing('Too many attempts. Try again in 15 minutes.')).toBe(true);
  });
});
