import { expect, test } from './live-test';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, mockControl, startSession } from './support';

/**
 * The feedback form (spec 000 §2 "Feedback form", §4–§9; checklist 25.1–25.17, 27.8): four steps for
 * guests and users, what the mock API received, and the alert of a failed send.
 */

const DIALOG = '[role="dialog"]';
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Share your feedback' });

async function expectStep(dialog: Locator, step: number) {
  await expect(dialog.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: `Step ${step} of 4` })).toHaveAttribute(
    'aria-valuenow',
    String(step * 25),
  );
}

/** Picks `stars` in one rating group by keyboard: into the group with Tab-like focus, then arrows. */
async function rateByKeyboard(dialog: Locator, label: string, stars: number) {
  const group = dialog.getByRole('radiogroup', { name: label });
  await group
    .getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'} of 5` })
    .focus();
  await dialog.page().keyboard.press('Space');
  await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(
    `${stars} ${stars === 1 ? 'star' : 'stars'} of 5`,
  );
}

async function rateAll(dialog: Locator, ratings: [number, number, number, number]) {
  const labels = ['Overall experience', 'Ease of use', 'Design', 'Speed and performance'];
  for (const [index, label] of labels.entries()) {
    await rateByKeyboard(dialog, label, ratings[index] ?? 1);
  }
}

async function chooseOption(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(dialog.getByRole('combobox', { name: label })).toHaveValue(option);
}

async function setScore(dialog: Locator, score: number) {
  const slider = dialog.getByRole('slider', {
    name: 'How likely are you to recommend Wayfarer to a friend?',
  });
  await slider.focus();
  await dialog.page().keyboard.press('Home');
  for (let step = 0; step < score; step += 1) await dialog.page().keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(score));
}

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test('a guest sends feedback through the four steps; the mock receives exactly the answers', async ({
  page,
  request,
}) => {
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Give feedback' }).click();
  const dialog = dialogOf(page);

  // Step 1: Previous never, Next only once all four ratings are set (25.4, 25.5).
  await expectStep(dialog, 1);
  await expectNoSeriousA11yViolations(page, DIALOG);
  const previous = dialog.getByRole('button', { name: 'Previous' });
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeDisabled();
  await rateByKeyboard(dialog, 'Overall experience', 5);
  await rateByKeyboard(dialog, 'Ease of use', 4);
  await rateByKeyboard(dialog, 'Design', 4);
  await expect(next).toBeDisabled();
  await rateByKeyboard(dialog, 'Speed and performance', 3);
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: one text kept, one left empty, one of spaces only (25.13: both left out).
  await expectStep(dialog, 2);
  await expect(previous).toBeEnabled();
  await expectNoSeriousA11yViolations(page, DIALOG);
  await dialog.getByLabel('What did you like most?').fill('Planning the Goa days with friends');
  await dialog.getByLabel('What needs improvement?').fill('   ');
  await next.click();

  // Step 3: the severity exists only beside a bug report (25.8).
  await expectStep(dialog, 3);
  await expectNoSeriousA11yViolations(page, DIALOG);
  await chooseOption(page, dialog, 'Most wanted feature', 'Offline maps');
  await expect(dialog.getByRole('combobox', { name: 'Bug severity' })).toHaveCount(0);
  await dialog.getByLabel('Found a bug? Tell us what happened').fill('The map jumps when I zoom');
  await chooseOption(page, dialog, 'Bug severity', 'High');
  await next.click();

  // Step 4: Submit waits for a score other than 0 and a valid e-mail when one is given (25.12).
  await expectStep(dialog, 4);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText("We'd love to improve your experience!")).toBeVisible();
  await setScore(dialog, 10);
  await expect(dialog.getByText("You're amazing! Thanks for being a Wayfarer fan!")).toBeVisible();
  await setScore(dialog, 5);
  await expect(dialog.getByText('Thanks for the feedback!')).toBeVisible();
  await setScore(dialog, 9);
  const email = dialog.getByLabel('Contact e-mail (optional)');
  await expect(email).toHaveValue('');
  await email.fill('guest.traveller@');
  await email.blur();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(submit).toBeDisabled();
  await email.fill('guest.traveller@example.com');
  await dialog.getByLabel('You may contact me about my feedback').check();
  await expectNoSeriousA11yViolations(page, DIALOG);
  await expect(submit).toBeEnabled();
  await submit.click();

  // 25.15: the thank-you, then the dialog closes by itself.
  await expect(dialog.getByText('Thank you!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The device's own screen (Playwright's Desktop Chrome: 1920 × 1080), not the window.
  const { userAgent, screenWidth, screenHeight } = await page.evaluate(() => ({
    userAgent: navigator.userAgent,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
  }));
  expect([screenWidth, screenHeight]).toEqual([1920, 1080]);
  expect(await mockControl(request).feedback()).toEqual([
    {
      overallRating: 5,
      usabilityRating: 4,
      designRating: 4,
      performanceRating: 3,
      likedMost: 'Planning the Goa days with friends',
      mostWantedFeature: 'offline_maps',
      bugReport: 'The map jumps when I zoom',
      bugSeverity: 'high',
      recommendationScore: 9,
      contactEmail: 'guest.traveller@example.com',
      allowContact: true,
      userAgent,
      deviceInfo: {
        isMobile: false,
        screenWidth,
        screenHeight,
        browserName: 'Chrome',
      },
      currentPage: '/explore',
      sessionDuration: 0,
      userId: null,
      receivedAt: expect.any(String),
    },
  ]);

  // The form starts again at step 1, empty.
  await page.getByRole('button', { name: 'Give feedback' }).click();
  await expectStep(dialog, 1);
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test("a failed send alerts, keeps every answer, and the retry goes through with maya's e-mail", async ({
  page,
  request,
}) => {
  await startSession(page, 'maya');
  await page.goto('/trips');
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const dialog = dialogOf(page);
  await rateAll(dialog, [4, 4, 5, 2]);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('General feedback').fill('Lovely for family trips');

  // Closing mid-way and reopening keeps the step and the answers.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Give feedback' }).click();
  await expectStep(dialog, 2);
  await expect(dialog.getByLabel('General feedback')).toHaveValue('Lovely for family trips');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // 25.16: the signed-in user's e-mail is prefilled.
  await expect(dialog.getByLabel('Contact e-mail (optional)')).toHaveValue('maya@example.com');
  await setScore(dialog, 6);

  await mockControl(request).fault({ match: 'POST /api/v1/user/feedback', status: 500 });
  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.accept();
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['Failed to submit feedback. Please try again.']);
  await expectStep(dialog, 4);
  await expect(dialog.getByRole('slider')).toHaveAttribute('aria-valuenow', '6');
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByLabel('General feedback')).toHaveValue('Lovely for family trips');
  expect(await mockControl(request).feedback()).toEqual([]);

  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you!')).toBeVisible();
  const [received] = await mockControl(request).feedback();
  expect(received).toMatchObject({
    overallRating: 4,
    usabilityRating: 4,
    designRating: 5,
    performanceRating: 2,
    generalFeedback: 'Lovely for family trips',
    recommendationScore: 6,
    contactEmail: 'maya@example.com',
    allowContact: false,
    currentPage: '/trips',
    userId: expect.any(String),
  });
  expect(alerts).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the profile sheet opens the form full screen, the e-mail prefilled', async ({ page }) => {
    await startSession(page, 'lena');
    await page.goto('/');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Feedback', exact: true }).click();
    const dialog = dialogOf(page);
    await expectStep(dialog, 1);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await expectNoSeriousA11yViolations(page, DIALOG);
  });
});
