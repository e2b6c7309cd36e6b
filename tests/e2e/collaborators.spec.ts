import { expect, expectToast, newContextRecordingToasts, test } from './live-test';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, mockControl, openTrip, startSession } from './support';

/**
 * Collaborators and sharing on the trip page (spec 001 §2 "Collaborators tab", "Add
 * Collaborator", "Sharing dialog", §4, §6, §8; RESOLUTIONS 7.8) against the full stack: mock REST
 * API → gateway → built SPA. Seed (CONTRACT.md): maya owns "Kyoto in Autumn" with arjun as editor
 * and lena as viewer, and a share link with joins on; "Goa Coast Getaway" has no link yet.
 */

const KYOTO = 'Kyoto in Autumn';
const GOA = 'Goa Coast Getaway';

async function openCollaboratorsTab(page: Page) {
  await page.getByRole('tab', { name: 'Collaborators' }).click();
  await expect(page.getByText('Trip Creator')).toBeVisible();
}

const memberCard = (page: Page, name: string) => page.getByRole('listitem', { name });

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test('maya invites a user found by search as editor, changes the role, removes them', async ({
  page,
}) => {
  await openTrip(page, 'maya', KYOTO);
  await openCollaboratorsTab(page);
  await expect(memberCard(page, 'Arjun Mehta')).toContainText('Editor');
  await expect(memberCard(page, 'Lena Fischer')).toContainText('Viewer');

  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Collaborator' });
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'Viewer' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Search by user name' }).fill('carla');
  const carla = dialog.getByRole('button', { name: /carla\.rossi/ });
  await expect(carla).toContainText('carlarossi@example.com');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  // People already on the trip are shown as such and cannot be chosen.
  await dialog.getByRole('textbox', { name: 'Search by user name' }).fill('lena');
  const lena = dialog.getByRole('button', { name: /lena@example\.com/ });
  await expect(lena).toContainText('Already on this trip');
  await expect(lena).toBeDisabled();

  await dialog.getByRole('textbox', { name: 'Search by user name' }).fill('carla');
  await carla.focus();
  await page.keyboard.press('Enter');
  await expect(carla).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('radio', { name: 'Editor' }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Collaborator added successfully');
  await expect(dialog).toBeHidden();
  await expect(memberCard(page, 'Carla Rossi')).toContainText('Editor');

  await page.getByRole('button', { name: 'Change role of Carla Rossi' }).click();
  await page.getByRole('combobox', { name: 'Role of Carla Rossi' }).selectOption('Viewer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Collaborator role updated successfully');
  await expect(memberCard(page, 'Carla Rossi')).toContainText('Viewer');

  await page.getByRole('button', { name: 'Remove Carla Rossi' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Collaborator' });
  await expect(confirm).toContainText('Remove Carla Rossi from this trip?');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Collaborator removed successfully');
  await expect(memberCard(page, 'Carla Rossi')).toBeHidden();

  // The change is the server's: it holds after a reload.
  await page.reload();
  await openCollaboratorsTab(page);
  await expect(memberCard(page, 'Carla Rossi')).toBeHidden();
  await expect(memberCard(page, 'Arjun Mehta')).toBeVisible();
});

test("maya's Share Trip dialog: a new link, copy, and the two switches saved", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTrip(page, 'maya', GOA);
  await page.getByRole('button', { name: 'Share Trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Trip' });
  const link = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/\/shared-trip\/[A-Za-z0-9_-]{20,}$/);
  await expectToast(page, 'Trip share link generated successfully!');
  await expect(link).toHaveAttribute('readonly', '');
  const url = await link.inputValue();

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // It goes by itself; the 2 s window is pinned on the sharing machine's simulated clock (its
  // scenario files), not timed here, where a busy machine stretches real time.
  await expect(dialog.getByText('Copied!')).toBeHidden();

  const publicView = dialog.getByRole('switch', { name: /can view/ });
  const joins = dialog.getByRole('switch', { name: /can join/ });
  await expect(publicView).toBeChecked();
  await expect(joins).not.toBeChecked();
  await joins.check({ force: true });
  await expect(joins).toBeChecked();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  // The share window is recorded, not opened: the test stays off the real networks.
  await page.evaluate(() => {
    const opened: unknown[][] = [];
    Object.assign(window, { opened });
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });
  await dialog.getByRole('button', { name: 'Telegram' }).click();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
  const [shareUrl, , features] = opened[0] ?? [];
  expect(shareUrl).toMatch(/^https:\/\/t\.me\/share\/url\?/);
  expect(decodeURIComponent(shareUrl ?? '')).toContain(`Check out my trip: ${GOA}`);
  expect(decodeURIComponent(shareUrl ?? '')).toContain(url);
  expect(features).toBe('width=600,height=400');

  // Saved on the server: the same link and settings after a reload, with no second link made.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Share Trip' }).click();
  await expect(link).toHaveValue(url);
  await expect(joins).toBeChecked();
  await expect(publicView).toBeChecked();
});

/** Every edit control of the trip page, tab by tab. */
async function editControls(page: Page): Promise<Locator[]> {
  return [
    page.getByRole('button', { name: 'Edit Trip' }),
    page.getByRole('button', { name: 'Share Trip' }),
    page.getByRole('button', { name: 'Delete Trip' }),
    page.getByRole('button', { name: 'Add Place' }),
    page.getByRole('button', { name: /^Remove / }),
    page.getByRole('button', { name: /^Add Activity/ }),
    page.getByRole('textbox', { name: 'New checklist item' }),
    page.getByRole('button', { name: 'Invite' }),
    page.getByRole('button', { name: /^Change role of/ }),
  ];
}

test('lena (viewer) sees no edit control on any tab', async ({ page }) => {
  await startSession(page, 'lena');
  await page.goto('/trips');
  // Not even the cover on her card of maya's trip.
  await expect(page.getByRole('article', { name: KYOTO })).toBeVisible();
  await expect(page.getByRole('button', { name: `Change cover: ${KYOTO}` })).toHaveCount(0);
  await page
    .getByRole('article', { name: KYOTO })
    .getByRole('link', { name: 'View Trip Details' })
    .click();
  await expect(page.getByText('You are in view-only mode for this trip.')).toBeVisible();
  for (const tab of ['Destinations', 'Itinerary', 'Checklist', 'Collaborators']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    for (const control of await editControls(page)) await expect(control).toHaveCount(0);
    await expect(page.getByRole('checkbox', { disabled: false })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Leave Trip' })).toBeVisible();
});

test('arjun (editor) can invite and share but not change roles or remove anyone', async ({
  page,
}) => {
  await openTrip(page, 'arjun', KYOTO);
  await expect(page.getByRole('button', { name: 'Share Trip' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Trip' })).toBeVisible();
  await openCollaboratorsTab(page);
  await expect(page.getByRole('button', { name: /^Change role of/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Collaborator' });
  await dialog.getByRole('textbox', { name: 'Search by user name' }).fill('hana');
  await dialog.getByRole('button', { name: /hana\.sato/ }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Collaborator added successfully');
  await expect(memberCard(page, 'Hana Sato')).toContainText('Viewer');

  // The delete confirmation says the trip goes for everyone (RESOLUTIONS 7.8).
  await page.getByRole('button', { name: 'Delete Trip' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Trip' })).toContainText(
    'deleted for every member of the trip, the owner included',
  );
});

test('a role changed while the trip is open: the next action says why, not a raw error', async ({
  page,
  browser,
}) => {
  await openTrip(page, 'arjun', KYOTO);
  await page.getByRole('tab', { name: 'Checklist' }).click();
  await expect(page.getByRole('textbox', { name: 'New checklist item' })).toBeVisible();

  // Meanwhile maya makes arjun a viewer, in her own browser.
  const mayaContext = await newContextRecordingToasts(browser);
  const maya = await mayaContext.newPage();
  await openTrip(maya, 'maya', KYOTO);
  await openCollaboratorsTab(maya);
  await maya.getByRole('button', { name: 'Change role of Arjun Mehta' }).click();
  await maya.getByRole('combobox', { name: 'Role of Arjun Mehta' }).selectOption('Viewer');
  await maya.getByRole('button', { name: 'Save' }).click();
  await expectToast(maya, 'Collaborator role updated successfully');
  await mayaContext.close();

  await page.getByRole('textbox', { name: 'New checklist item' }).fill('Rail pass');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'You do not have permission to edit this trip');
});

test('removed while the trip is open: the next action says why, not a raw error', async ({
  page,
  browser,
}) => {
  await openTrip(page, 'arjun', KYOTO);
  await page.getByRole('tab', { name: 'Checklist' }).click();
  await expect(page.getByRole('textbox', { name: 'New checklist item' })).toBeVisible();

  // Meanwhile maya removes arjun from the trip, in her own browser.
  const mayaContext = await newContextRecordingToasts(browser);
  const maya = await mayaContext.newPage();
  await openTrip(maya, 'maya', KYOTO);
  await openCollaboratorsTab(maya);
  await maya.getByRole('button', { name: 'Remove Arjun Mehta' }).click();
  await maya
    .getByRole('dialog', { name: 'Remove Collaborator' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expectToast(maya, 'Collaborator removed successfully');
  await mayaContext.close();

  await page.getByRole('textbox', { name: 'New checklist item' }).fill('Rail pass');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'You do not have permission to edit this trip');
  // What was typed stays, so nothing is lost.
  await expect(page.getByRole('textbox', { name: 'New checklist item' })).toHaveValue('Rail pass');
});

test('a collaborator leaves the trip and lands on /trips without it', async ({ page }) => {
  await openTrip(page, 'lena', KYOTO);
  await openCollaboratorsTab(page);
  await page.getByRole('button', { name: 'Leave Trip' }).click();
  await page
    .getByRole('dialog', { name: 'Leave Trip' })
    .getByRole('button', { name: 'Leave Trip' })
    .click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('article', { name: KYOTO })).toHaveCount(0);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Collaborators tab and its dialogs fit the screen', async ({ page }) => {
    await openTrip(page, 'maya', KYOTO);
    await openCollaboratorsTab(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await overflow()).toBe(false);
    await page.getByRole('button', { name: 'Change role of Arjun Mehta' }).click();
    await expect(page.getByRole('combobox', { name: 'Role of Arjun Mehta' })).toBeVisible();
    expect(await overflow()).toBe(false);
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Collaborator' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  });
});
