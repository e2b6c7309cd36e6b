import { SEED_PASSWORD } from '@mocks/constants';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { startGateway } from './gateway-harness';
import type { RunningGateway } from './gateway-harness';

/** Test support for the trip tests: the in-process mock API, a gateway in front, signed-in users. */
export interface TripStack {
  mock: MockApi;
  gateway: RunningGateway;
  /** The Authorization header of a seeded user, signed in through the gateway. */
  bearerFor(userName: string): Promise<Record<string, string>>;
  /** `METHOD /path` of the /api/v1 calls the mock served after `since` (an index into its log). */
  restCallsSince(since: number): string[];
  /** Where the mock's request log stands now (pass to restCallsSince). */
  logMark(): number;
}

export async function startTripStack(): Promise<TripStack> {
  const mock = await setupMockApi();
  mock.listen();
  const gateway = await startGateway({ apiBaseUrl: mock.baseUrl });
  return {
    mock,
    gateway,
    async bearerFor(userName) {
      const answer = await gateway.graphql<{ login: { accessToken: string } }>(
        `mutation ($userName: String!, $password: String!) {
          login(userName: $userName, password: $password) { accessToken }
        }`,
        { userName, password: SEED_PASSWORD },
      );
      const token = answer.data?.login.accessToken;
      if (!token) throw new Error(`could not sign in as ${userName}`);
      return { authorization: `Bearer ${token}` };
    },
    restCallsSince(since) {
      return mock.control
        .requests()
        .slice(since)
        .map((entry) => `${entry.method} ${entry.path.split('?')[0] ?? ''}`);
    },
    logMark() {
      return mock.control.requests().length;
    },
  };
}

export async function stopTripStack(stack: TripStack): Promise<void> {
  await stack.gateway.stop();
  stack.mock.close();
}
