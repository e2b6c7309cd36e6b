import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { PAGE_SESSION_COOKIE } from '@contract/page-session';
import { gotoRendered, mockControl, PASSWORD, startSession, watchOperations } from './support';

/**
 * Signed-in pages the gateway renders with the reader's data (issue 19; gateway/src/pages,
 * contract/src/page-session.ts): once the app has stored a remembered session, a navigation to the
 * home, the trips list or a trip comes with the reader's trips before any of the app's JavaScript
 * runs, in the reader's time zone; the app takes it over without asking again; and a page rendered
 * for one user is never shown to another.
 */

const WIDTHS = [390, 1280];

const dayPart = (hour: number) => (hour < 12 ? 'Morning' : hour < 18 ? 'Afternoon' : 'Evening');

/** The hour now in `timeZone`. */
const hourIn = (timeZone: string) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );

/**
 * A reader's zone whose part of the day differs from this machine's, where the gateway (and its
 * page worker) run: a page rendered in the gateway's own zone would greet them wrongly.
 */
const READER_TIME_ZONE =
  ['Pacific/Kiritimati', 'Asia/Kolkata', 'America/New_York', 'Pacific/Pago_Pago'].find(
    (zone) => dayPart(hourIn(zone)) !== dayPart(new Date().getHours()),
  ) ?? 'UTC';

test.use({ timezoneId: READER_TIME_ZONE });

/** A user's access token, as the login answers it. */
async function tokenOf(request: APIRequestContext, userName: string): Promise<string> {
  const response = await request.post('/graphql', {
    data: {
      query:
        'mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { accessToken } }',
      variables: { u: userName, p: PASSWORD },
    },
  });
  const { data } = (await response.json()) as { data: { login: { accessToken: string } } };
  return data.login.accessToken;
}

/** The titles and ids of the trips `userName` sees. */
async function tripsOf(request: APIRequestContext, userName: string) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${await tokenOf(request, userName)}` },
    data: { query: '{ myTrips { id title } }' },
  });
  const { data } = (await response.json()) as {
    data: { myTrips: { id: string; title: string }[] };
  };
  expect(data.myTrips.length).toBeGreaterThan(0);
  return data.myTrips;
}

/**
 * Signs `userName` in with Remember me and lets the app start once, which writes the page session
 * beside the stored one; then waits until the gateway's worker renders for it (it warms up with the
 * gateway, seconds on a loaded machine).
 */
async function signInWithPageSession(page: Page, userName: string) {
  await startSession(page, userName);
  await page.goto('/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Trips' })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === PAGE_SESSION_COOKIE))
    .toBe(true);
  await expect
    .poll(
      async () =>
        (
          await (await page.request.get('/trips', { headers: { accept: 'text/html' } })).text()
        ).includes('id="page-data"'),
      { timeout: 30_000 },
    )
    .toBe(true);
}

const refuseAppScripts = (context: BrowserContext | Page) =>
  context.route('**/assets/*.js', (route) => route.abort());

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test(`a reader's trips list, home and trip come with their trips and greeting before the app's scripts run, at ${WIDTHS.join(' and ')} px`, async ({
  page,
  request,
}) => {
  const trips = await tripsOf(request, 'maya');
  await signInWithPageSession(page, 'maya');
  await refuseAppScripts(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const { response } = await gotoRendered(page, '/trips');
    // Theirs alone: no cache keeps it.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    for (const { title } of trips) {
      await expect(
        page.getByText(title, { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
    }
    await gotoRendered(page, '/');
    // The greeting is the reader's hour, not the gateway's.
    const readerHour = await page.evaluate(() => new Date().getHours());
    expect(dayPart(readerHour)).not.toBe(dayPart(new Date().getHours()));
    await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveText(
      `Good ${dayPart(readerHour)}, maya`,
    );
    // A trip, its route's map keeping its place (the server has no WebGL, the reader may).
    const [trip] = trips;
    await gotoRendered(page, `/trips/${trip?.id ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveText(
      trip?.title ?? '',
    );
    const route = page.locator('[data-route-map]').filter({ visible: true });
    await expect(route.getByRole('heading', { name: 'Route' })).toBeVisible();
    await expect(route).not.toContainText('The map cannot be shown');
  }
});

