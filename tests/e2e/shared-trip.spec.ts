import { expect, test } from './live-test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  mockControl,
  PASSWORD,
  signIn,
  startSession,
} from './support';

/**
 * The shared-trip page (spec 001 §2 "Shared trip page", §4, §6, §8; checklist 12.7–12.18) against
 * the full stack: mock REST API → gateway → built SPA. Maya's links are made and set through the
 * gateway as maya, as her Share Trip dialog makes them.
 */

interface SharingAnswer {
  shareUrl: string | null;
}

/** A GraphQL caller signed in as `userName` (its own token; the browser's session is separate). */
async function gatewayAs(request: APIRequestContext, userName: string) {
  const login = await request.post('/graphql', {
    data: {
      query: `mutation Login($userName: String!, $password: String!) {
        login(userName: $userName, password: $password) { accessToken }
      }`,
      variables: { userName, password: PASSWORD },
    },
  });
  const token = ((await login.json()) as { data: { login: { accessToken: string } } }).data.login
    .accessToken;
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    if (!body.data) throw new Error('no data');
    return body.data;
  };
}

/**
 * Maya's link to her trip titled `title`, with the given settings: the path of its share URL and
 * the trip's id.
 */
async function mayasLink(
  request: APIRequestContext,
  title: string,
  settings: { allowPublicView: boolean; allowJoinRequests: boolean },
) {
  const asMaya = await gatewayAs(request, 'maya');
  const { myTrips } = await asMaya<{ myTrips: { id: string; title: string }[] }>(
    'query { myTrips { id title } }',
  );
  const trip = myTrips.find((entry) => entry.title === title);
  if (!trip) throw new Error(`maya has no trip ${title}`);
  const { generateShareLink } = await asMaya<{ generateShareLink: SharingAnswer }>(
    'mutation Share($tripId: ID!) { generateShareLink(tripId: $tripId) { shareUrl } }',
    { tripId: trip.id },
  );
  await asMaya(
    `mutation Settings($tripId: ID!, $allowPublicView: Boolean!, $allowJoinRequests: Boolean!) {
      updateSharingSettings(tripId: $tripId, allowPublicView: $allowPublicView,
        allowJoinRequests: $allowJoinRequests) { shareUrl }
    }`,
    { tripId: trip.id, ...settings },
  );
  const shareUrl = generateShareLink.shareUrl;
  if (shareUrl === null) throw new Error('no share link');
  const path = new URL(shareUrl, 'http://localhost').pathname;
  expect(path).toMatch(/^\/shared-trip\/[^/]+$/);
  return { path, tripId: trip.id };
}

const KYOTO = 'Kyoto in Autumn';
const LISBON = 'Lisbon Long Weekend';
const GOA = 'Goa Coast Getaway';
const JOINED = 'Successfully joined the trip as a viewer!';

const title = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text });

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test("a guest opens maya's link, logs in from Join, and is joined without a second press", async ({
  page,
  request,
}) => {
  const { path, tripId } = await mayasLink(request, KYOTO, {
    allowPublicView: true,
    allowJoinRequests: true,
  });
  await page.goto(path);
  await expect(title(page, KYOTO)).toBeVisible();
  // 12.10: first and last name; 12.11.
  await expect(page.getByText('Maya Kulkarni')).toBeVisible();
  await expect(page.getByText('Trip Creator')).toBeVisible();
  // Guests: the promo, both ways back to this page.
  const back = encodeURIComponent(path);
  await expect(page.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
    'href',
    `/signup?redirect=${back}`,
  );
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    `/login?redirect=${back}`,
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Join This Trip' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await signIn(page, 'admin');

  // Back on the shared page, joined without pressing again.
  await expect(page.getByText(JOINED)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('button', { name: 'Join This Trip' })).toHaveCount(0);
  const joins = (await mockControl(request).requests()).filter((entry) =>
    entry.path.includes('/trip/join-shared/'),
  );
  expect(joins).toHaveLength(1);
  expect(joins[0]?.status).toBeLessThan(300);

  await page.getByRole('link', { name: 'View Full Trip' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}$`));
  await expect(title(page, KYOTO)).toBeVisible();
  await expect(page.getByText('You are in view-only mode for this trip.')).toBeVisible();
});

test('a member sees View Full Trip and no Join', async ({ page, request }) => {
  const { path, tripId } = await mayasLink(request, KYOTO, {
    allowPublicView: true,
    allowJoinRequests: true,
  });
  await startSession(page, 'lena');
  await page.goto(path);
  await expect(title(page, KYOTO)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Full Trip' })).toHaveAttribute(
    'href',
    `/trips/${tripId}`,
  );
  await expect(page.getByRole('button', { name: 'Join This Trip' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign Up Free' })).toHaveCount(0);
});

test('a link with joins off shows the trip without Join', async ({ page, request }) => {
  const { path } = await mayasLink(request, LISBON, {
    allowPublicView: true,
    allowJoinRequests: false,
  });
  await startSession(page, 'admin');
  await page.goto(path);
  await expect(title(page, LISBON)).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join This Trip' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Full Trip' })).toHaveCount(0);
});

test('a link with public view off shows "Trip Not Available"', async ({ page, request }) => {
  const { path } = await mayasLink(request, GOA, {
    allowPublicView: false,
    allowJoinRequests: true,
  });
  await page.goto(path);
  await expect(title(page, 'Trip Not Available')).toBeVisible();
  await expect(page.getByText('Failed to load shared trip')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});
