import { expect, expectToast, newContextRecordingToasts, test } from './live-test';
import type { Page } from '@playwright/test';
import { mainStack } from './stacks';
import { expectNoSeriousA11yViolations, mockControl, openTrip } from './support';

/**
 * Memories (spec 001 §2 Itinerary memories area, Upload Photos, Add Reflection, photo viewer; §4,
 * §5, §6, §8, §9; checklist 13.1–13.14, 11.12) against the full stack: mock REST API → gateway →
 * built SPA. Kyoto is maya's upcoming trip (arjun edits, lena views); Lisbon her completed one,
 * with seeded memories (the castle sunset holds the 3 photos allowed).
 */

/** A real 1×1 PNG (the gateway and the mock check its magic bytes). */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });

const KYOTO = 'Kyoto in Autumn';
const GARDEN = 'Tenryu-ji garden';
const LISBON = 'Lisbon Long Weekend';
const CASTLE = 'Sunset from São Jorge Castle';

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

async function openItinerary(page: Page, userName: string, title = KYOTO) {
  await openTrip(page, userName, title);
  await page.getByRole('tab', { name: 'Itinerary' }).click();
}

const memoriesOf = (page: Page, activity: string) =>
  page.getByRole('region', { name: `Memories: ${activity}` });

async function addReflection(page: Page, activity: string, text: string) {
  await page.getByRole('button', { name: `Add Reflection for ${activity}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add Reflection: ${activity}` });
  await dialog.getByRole('textbox', { name: 'Your reflection' }).fill(text);
  await expect(dialog.getByText(`${text.length}/500`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Reflection added successfully!');
  await expect(dialog).toBeHidden();
}

test('maya uploads 2 photos and a reflection on an activity and sees them with her name', async ({
  page,
}) => {
  await openItinerary(page, 'maya');
  await page.getByRole('button', { name: `Upload Photos for ${GARDEN}` }).click();
  const dialog = page.getByRole('dialog', { name: `Upload Photos: ${GARDEN}` });
  await dialog.locator('input[type="file"]').setInputFiles([png('moss.png'), png('pond.png')]);
  await expect(dialog.getByRole('button', { name: 'Remove moss.png' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Photos uploaded successfully!');
  await expect(dialog).toBeHidden();
  const memories = memoriesOf(page, GARDEN);
  await expect(memories.getByRole('button', { name: /^Open Photo/ })).toHaveCount(2);

  await page.getByRole('button', { name: `Add Reflection for ${GARDEN}` }).click();
  await expect(page.getByRole('dialog', { name: `Add Reflection: ${GARDEN}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await addReflection(page, GARDEN, 'The raked gravel looked like the sea.');
  const reflections = memories.getByRole('list', { name: `Reflections on ${GARDEN}` });
  await expect(reflections).toContainText('Maya');
  await expect(reflections).toContainText('The raked gravel looked like the sea.');
  await expect(reflections).toContainText(/\w{3} \d{1,2}, \d{4} \d\d:\d\d/);

  // The viewer says who added the photo.
  await memories.getByRole('button', { name: `Open Photo 1 of ${GARDEN}` }).click();
  await expect(page.getByTestId('photo-caption')).toContainText('Added by Maya');
});

test('a 4th photo is refused with the spec text before any request; 3 photos turn upload off', async ({
  page,
}) => {
  await openItinerary(page, 'maya');
  await page.getByRole('button', { name: `Upload Photos for ${GARDEN}` }).click();
  let dialog = page.getByRole('dialog', { name: `Upload Photos: ${GARDEN}` });
  await dialog.locator('input[type="file"]').setInputFiles([png('a.png'), png('b.png')]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Upload Photos for ${GARDEN}` }).click();
  dialog = page.getByRole('dialog', { name: `Upload Photos: ${GARDEN}` });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([
      png('c.png'),
      png('d.png'),
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text') },
    ]);
  await expect(
    dialog.getByText('notes.jpg is not a supported image format (JPEG, PNG, WEBP)'),
  ).toBeVisible();
  await expect(
    dialog.getByText('Cannot upload 3 photos. Maximum 3 photos allowed per activity.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Remove notes.jpg' }).click();
  await expect(
    dialog.getByText('Cannot upload 2 photos. Maximum 3 photos allowed per activity.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove d.png' }).click();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();

  const upload = page.getByRole('button', { name: `Upload Photos for ${GARDEN}` });
  await expect(upload).toBeDisabled();
  await expect(
    memoriesOf(page, GARDEN).getByText('This activity already has 3 photos'),
  ).toBeVisible();
});

test('arjun (editor) adds a reflection in his name', async ({ page }) => {
  await openItinerary(page, 'arjun');
  await addReflection(page, GARDEN, 'Quieter before nine.');
  const reflections = memoriesOf(page, GARDEN).getByRole('list', {
    name: `Reflections on ${GARDEN}`,
  });
  await expect(reflections).toContainText('Arjun');
  await expect(reflections).toContainText('Quieter before nine.');
});

test('lena (viewer) sees the memories but no add controls', async ({ page, browser }) => {
  // maya writes in her own browser, then lena opens the trip in hers.
  const mayaContext = await newContextRecordingToasts(browser, { baseURL: mainStack.appUrl });
  const maya = await mayaContext.newPage();
  await openItinerary(maya, 'maya');
  await addReflection(maya, GARDEN, 'Go at opening time.');
  await mayaContext.close();

  await openItinerary(page, 'lena');
  await expect(memoriesOf(page, GARDEN)).toContainText('Go at opening time.');
  await expect(page.getByRole('button', { name: /^Upload Photos/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add Reflection/ })).toHaveCount(0);
});

test('the completed trip opens on its memories; the viewer keys, zoom limits and thumbnails', async ({
  page,
}) => {
  await openItinerary(page, 'maya', LISBON);
  await expect(page.getByRole('radio', { name: 'Memories' })).toBeChecked();
  const castle = memoriesOf(page, CASTLE);
  await expect(castle.getByRole('button', { name: /^Open Photo/ })).toHaveCount(3);
  await expect(castle.getByRole('button', { name: `Upload Photos for ${CASTLE}` })).toBeDisabled();

  const opener = castle.getByRole('button', { name: `Open Photo 1 of ${CASTLE}` });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: CASTLE });
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId('photo-counter')).toHaveText('1 / 3');
  await expect(page.getByTestId('photo-caption')).toContainText('Added by Maya');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('photo-counter')).toHaveText('2 / 3');
  await expect(page.getByTestId('photo-caption')).toContainText('Added by Ana Silva');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('photo-counter')).toHaveText('3 / 3');

  const zoom = page.getByTestId('photo-zoom');
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('+');
  await expect(zoom).toHaveText('500%');
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('-');
  await expect(zoom).toHaveText('50%');
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

  await viewer.getByRole('button', { name: 'Show photo 2 of 3' }).click();
  await expect(page.getByTestId('photo-counter')).toHaveText('2 / 3');
  await expect(zoom).toHaveText('100%');

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});
