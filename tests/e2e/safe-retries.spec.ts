import { expect, expectToast, test } from './live-test';
import type { Page } from '@playwright/test';
import { SHORT_DEADLINE_MS, shortDeadlineStack } from './stacks';
import { mockControl, pickTripDates, startSession, untilAnswered } from './support';

/**
 * Issue 17 "Writes are safe to retry": a write whose answer is lost at the gateway's deadline while
 * the REST server still applies it. The page reads the trip again before it tells the user anything,
 * so the user hears it was saved and no second item is ever sent. On the short-deadline stack
 * (gateway deadline SHORT_DEADLINE_MS instead of 10 s), so the test waits 2 s, not 10.
 */

test.use({ baseURL: shortDeadlineStack.appUrl });
test.describe.configure({ mode: 'parallel' });

const ADD_ITEM_PATH = 'trip/add-checklist-item';

async function openChecklist(page: Page) {
  await untilAnswered(() => startSession(page, 'maya'));
  await page.goto('/trips');
  await page.getByRole('link', { name: 'View Trip Details' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Checklist' }).click();
  return page.getByRole('textbox', { name: 'New checklist item' });
}

const addRequests = async (control: ReturnType<typeof mockControl>) =>
  (await control.requests()).filter((entry) => entry.path.includes(ADD_ITEM_PATH));

test('an add that times out at the gateway but is applied upstream: told it was saved, one item', async ({
  page,
  request,
}) => {
  const control = mockControl(request, shortDeadlineStack.mockApiUrl);
  await control.reset();
  const newItem = await openChecklist(page);
  // The REST server answers 1.5 s after the gateway gave up, and applies the item all the same.
  await control.fault({ match: ADD_ITEM_PATH, delayMs: SHORT_DEADLINE_MS + 1500 });
  await newItem.fill('Travel insurance papers');
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(page.getByText('Item added to checklist')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('checkbox', { name: 'Travel insurance papers' })).toHaveCount(1);
  await expect(newItem).toHaveValue('');
  // The timeout's own message never showed: the user was told the outcome, not the failure.
  await expect(page.getByText(/did not answer within/)).toHaveCount(0);
  expect(await addRequests(control)).toHaveLength(1);

  await page.reload();
  await page.getByRole('tab', { name: 'Checklist' }).click();
  await expect(page.getByRole('checkbox', { name: 'Travel insurance papers' })).toHaveCount(1);
});

test('an add that fails upstream and was not applied: its failure, the text kept, Add tries again', async ({
  page,
  request,
}) => {
  const control = mockControl(request, shortDeadlineStack.mockApiUrl);
  await control.reset();
  const newItem = await openChecklist(page);
  await control.fault({ match: ADD_ITEM_PATH, status: 500 });
  await newItem.fill('Spare charger');
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  // Four looks at the trip (at once, then after 1, 2 and 4 s) before the failure is told.
  // The server's message (the mock's 500 says "Injected fault").
  await expect(page.getByText('Injected fault')).toBeVisible({ timeout: 15_000 });
  await expect(newItem).toHaveValue('Spare charger');
  await expect(page.getByRole('checkbox', { name: 'Spare charger' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Item added to checklist')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Spare charger' })).toHaveCount(1);
  expect(await addRequests(control)).toHaveLength(2);
});

const CREATE_TRIP_PATH = 'trip/add-trip';
const trips = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a trip create that times out at the gateway but is applied upstream: told it was created, one trip', async ({
  page,
  request,
}) => {
  const control = mockControl(request, shortDeadlineStack.mockApiUrl);
  await control.reset();
  await untilAnswered(() => startSession(page, 'maya'));
  await page.goto('/trips');
  await expect(page.getByRole('link', { name: 'View Trip Details' }).first()).toBeVisible();
  await control.fault({ match: CREATE_TRIP_PATH, delayMs: SHORT_DEADLINE_MS + 1500 });
  await page.getByRole('button', { name: 'Plan a new trip' }).click();
  await page.getByRole('textbox', { name: /Trip Title/ }).fill('Backwaters of Kerala');
  await pickTripDates(page);
  const create = page.getByRole('button', { name: 'Create Trip' });
  await create.click();
  // Pressed again while it is sent and checked: the button is busy, nothing more is sent.
  await create.click({ force: true });

  await expectToast(page, 'Trip created successfully', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/trips\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backwaters of Kerala' })).toBeVisible();
  await expect(page.getByText(/did not answer within/)).toHaveCount(0);
  const creates = (await control.requests()).filter(
    (entry) => entry.method === 'POST' && entry.path.endsWith(CREATE_TRIP_PATH),
  );
  expect(creates).toHaveLength(1);

  await page.goto('/trips');
  await expect(page.getByRole('link', { name: 'View Trip Details' }).first()).toBeVisible();
  await expect(trips(page, 'Backwaters of Kerala')).toHaveCount(1);
});

const UPLOAD_PATH = 'trip/add-activity-image';
const GARDEN = 'Tenryu-ji garden';
/** A real 1×1 PNG (the gateway and the mock check its magic bytes). */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('a photo upload that times out at the gateway but is applied upstream: told it was uploaded, one photo', async ({
  page,
  request,
}) => {
  const control = mockControl(request, shortDeadlineStack.mockApiUrl);
  await control.reset();
  await untilAnswered(() => startSession(page, 'maya'));
  await page.goto('/trips');
  await trips(page, 'Kyoto in Autumn').getByRole('link', { name: 'View Trip Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kyoto in Autumn' })).toBeVisible();
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await control.fault({ match: UPLOAD_PATH, delayMs: SHORT_DEADLINE_MS + 1500 });
  await page.getByRole('button', { name: `Upload Photos for ${GARDEN}` }).click();
  const dialog = page.getByRole('dialog', { name: `Upload Photos: ${GARDEN}` });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'moss.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  await expectToast(page, 'Photos uploaded successfully!', { timeout: 15_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/did not answer within/)).toHaveCount(0);
  const memories = page.getByRole('region', { name: `Memories: ${GARDEN}` });
  await expect(memories.getByRole('button', { name: /^Open Photo/ })).toHaveCount(1);
  const uploads = (await control.requests()).filter((entry) => entry.path.endsWith(UPLOAD_PATH));
  expect(uploads).toHaveLength(1);

  await page.reload();
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await expect(memories.getByRole('button', { name: /^Open Photo/ })).toHaveCount(1);
});
