import { beforeAll, describe, expect, it } from 'vitest';
import { feedbackResponse } from '@contract/feedback';
import { mockControlPaths, receivedFeedbackResponse } from '@contract/mock-control';
import { paths } from '@contract/paths';
import type { MockHttpServer } from '@mocks/http-server';
import { bearer, errorOf, login, postJson, startApi } from './support/mock-api';

let api: MockHttpServer;
beforeAll(async () => {
  api = await startApi();
});

/** A complete answer of the four steps, as the web client sends it (25.3–25.14). */
const fullFeedback = {
  overallRating: 5,
  usabilityRating: 4,
  designRating: 4,
  performanceRating: 3,
  generalFeedback: 'Planning Goa with friends was a breeze.',
  likedMost: 'The itinerary days',
  needsImprovement: 'Offline access',
  featureRequests: 'Packing templates',
  mostWantedFeature: 'offline_maps',
  bugReport: 'The map jumps when I zoom',
  bugSeverity: 'medium',
  recommendationScore: 9,
  contactEmail: 'traveller@example.com',
  allowContact: true,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
  deviceInfo: { isMobile: false, screenWidth: 1280, screenHeight: 720, browserName: 'Chrome' },
  currentPage: '/explore',
  sessionDuration: 3,
};
/** Only what the spec requires: the four ratings and a nonzero score (D1 §5). */
const minimalFeedback = {
  overallRating: 3,
  usabilityRating: 3,
  designRating: 3,
  performanceRating: 3,
  recommendationScore: 1,
};

const send = (body: unknown, headers: HeadersInit = {}) =>
  postJson(`${api.url}${paths.feedback}`, body, headers);
const received = async () =>
  receivedFeedbackResponse.parse(
    await (await fetch(`${api.url}${mockControlPaths.feedback}`)).json(),
  );

describe('POST /api/v1/user/feedback', () => {
  it("takes a guest's feedback and answers the success flag", async () => {
    const response = await send(fullFeedback);
    expect(response.status).toBe(200);
    expect(feedbackResponse.parse(await response.json()).success).toBe(true);
    const [entry] = await received();
    expect(entry).toEqual({ ...fullFeedback, userId: null, receivedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(entry?.receivedAt ?? ''))).toBe(false);
  });

  it('records the signed-in sender', async () => {
    const { accessToken, body } = await login(api, 'maya');
    expect((await send(minimalFeedback, bearer(accessToken))).status).toBe(200);
    expect(await received()).toEqual([
      { ...minimalFeedback, userId: body.data.loggedInUser._id, receivedAt: expect.any(String) },
    ]);
  });

  it('refuses a bad token instead of filing the sender as a guest', async () => {
    const response = await send(minimalFeedback, bearer('not-a-token'));
    expect(response.status).toBe(401);
    expect(await received()).toEqual([]);
  });

  it.each([
    [
      'a missing rating',
      { ...minimalFeedback, designRating: undefined },
      'Design rating must be a whole number from 1 to 5',
    ],
    [
      'a rating of 6',
      { ...minimalFeedback, overallRating: 6 },
      'Overall rating must be a whole number from 1 to 5',
    ],
    [
      'a half star',
      { ...minimalFeedback, usabilityRating: 2.5 },
      'Usability rating must be a whole number from 1 to 5',
    ],
    [
      'a score of 0',
      { ...minimalFeedback, recommendationScore: 0 },
      'Recommendation score must be a whole number from 1 to 10',
    ],
    [
      'a score of 11',
      { ...minimalFeedback, recommendationScore: 11 },
      'Recommendation score must be a whole number from 1 to 10',
    ],
    [
      'a feature off the list',
      { ...minimalFeedback, mostWantedFeature: 'teleport' },
      'Most wanted feature must be one of better_search, offline_maps, group_planning, budget_tracking, travel_social, ai_recommendations, weather_integration, local_guides, other',
    ],
    [
      'a severity off the list',
      { ...minimalFeedback, bugReport: 'Crash', bugSeverity: 'urgent' },
      'Bug severity must be one of low, medium, high, critical',
    ],
    [
      'a severity without a bug report',
      { ...minimalFeedback, bugSeverity: 'low' },
      'Bug severity needs a bug report',
    ],
    [
      'a malformed e-mail',
      { ...minimalFeedback, contactEmail: 'maya.example.com' },
      'Please enter a valid email address',
    ],
    [
      'a text over 2,000 characters',
      { ...minimalFeedback, likedMost: 'a'.repeat(2001) },
      'What you liked most must be 2000 characters or less',
    ],
  ])('refuses %s with 400 and its message, keeping nothing', async (_case, body, message) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ success: false, message });
    expect(await received()).toEqual([]);
  });

  it('takes a text of exactly 2,000 characters', async () => {
    const response = await send({ ...minimalFeedback, generalFeedback: 'b'.repeat(2000) });
    expect(response.status).toBe(200);
  });
});

describe('GET /__mock/feedback', () => {
  it('lists what was received, newest first, and reset clears it', async () => {
    await send({ ...minimalFeedback, likedMost: 'first' });
    await send({ ...minimalFeedback, likedMost: 'second' });
    expect((await received()).map((entry) => entry['likedMost'])).toEqual(['second', 'first']);

    await fetch(`${api.url}${mockControlPaths.reset}`, { method: 'POST' });
    expect(await received()).toEqual([]);
  });
});
