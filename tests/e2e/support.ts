import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mainStack } from './stacks';

export const PASSWORD = 'travel123';

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  ms: number;
  at: string;
}

/** The mock API's control endpoints (CONTRACT.md "Mock control endpoints"). */
export function mockControl(request: APIRequestContext, mockApiUrl: string = mainStack.mockApiUrl) {
  return {
    reset: async () => expect((await request.post(`${mockApiUrl}/__mock/reset`)).ok()).toBe(true),
    requests: async (): Promise<LoggedRequest[]> =>
      (await request.get(`${mockApiUrl}/__mock/requests`)).json(),
    fault: async (fault: { match: string; status?: number; delayMs?: number; times?: number }) =>
      expect((await request.post(`${mockApiUrl}/__mock/faults`, { data: fault })).ok()).toBe(true),
    clearFaults: async () => request.delete(`${mockApiUrl}/__mock/faults`),
    /** The feedback received, newest first: the payload as sent, userId and receivedAt. */
    feedback: async (): Promise<Record<string, unknown>[]> =>
      (await request.get(`${mockApiUrl}/__mock/feedback`)).json(),
  };
}

export async function signIn(page: Page, userName: string, password = PASSWORD) {
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const LOGIN_MUTATION = `mutation Login($userName: String!, $password: String!) {
  login(userName: $userName, password: $password) {
    accessToken
    user { id userName email profilePic firstName lastName role isVerified }
  }
}`;

/**
 * Leaves the browser signed in as the login form would with Remember me checked (the refresh
 * cookie in the context's jar, `user` and `accessToken` in localStorage), without driving the
 * form: for tests about something else. The form itself is tested in auth.spec.ts. Then go to the
 * page under test.
 */
export async function startSession(page: Page, userName: string, password = PASSWORD) {
  // page.request shares the browser context's cookies, so the refresh cookie lands in its jar.
  const response = await page.request.post('/graphql', {
    data: { operationName: 'Login', query: LOGIN_MUTATION, variables: { userName, password } },
  });
  const body = (await response.json()) as {
    data?: { login: { accessToken: string; user: unknown } };
    errors?: unknown;
  };
  expect(body.errors).toBeUndefined();
  const login = body.data?.login;
  if (!login) throw new Error(`no session for ${userName}`);
  // localStorage is per origin: any same-origin page will do, and /health is the lightest.
  await page.goto('/health');
  await page.evaluate(({ user, accessToken }) => {
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('accessToken', accessToken);
  }, login);
}

/** Signs `userName` in and opens one of their trips from /trips, as a user would. */
export async function openTrip(page: Page, userName: string, title: string) {
  await startSession(page, userName);
  await page.goto('/trips');
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'View Trip Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** In the open create-trip dialog, picks the 10th and 12th of the month shown first. */
export async function pickTripDates(page: Page) {
  await page.getByRole('button', { name: 'Select start and end dates' }).click();
  await page
    .getByRole('button', { name: /, \w+ 10, \d{4}$/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /, \w+ 12, \d{4}$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Done' }).click();
}
/**
 * Set-up against the short-deadline stack (stacks.ts), tried again while it fails: a busy machine
 * can take longer than SHORT_DEADLINE_MS to hash a password, and the set-up is not what those tests
 * look at (their faults are). Signing in again and sharing again change nothing.
 */
export async function untilAnswered<T>(setUp: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await expect(async () => {
    result = await setUp();
  }).toPass({ timeout: 60_000 });
  return result as T;
}

/**
 * axe: no serious or critical violation. `within` (a CSS selector) limits the check to part of the
 * page, e.g. an open dialog: the page behind a modal's overlay is dimmed, so its text would fail
 * colour contrast although nobody can reach it while the dialog is open.
 */
export async function expectNoSeriousA11yViolations(page: Page, within?: string) {
  const axe = new AxeBuilder({ page });
  const results = await (within === undefined ? axe : axe.include(within)).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map(describeAxeNode).join(', ')}`)).toEqual([]);
}

/** The element and axe's first reason (e.g. the contrast ratio and both colours), for the failure message. */
function describeAxeNode(node: { target: unknown[]; failureSummary?: string }): string {
  const reason = node.failureSummary?.split('\n')[1]?.trim();
  return reason ? `${node.target.join(' ')} (${reason})` : node.target.join(' ');
}

/**
 * axe, strict: no violation of any impact (minor and moderate too), for the every-route check
 * (tests/e2e/every-route-checks.ts). `within` as in `expectNoSeriousA11yViolations`.
 */
export async function expectNoA11yViolations(page: Page, within?: string) {
  const axe = new AxeBuilder({ page });
  const results = await (within === undefined ? axe : axe.include(within)).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.impact ?? 'unknown'} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The GraphQL operations the page sends, by name, in order. */
export function watchOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    operations.push(body?.operationName ?? 'unnamed');
  });
  return operations;
}

/**
 * Navigates to `path` until the page comes rendered with its data by the gateway's page worker.
 * The gateway waits 1 s for a render (PAGE_RENDER_DEADLINE_MS), then sends the page without its
 * data: with the other worker's browser and stacks on the same two cores, a render can be late, and
 * that fallback (tested in gateway/src/pages/page-worker.test.ts) is not what a test of the rendered
 * page is about. Before another try the page goes blank, and what `watched` (the test's records of
 * the page) gained from the try is dropped: the app of a page without its data asks for it. After 5
 * tries, the last answer is returned as it is, for the test's own checks to fail on.
 */
export async function gotoRendered(page: Page, path: string, watched: unknown[][] = []) {
  for (let attempt = 1; ; attempt += 1) {
    const recordedBefore = watched.map((records) => records.length);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    if (html.includes('id="page-data"') || attempt === 5) return { response, html };
    await page.goto('about:blank');
    watched.forEach((records, index) => (records.length = recordedBefore[index] ?? 0));
  }
}

interface PlaceSuggestion {
  placePrediction: { placeId: string; structuredFormat: { mainText: { text: string } } };
}

/**
 * A place's id, found the way the search box finds it (the mock's autocomplete): the first
 * suggestion for `text` whose name matches `name`.
 */
export async function placeIdOf(
  request: APIRequestContext,
  text: string,
  name: RegExp,
  mockApiUrl: string = mainStack.mockApiUrl,
): Promise<string> {
  const answer = await request.get(
    `${mockApiUrl}/api/v1/places/autocomplete?value=${encodeURIComponent(text)}`,
  );
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { suggestions: PlaceSuggestion[] } };
  const match = body.data.suggestions.find(({ placePrediction }) =>
    name.test(placePrediction.structuredFormat.mainText.text),
  );
  if (!match) throw new Error(`no suggestion for ${text}`);
  return match.placePrediction.placeId;
}
