import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mainStack } from './stacks';
import { expectNoSeriousA11yViolations, mockControl, signIn } from './support';

/**
 * Trips (spec 000 §2 "Trips list page", "Create-trip dialog", §4, §5; 001 §2 "Trip detail",
 * "Plan Your Visit modal", §4, §5, §8) against the full stack: mock REST API → gateway → built SPA.
 */

async function signInAs(page: Page, userName: string, path = '/trips') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, userName);
  await expect(page).toHaveURL(new RegExp(path.replace(/\//g, '\\/')));
}

/** Picks the 10th and 12th of the month shown first. */
async function pickDates(page: Page) {
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

async function createTrip(page: Page, title: string) {
  await page.getByRole('button', { name: 'Plan a new trip' }).click();
  await page.getByRole('textbox', { name: /Trip Title/ }).fill(title);
  await pickDates(page);
  await page.getByRole('button', { name: 'Create Trip' }).click();
  await expect(page).toHaveURL(/\/trips\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test('maya lists her trips and creates one (dates required)', async ({ page }) => {
  await signInAs(page, 'maya');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Trips' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Trip Details' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Plan a new trip' }).click();
  await page.getByRole('textbox', { name: /Trip Title/ }).fill('No dates trip');
  await page.getByRole('button', { name: 'Create Trip' }).click();
  await expect(page.getByText('Both start and end dates are required')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await createTrip(page, 'Hampi Ruins');
  await expect(page.getByText('Trip created successfully')).toBeVisible();
  await expect(page.getByText('3 days')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await expect(page.getByRole('heading', { name: 'Day 3' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('maya adds a destination, an activity and a checklist item, edits and deletes', async ({
  page,
}) => {
  await signInAs(page, 'maya');
  await createTrip(page, 'Paris Sprint');

  await page.getByRole('button', { name: 'Add Place' }).click();
  await page.getByRole('textbox', { name: 'Search places' }).fill('eiffel');
  await page.getByRole('listitem').filter({ hasText: 'Eiffel Tower' }).first().click();
  await expect(page.getByText('Destination added successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eiffel Tower', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View place' })).toBeVisible();

  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await page.getByRole('button', { name: 'Add Activity to Day 1' }).click();
  const activityDialog = page.getByRole('dialog', { name: 'Add Activity for Day 1' });
  await activityDialog.getByRole('textbox', { name: /Activity title/ }).fill('Climb the tower');
  await activityDialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(page.getByText('Activity added successfully')).toBeVisible();
  await expect(page.getByText('Climb the tower')).toBeVisible();

  await page.getByRole('tab', { name: 'Checklist' }).click();
  await expect(page.getByText('Your checklist is empty')).toBeVisible();
  await page.getByRole('textbox', { name: 'New checklist item' }).fill('Passport');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Item added to checklist')).toBeVisible();
  const passport = page.getByRole('checkbox', { name: 'Passport' });
  await passport.click();
  await expect(passport).toBeChecked();

  await page.getByRole('button', { name: 'Edit Trip' }).first().click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Trip' });
  await editDialog.getByRole('textbox', { name: /Title/ }).fill('   ');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog.getByText('Title cannot be empty')).toBeVisible();
  await editDialog.getByRole('textbox', { name: /Title/ }).fill('Paris Long Sprint');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Trip updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Paris Long Sprint' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Trip' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Trip' })
    .getByRole('button', { name: 'Delete Trip' })
    .click();
  await expect(page.getByText('Trip deleted successfully')).toBeVisible();
  const deletedAt = Date.now();
  await expect(page).toHaveURL(/\/trips$/, { timeout: 5000 });
  expect(Date.now() - deletedAt).toBeGreaterThan(1000);
});

test('lena sees maya’s trip in view-only mode', async ({ page }) => {
  await signInAs(page, 'lena');
  await page.getByRole('link', { name: 'View Trip Details' }).first().click();
  await expect(page.getByText('You are in view-only mode for this trip.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Trip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Trip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Place' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await expect(page.getByRole('button', { name: /^Add Activity/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('Plan Your Visit creates a trip with the place, or adds it to an existing trip', async ({
  page,
  request,
}) => {
  const answer = await request.get(
    `${mainStack.mockApiUrl}/api/v1/places/autocomplete?value=eiffel`,
  );
  const body = (await answer.json()) as {
    data: { suggestions: { placePrediction: { placeId: string } }[] };
  };
  const eiffelId = body.data.suggestions[0]?.placePrediction.placeId ?? '';
  await signInAs(page, 'maya');
  await page.goto(`/place/${eiffelId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Eiffel Tower' })).toBeVisible();
  const placeUrl = page.url();

  await page.getByRole('button', { name: 'Save to itinerary' }).click();
  const modal = page.getByRole('dialog', { name: 'Plan Your Visit' });
  await expect(modal.getByRole('textbox', { name: /Trip Title/ })).toHaveValue(
    'Trip to Eiffel Tower',
  );
  await modal.getByRole('button', { name: 'Create Trip' }).click();
  await expect(modal.getByText('Both start and end dates are required')).toBeVisible();
  await pickDates(page);
  await modal.getByRole('button', { name: 'Create Trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trip to Eiffel Tower' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eiffel Tower', exact: true })).toBeVisible();

  await page.goto(placeUrl);
  await page.getByRole('button', { name: 'Save to itinerary' }).click();
  await modal.getByText('Add to Existing Trip').click();
  await modal.getByLabel(/Select Trip/).click();
  await page.getByRole('option', { name: /Kyoto in Autumn/ }).click();
  await modal.getByRole('button', { name: 'Add to Trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kyoto in Autumn' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eiffel Tower', exact: true })).toBeVisible();
});
