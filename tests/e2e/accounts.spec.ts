import { expect, expectToast, test } from './live-test';
import type { APIRequestContext, Page } from '@playwright/test';
import { mainStack } from './stacks';
import {
  PASSWORD,
  expectNoSeriousA11yViolations,
  mockControl,
  signIn,
  startSession,
} from './support';

/**
 * Accounts (issue 5): sign-up with a picture, e-mail verification, password reset, the Google test
 * mode, the profile's edit form, picture and location. Codes are read from the mock's mailbox.
 */

/** A 1×1 PNG: the gateway checks an upload's magic bytes, so it must be a real image. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (name = 'me.png') => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

interface MailboxMessage {
  to: string;
  subject: string;
  code?: string | null;
  sentAt: string;
}

/** The newest 6-digit code mailed to `email` (CONTRACT.md "Mock control endpoints"). */
async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(
    `${mainStack.mockApiUrl}/__mock/mailbox?email=${encodeURIComponent(email)}`,
  );
  expect(response.ok()).toBe(true);
  const messages = (await response.json()) as MailboxMessage[];
  const code = messages.find((message) => typeof message.code === 'string')?.code;
  expect(code, `a code mailed to ${email}`).toMatch(/^\d{6}$/);
  return code as string;
}

/** Types the code into the six boxes: the focus moves on by itself after each digit. */
async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  // At a person's pace: focus moves to the next box after each digit is rendered.
  await page.keyboard.type(code, { delay: 40 });
}

test.beforeEach(async ({ request }) => {
  await mockControl(request).reset();
});

test('sign up with a picture, verify the e-mail with the mailed code, then sign in', async ({
  page,
  request,
}) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Profile picture is required')).toBeVisible();
  await expect(page.getByText('Username is required')).toBeVisible();

  await page.getByLabel('Profile picture file').setInputFiles(picture());
  await expect(page.getByRole('img', { name: 'Chosen profile picture' })).toBeVisible();
  await page.getByLabel('Username').fill('samrivera');
  await page.getByLabel('Email').fill('Sam.Rivera@Example.com');
  await page.getByLabel('Password', { exact: true }).fill('wander1');
  await page.getByLabel('Confirm password').fill('wander2');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('wander1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expectToast(page, 'Registration successful! Please check your email for OTP verification.');
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText('sam.rivera@example.com')).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify Email' });
  await expect(verify).toBeDisabled();

  // A wrong code is refused with the server's message; the boxes stay editable.
  await typeCode(page, '000000');
  await verify.click();
  await expect(page.getByRole('alert').filter({ hasText: /Invalid code/ })).toBeVisible();

  // Pasting the mailed code over the refused one replaces every box.
  const code = await latestCode(request, 'sam.rivera@example.com');
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code.charAt(5));
  for (let i = 0; i < 6; i += 1) {
    await expect(page.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(code.charAt(i));
  }
  await verify.click();

  await expectToast(page, 'Email verified successfully! Welcome to the product!');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Email verified successfully! You can now log in.')).toBeVisible();
  await expect(page.getByText('sam.rivera@example.com')).toBeVisible();

  await signIn(page, 'samrivera', 'wander1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
});

test('a refused code is typed over key by key with the mailed one, which verifies', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await signIn(page, 'newbie');
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByLabel('Email').fill('newbie@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expectToast(page, 'New OTP sent successfully! Check your email.');
  const code = await latestCode(request, 'newbie@example.com');

  // The wrong code differs from the mailed one in its last digit only: typing the right code over
  // it puts five digits over the same digits, which must still move the focus on.
  const wrongCode = `${code.slice(0, 5)}${(Number(code.charAt(5)) + 1) % 10}`;
  const verify = page.getByRole('button', { name: 'Verify Email' });
  await typeCode(page, wrongCode);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(wrongCode.charAt(5));
  await verify.click();
  await expect(page.getByRole('alert').filter({ hasText: /Invalid code/ })).toBeVisible();

  await typeCode(page, code);
  for (let i = 0; i < 6; i += 1) {
    await expect(page.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(code.charAt(i));
  }
  await expect(page.getByLabel('Digit 6 of 6')).toBeFocused();
  await verify.click();

  await expectToast(page, 'Email verified successfully! Welcome to the product!');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'newbie');
  await expect(page).toHaveURL(/\/$/);
});

