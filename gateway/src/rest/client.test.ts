import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { startGateway } from '../testing/gateway-harness';
import type { RunningGateway } from '../testing/gateway-harness';
import { gatewayMessages } from './errors';

/** Short, so the timeout test is quick; every other upstream answer comes at once. */
const TEST_TIMEOUT_MS = 300;

const ME = '{ me { id } }';

let mock: MockApi;
let gateway: RunningGateway;

beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  gateway = await startGateway({ apiBaseUrl: mock.baseUrl, upstreamTimeoutMs: TEST_TIMEOUT_MS });
});
afterEach(async () => {
  await mock.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

/** The profile call answers with this, whatever the request. */
function profileAnswers(answer: () => Response | Promise<Response>): void {
  mock.server.use(http.get(`*${paths.profile}`, answer));
}

async function meError() {
  const answer = await gateway.graphql(ME);
  expect(answer.status).toBe(200);
  expect(answer.data).toBeNull();
  expect(answer.errors).toHaveLength(1);
  return answer.errors?.[0];
}

describe('REST errors become GraphQL errors once, in the client', () => {
  it.each([
    [400, 'Title is required', 'BAD_USER_INPUT'],
    [401, 'Invalid or expired access token', 'UNAUTHENTICATED'],
    [403, 'You are not allowed to edit this trip', 'FORBIDDEN'],
    [404, 'Trip not found', 'NOT_FOUND'],
    [409, 'Username already taken', 'CONFLICT'],
    [429, 'Too many attempts. Please try again later.', 'BAD_USER_INPUT'],
    [500, 'Something broke on the server', 'UPSTREAM_ERROR'],
  ])('%i { success: false, message } → the message, code %s', async (status, message, code) => {
    profileAnswers(() => Response.json({ success: false, message }, { status }));

    expect(await meError()).toMatchObject({
      message,
      extensions: { code, upstreamStatus: status },
    });
  });

  it('a 5xx without a JSON body is UPSTREAM_ERROR with a gateway message', async () => {
    profileAnswers(() => new Response('<html>Bad Gateway</html>', { status: 502 }));

    expect(await meError()).toMatchObject({
      message: gatewayMessages.failedWithStatus(502),
      extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 502 },
    });
  });

  it('an unparseable success body is UPSTREAM_ERROR', async () => {
    profileAnswers(() => new Response('not json at all', { status: 200 }));

    expect(await meError()).toMatchObject({
      message: gatewayMessages.unreadable,
      extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 200 },
    });
  });

  it('a success body of the wrong shape is UPSTREAM_ERROR', async () => {
    profileAnswers(() => Response.json({ success: true, data: { userName: 'no id' } }));

    expect(await meError()).toMatchObject({
      message: gatewayMessages.unreadable,
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('a network failure is UPSTREAM_ERROR without an upstream status', async () => {
    profileAnswers(() => HttpResponse.error());

    const error = await meError();
    expect(error).toMatchObject({
      message: gatewayMessages.unreachable,
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(error?.extensions).not.toHaveProperty('upstreamStatus');
  });

  it('an upstream slower than the timeout is UPSTREAM_TIMEOUT, answered about when it runs out', async () => {
    profileAnswers(async () => {
      await delay(TEST_TIMEOUT_MS * 10);
      return Response.json({ success: false, message: 'too late' }, { status: 500 });
    });

    const started = performance.now();
    const error = await meError();
    const elapsed = performance.now() - started;

    expect(error).toMatchObject({
      message: gatewayMessages.timeout(TEST_TIMEOUT_MS),
      extensions: { code: 'UPSTREAM_TIMEOUT' },
    });
    expect(elapsed).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(TEST_TIMEOUT_MS * 5);
  });

  it('forwards Authorization and Cookie to the REST server', async () => {
    const seen: { authorization: string | null; cookie: string | null }[] = [];
    mock.server.use(
      http.get(`*${paths.profile}`, ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          cookie: request.headers.get('cookie'),
        });
        return Response.json({ success: false, message: 'seen' }, { status: 401 });
      }),
    );

    await gateway.graphql(
      ME,
      {},
      { authorization: 'Bearer abc.def.ghi', cookie: 'refreshToken=r1' },
    );

    expect(seen).toEqual([{ authorization: 'Bearer abc.def.ghi', cookie: 'refreshToken=r1' }]);
  });
});
