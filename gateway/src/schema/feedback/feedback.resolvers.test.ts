import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '@mocks/constants';
import { seedIds } from '@mocks/db/seed';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { startGateway } from '../../testing/gateway-harness';
import type { RunningGateway } from '../../testing/gateway-harness';

const SUBMIT = /* GraphQL */ `
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input)
  }
`;
const LOGIN = /* GraphQL */ `
  mutation Login($userName: String!, $password: String!) {
    login(userName: $userName, password: $password) {
      accessToken
    }
  }
`;

const answers = {
  overallRating: 4,
  usabilityRating: 5,
  designRating: 4,
  performanceRating: 3,
  likedMost: 'Shared trips',
  recommendationScore: 8,
  allowContact: false,
  deviceInfo: { isMobile: true, screenWidth: 390, screenHeight: 844, browserName: 'Safari' },
  currentPage: '/trips',
  sessionDuration: 0,
};

let mock: MockApi;
let gateway: RunningGateway;

beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  gateway = await startGateway({ apiBaseUrl: mock.baseUrl });
});
afterEach(async () => {
  await mock.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

describe('Mutation.submitFeedback', () => {
  it("sends a guest's answers as given, nulls left out, and answers true", async () => {
    const answer = await gateway.graphql<{ submitFeedback: boolean }>(SUBMIT, {
      input: { ...answers, generalFeedback: null, bugSeverity: null },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.submitFeedback).toBe(true);
    expect(mock.db.feedback.list()).toEqual([
      { ...answers, userId: null, receivedAt: expect.any(String) },
    ]);
  });

  it('records the signed-in sender through the bearer token', async () => {
    const login = await gateway.graphql<{ login: { accessToken: string } }>(LOGIN, {
      userName: 'arjun',
      password: SEED_PASSWORD,
    });
    const token = login.data?.login.accessToken ?? '';
    const answer = await gateway.graphql(
      SUBMIT,
      { input: answers },
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(mock.db.feedback.list()[0]?.userId).toBe(seedIds.users.arjun);
  });

  it("passes the server's refusal on as BAD_USER_INPUT with its message", async () => {
    const answer = await gateway.graphql(SUBMIT, {
      input: { ...answers, mostWantedFeature: 'teleport' },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Most wanted feature must be one of better_search/),
      extensions: { code: 'BAD_USER_INPUT', upstreamStatus: 400 },
    });
    expect(mock.db.feedback.list()).toEqual([]);
  });
});