test('a taken username is refused with the server message and the form is kept', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Profile picture file').setInputFiles(picture());
  await expect(page.getByRole('img', { name: 'Chosen profile picture' })).toBeVisible();
  await page.getByLabel('Username').fill('maya');
  await page.getByLabel('Email').fill('another@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wander1');
  await page.getByLabel('Confirm password').fill('wander1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(
    page.locator('.mantine-Alert-root').filter({ hasText: /already taken/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Username')).toHaveValue('maya');
});

test('an unverified user is asked for the e-mail, gets a new code and verifies', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await signIn(page, 'newbie');
  await expectToast(page, 'Please verify your email before logging in.');
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByLabel('Email').fill('newbie@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expectToast(page, 'New OTP sent successfully! Check your email.');
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

  // Paste keeps digits only.
  const code = await latestCode(request, 'newbie@example.com');
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate(
    (text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    `code: ${code.slice(0, 3)}-${code.slice(3)}`,
  );
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code.charAt(5));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'newbie');
  await expect(page).toHaveURL(/\/$/);
});

test('/verify-email without an e-mail renders nothing; /reset-password without one goes to /forgot-password', async ({
  page,
}) => {
  await page.goto('/verify-email');
  // Nothing of the screen: no heading, no code boxes. The app has rendered: its floating feedback
  // button (a portal, outside #root) stays.
  await expect(page.getByRole('button', { name: 'Give feedback' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByLabel('Digit 1 of 6')).toHaveCount(0);
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});

test('forgot password → reset code → new password → sign in with it', async ({ page, request }) => {
  await page.goto('/forgot-password');
  const send = page.getByRole('button', { name: 'Send Reset Code' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill('not-an-email');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('  MAYA@example.com ');
  await send.click();

  await expectToast(page, 'Password reset instructions sent to your email!');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('The code expires in 10 minutes.')).toBeVisible();
  await expect(page.getByText(/check your spam/i)).toBeVisible();
  await page.getByRole('button', { name: 'I Have the Code' }).click();

  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText('maya@example.com')).toBeVisible();
  await typeCode(page, await latestCode(request, 'maya@example.com'));
  await page.getByRole('button', { name: 'Verify Code', exact: true }).click();
  await expectToast(page, 'Code verified! Now create your new password.');

  const reset = page.getByRole('button', { name: 'Reset Password' });
  await page.getByLabel('New Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm New Password').fill('abd');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(reset).toBeDisabled();
  await page.getByLabel('Confirm New Password').fill('abc');
  await reset.click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill('newpass42');
  await page.getByLabel('Confirm New Password').fill('newpass42');
  await expect(page.getByRole('list', { name: 'Password requirements' })).toContainText(
    'Contains numbers (met)',
  );
  await reset.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Password reset successful! You can now log in with your new password.'),
  ).toBeVisible();
  await signIn(page, 'maya', PASSWORD);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Invalid/ })
      .first(),
  ).toBeVisible();
  await signIn(page, 'maya', 'newpass42');
  await expect(page).toHaveURL(/\/$/);

  // Signed in: the reset screens send the user home.
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/$/);
});

test('Google test mode signs in as a mock Google account', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Development test mode' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Google account email').fill('sam.google@example.com');
  await dialog.getByLabel('Name on the Google account').fill('Sam Google');
  await dialog.getByRole('button', { name: 'Continue as mock user' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
});