test('the app takes the reader’s pages over from the data they carry: nothing asked again, nothing in the console', async ({
  page,
  request,
}) => {
  const [trip] = await tripsOf(request, 'maya');
  await signInWithPageSession(page, 'maya');
  const operations = watchOperations(page);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const visits: [string, RegExp][] = [
    ['/', /^Good (Morning|Afternoon|Evening), maya$/],
    ['/trips', /^Your Trips$/],
    [`/trips/${trip?.id ?? ''}`, new RegExp(`^${trip?.title ?? ''}$`)],
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of visits) {
      expect((await gotoRendered(page, path, [operations, messages])).html).toContain(
        'id="page-data"',
      );
      await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
      await expect(page.locator('#page-data')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForLoadState('networkidle');
    }
  }
  // The page's answers were fresh (spec 000 §9): neither the screens nor the layout ask again.
  for (const operation of ['Home', 'MyTrips', 'Trip', 'CurrentUser']) {
    expect(operations).not.toContain(operation);
  }
  expect(messages).toEqual([]);
});

test('a page rendered for one user is shown to no one else, and the app does not start from its data', async ({
  page,
  request,
}) => {
  const mayasTrips = await tripsOf(request, 'maya');
  const lenasTitles = new Set((await tripsOf(request, 'lena')).map(({ title }) => title));
  const mayasOwn = mayasTrips.find(({ title }) => !lenasTitles.has(title))?.title ?? '';
  expect(mayasOwn).not.toBe('');
  await signInWithPageSession(page, 'maya');
  // Lena now holds this browser's stored session; the page session is still Maya's (a leftover
  // the app replaces as it starts).
  const lenasToken = await tokenOf(request, 'lena');
  const lena = await (
    await request.post('/graphql', {
      headers: { authorization: `Bearer ${lenasToken}` },
      data: { query: '{ me { id userName email profilePic firstName lastName role isVerified } }' },
    })
  ).json();
  await page.evaluate(
    ({ user, accessToken }) => {
      window.localStorage.setItem('user', JSON.stringify(user));
      window.localStorage.setItem('accessToken', accessToken);
    },
    { user: { ...lena.data.me, role: 'user' }, accessToken: lenasToken },
  );
  const context = page.context();
  const mayasPageSession = (await context.cookies()).find((c) => c.name === PAGE_SESSION_COOKIE);
  expect(mayasPageSession).toBeDefined();

  // Before the app's scripts: Maya's page came, and stays hidden behind the frame.
  await refuseAppScripts(page);
  const response = await page.goto('/trips');
  expect(await response?.text()).toContain(mayasOwn);
  await expect(page.getByText(mayasOwn, { exact: true }).first()).toBeHidden();
  await expect(page.locator('#app-frame')).toBeVisible();

  // With them: the app renders Lena's list from her own request.
  await page.unrouteAll();
  if (mayasPageSession) await context.addCookies([mayasPageSession]);
  const operations = watchOperations(page);
  await page.goto('/trips');
  await expect(page.locator('#root:not([data-prerendered])')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(operations).toContain('MyTrips');
  await expect(page.getByText(mayasOwn, { exact: true })).toHaveCount(0);
});

test('a render refused upstream gets the shell, and the next navigation is rendered again', async ({
  page,
  request,
}) => {
  await signInWithPageSession(page, 'maya');
  const pageOf = async (path: string) =>
    (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  // The trips call of the next render is refused as unauthorized: the render cannot renew the
  // session (the browser's app does that), so it fails at once rather than waiting on a renewal.
  await mockControl(request).fault({ match: 'trip/get-all-trips', status: 401 });
  expect(await pageOf('/trips')).not.toContain('id="page-data"');
  // The worker is free again: the next navigation comes with the reader's data.
  expect(await pageOf('/trips')).toContain('id="page-data"');
});
