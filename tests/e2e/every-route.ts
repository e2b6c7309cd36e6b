import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mainStack } from './stacks';
import { PASSWORD, startSession } from './support';

/**
 * Every route of the app, signed in and out, for the checks that hold on all of them (no sideways
 * scroll, axe). The trip is seeded with 60-letter words without spaces in every text a user types
 * (title, description, destination, activity, checklist item, reflection, names, bio), so a page
 * that lets one of them widen it fails.
 */

/** 60 letters, no space: a German compound or a pasted token, the worst case for a layout. */
export const LONG_WORD = 'Donaudampfschifffahrtsgesellschaftskapitaenswitwenrentenkass';
/** 15 letters: the longest first or last name (spec 001 §9). */
const LONG_NAME = 'Maximilianeumsx';

type Caller = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

async function gatewayAs(request: APIRequestContext, userName: string) {
  const login = await request.post(`${mainStack.appUrl}/graphql`, {
    data: {
      query: `mutation Login($userName: String!, $password: String!) {
        login(userName: $userName, password: $password) { accessToken user { id } }
      }`,
      variables: { userName, password: PASSWORD },
    },
  });
  const { accessToken, user } = (
    (await login.json()) as { data: { login: { accessToken: string; user: { id: string } } } }
  ).data.login;
  const call: Caller = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post(`${mainStack.appUrl}/graphql`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    if (!body.data) throw new Error('no data');
    return body.data;
  };
  return { call, userId: user.id };
}

interface Suggestion {
  placePrediction: { placeId: string; structuredFormat: { mainText: { text: string } } };
}

async function placeIdOf(request: APIRequestContext, text: string): Promise<string> {
  const answer = await request.get(
    `${mainStack.mockApiUrl}/api/v1/places/autocomplete?value=${encodeURIComponent(text)}`,
  );
  const body = (await answer.json()) as { data: { suggestions: Suggestion[] } };
  const placeId = body.data.suggestions[0]?.placePrediction.placeId;
  if (placeId === undefined) throw new Error(`no place for ${text}`);
  return placeId;
}

const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface Seeded {
  tripId: string;
  sharePath: string;
  placeId: string;
}

/**
 * Maya's trip (ended two days ago, so its memories show) with long texts everywhere, arjun as an
 * editor with the longest names, and a public share link.
 */
export async function seedLongTexts(request: APIRequestContext): Promise<Seeded> {
  const placeId = await placeIdOf(request, 'eiffel');
  const maya = await gatewayAs(request, 'maya');
  const arjun = await gatewayAs(request, 'arjun');
  const profile = `mutation Profile($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`;
  await maya.call(profile, {
    input: { firstName: LONG_NAME, lastName: LONG_NAME, bio: LONG_WORD },
  });
  await arjun.call(profile, { input: { firstName: LONG_NAME, lastName: LONG_NAME } });

  const { createTrip } = await maya.call<{ createTrip: { id: string } }>(
    `mutation Create($input: CreateTripInput!) { createTrip(input: $input) { id } }`,
    {
      input: {
        title: LONG_WORD,
        description: `${LONG_WORD} ${LONG_WORD}`,
        startDate: dayFromToday(-4),
        endDate: dayFromToday(-2),
        destinations: [
          { placeId, name: LONG_WORD, address: LONG_WORD, types: ['tourist_attraction'] },
        ],
      },
    },
  );
  const tripId = createTrip.id;
  const { addActivity } = await maya.call<{
    addActivity: { itineraryDays: { day: number; activities: { id: string }[] }[] };
  }>(
    `mutation Activity($tripId: ID!, $input: ActivityInput!) {
      addActivity(tripId: $tripId, day: 1, input: $input) {
        itineraryDays { day activities { id } }
      }
    }`,
    { tripId, input: { title: LONG_WORD, notes: LONG_WORD, startTime: '09:00', endTime: '10:30' } },
  );
  const activityId = addActivity.itineraryDays[0]?.activities[0]?.id;
  if (activityId === undefined) throw new Error('no activity');
  await maya.call(
    `mutation Reflect($tripId: ID!, $activityId: ID!, $text: String!) {
      addActivityReflection(tripId: $tripId, day: 1, activityId: $activityId, text: $text) { id }
    }`,
    { tripId, activityId, text: LONG_WORD },
  );
  await maya.call(
    `mutation Item($tripId: ID!, $item: String!) { addChecklistItem(tripId: $tripId, item: $item) { id } }`,
    { tripId, item: LONG_WORD },
  );
  await maya.call(
    `mutation Member($tripId: ID!, $userId: ID!) {
      addCollaborator(tripId: $tripId, userId: $userId, role: EDITOR) { id }
    }`,
    { tripId, userId: arjun.userId },
  );
  const { generateShareLink } = await maya.call<{ generateShareLink: { shareUrl: string } }>(
    'mutation Share($tripId: ID!) { generateShareLink(tripId: $tripId) { shareUrl } }',
    { tripId },
  );
  await maya.call(
    `mutation Settings($tripId: ID!) {
      updateSharingSettings(tripId: $tripId, allowPublicView: true, allowJoinRequests: true) {
        shareUrl
      }
    }`,
    { tripId },
  );
  return {
    tripId,
    sharePath: new URL(generateShareLink.shareUrl, mainStack.appUrl).pathname,
    placeId,
  };
}