test('Google test mode on /signup, and its error panel', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await page
    .getByRole('button', { name: 'Simulate Google answering without an access token' })
    .click();
  const panel = page.getByRole('alert').filter({ hasText: 'Authentication Error' });
  await expect(panel).toContainText('No access token received from Google');

  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await page.getByRole('button', { name: 'Continue as mock user' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
});

test('profile: header, a too-long bio keeps the text, a failed save keeps it too, then saves', async ({
  page,
  request,
}) => {
  await startSession(page, 'maya');
  await page.goto('/profile');

  await expect(page.getByRole('heading', { name: 'Maya Kulkarni' })).toBeVisible();
  await expect(page.getByText('@maya')).toBeVisible();
  await expect(page.getByText('Verified')).toBeVisible();
  await expect(page.getByText('Pune, Maharashtra, India')).toBeVisible();
  await expect(page.getByText(/^Joined [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instagram profile' })).toHaveAttribute(
    'href',
    'https://instagram.com/maya.wanders',
  );
  await expect(page.getByRole('tab', { name: 'Your Trips' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('link', { name: /Kyoto/ })).toBeVisible();
  // Desktop: no page Logout button (the header menu has one).
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const tooLong = 'A trip a month. '.repeat(13).slice(0, 201);
  await dialog.getByLabel('Bio').fill(tooLong);
  await expect(dialog.getByText('Bio must be 200 characters or less')).toBeVisible();
  await expect(dialog.getByText('201/200 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Bio')).toHaveValue(tooLong);

  await dialog.getByLabel('First Name').fill('Mayaaaaaaaaaaaaa');
  await expect(dialog.getByText('First name must be 15 characters or less')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Maya');
  await dialog.getByLabel('Facebook').fill('facebook.com/maya');
  await dialog.getByLabel('Facebook').blur();
  await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
  await dialog.getByLabel('Facebook').fill('https://facebook.com/maya');

  // The server refuses once: the toast shows, the dialog keeps everything typed.
  const newBio = 'Temples, street food and slow train rides.';
  await dialog.getByLabel('Bio').fill(newBio);
  await mockControl(request).fault({ match: 'update-profile', status: 500 });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: /./ })).toBeVisible();
  await expect(dialog.getByLabel('Bio')).toHaveValue(newBio);
  await expect(dialog.getByLabel('Facebook')).toHaveValue('https://facebook.com/maya');

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully!');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(newBio)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Facebook profile' })).toBeVisible();

  // The picture: a click on it opens the chooser.
  await page.getByLabel('Profile picture file').setInputFiles(picture('new.png'));
  await expectToast(page, 'Profile picture updated successfully!');
});

test.describe('location with a granted geolocation', () => {
  test.use({
    permissions: ['geolocation'],
    geolocation: { latitude: 18.5204, longitude: 73.8567 },
  });

  test('the prompt card saves the position: "Location updated to Pune, India."', async ({
    page,
  }) => {
    await startSession(page, 'arjun');
    await page.goto('/profile');
    await expect(page.getByText('No location set')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add your location' })).toBeVisible();
    await page.getByRole('button', { name: 'Share my location' }).click();
    await expectToast(page, 'Location updated to Pune, India.');
    await expect(page.getByText('Pune, Maharashtra, India')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add your location' })).toHaveCount(0);
  });
});

test('location with a denied geolocation shows the denied message', async ({ page }) => {
  await startSession(page, 'arjun');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Share my location' }).click();
  await expect(
    page.getByText(
      'Location permission denied. Please allow location access in your browser settings.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Location access is blocked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
});

test('on a phone the profile has a Logout button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSession(page, 'admin');
  await page.goto('/profile');
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the account screens have no serious accessibility violation', async ({ page, request }) => {
  // Nine axe scans of seven screens: about 40 s on an idle machine, over a minute on a busy one.
  test.slow();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await expect(page.getByRole('dialog', { name: 'Development test mode' })).toBeVisible();
  // Once it has faded in: mid-fade its colours are blended with the page's, and fail contrast.
  await expect(page.getByRole('dialog', { name: 'Development test mode' })).toHaveCSS(
    'opacity',
    '1',
  );
  await expectNoSeriousA11yViolations(page);

  await page.goto('/login');
  await signIn(page, 'newbie');
  await page.getByLabel('Email').fill('newbie@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/forgot-password');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill('lena@example.com');
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'I Have the Code' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await typeCode(page, await latestCode(request, 'lena@example.com'));
  await page.getByRole('button', { name: 'Verify Code', exact: true }).click();
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await startSession(page, 'maya');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Maya Kulkarni' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
  // Once it has faded in: mid-fade its colours are blended with the page's, and fail contrast.
  await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
});
