import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SHORT_DEADLINE_MS, shortDeadlineStack } from './stacks';
import { mockControl, startSession, untilAnswered } from './support';

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