export interface RouteVisit {
  name: string;
  signedIn: boolean;
  path: (seeded: Seeded) => string;
  /** Waits until the page shows its content (not a loader), and opens what must be open. */
  ready: (page: Page) => Promise<void>;
}

/** A page's first content can take a while on a loaded machine (the place page's details call). */
const READY = { timeout: 30_000 };

const heading = (page: Page, level: number) =>
  expect(page.getByRole('heading', { level }).first()).toBeVisible(READY);

const tripTab = (tab: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: LONG_WORD })).toBeVisible(READY);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: tab })).toContainText(
    tab === 'Collaborators' ? LONG_NAME : LONG_WORD,
    READY,
  );
};

/** One visit per route and state; the trip page once per tab. */
export const ROUTES: RouteVisit[] = [
  { name: 'landing', signedIn: false, path: () => '/', ready: (page) => heading(page, 1) },
  { name: 'home', signedIn: true, path: () => '/', ready: (page) => heading(page, 1) },
  {
    name: 'explore',
    signedIn: false,
    path: () => '/explore',
    ready: async (page) => {
      await heading(page, 1);
      await expect(page.getByRole('link', { name: /.+/ }).nth(5)).toBeVisible(READY);
    },
  },
  {
    name: 'explore signed in',
    signedIn: true,
    path: () => '/explore',
    ready: (page) => heading(page, 1),
  },
  {
    name: 'place',
    signedIn: false,
    path: ({ placeId }) => `/place/${placeId}`,
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: /Eiffel/ })).toBeVisible(READY),
  },
  {
    name: 'place signed in',
    signedIn: true,
    path: ({ placeId }) => `/place/${placeId}`,
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: /Eiffel/ })).toBeVisible(READY),
  },
  { name: 'login', signedIn: false, path: () => '/login', ready: (page) => heading(page, 1) },
  { name: 'signup', signedIn: false, path: () => '/signup', ready: (page) => heading(page, 1) },
  {
    name: 'forgot password',
    signedIn: false,
    path: () => '/forgot-password',
    ready: (page) => heading(page, 1),
  },
  {
    name: 'trips',
    signedIn: true,
    path: () => '/trips',
    ready: (page) => expect(page.getByText(LONG_WORD).first()).toBeVisible(READY),
  },
  {
    name: 'trip: destinations',
    signedIn: true,
    path: ({ tripId }) => `/trips/${tripId}`,
    ready: tripTab('Destinations'),
  },
  {
    name: 'trip: itinerary',
    signedIn: true,
    path: ({ tripId }) => `/trips/${tripId}`,
    ready: tripTab('Itinerary'),
  },
  {
    name: 'trip: checklist',
    signedIn: true,
    path: ({ tripId }) => `/trips/${tripId}`,
    ready: tripTab('Checklist'),
  },
  {
    name: 'trip: collaborators',
    signedIn: true,
    path: ({ tripId }) => `/trips/${tripId}`,
    ready: tripTab('Collaborators'),
  },
  {
    name: 'profile',
    signedIn: true,
    path: () => '/profile',
    ready: (page) => expect(page.getByText(LONG_WORD).first()).toBeVisible(READY),
  },
  {
    name: 'shared trip',
    signedIn: false,
    path: ({ sharePath }) => sharePath,
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: LONG_WORD })).toBeVisible(READY),
  },
  {
    name: 'shared trip signed in',
    signedIn: true,
    path: ({ sharePath }) => sharePath,
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: LONG_WORD })).toBeVisible(READY),
  },
  {
    name: 'not found',
    signedIn: false,
    path: () => '/no-such-page',
    ready: (page) => heading(page, 1),
  },
];

/** Opens the route as its visit says: signed in as maya or as a guest, and waits for its content. */
export async function visit(page: Page, route: RouteVisit, seeded: Seeded) {
  if (route.signedIn) await startSession(page, 'maya');
  await page.goto(route.path(seeded));
  await route.ready(page);
}
