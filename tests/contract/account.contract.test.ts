import { beforeAll, describe, expect, it } from 'vitest';
import {
  messageResponse,
  registerResponse,
  updatedUserResponse,
  userLocationResponse,
  verifyPasswordResetOtpResponse,
} from '@contract/account';
import { mailboxResponse, mockControlPaths } from '@contract/mock-control';
import { paths } from '@contract/paths';
import { buildGoogleTestCredential } from '@contract/google-test-credential';
import { loginResponse, profileResponse, user as userSchema } from '@contract/user';
import type { User } from '@contract/user';
import type { MockHttpServer } from '@mocks/http-server';
import { nearestCity } from '@mocks/places/catalogue';
import {
  bearer,
  cookieFrom,
  errorOf,
  login,
  onlySetCookie,
  postJson,
  startApi,
} from './support/mock-api';

const TEN_MINUTES = 10 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const MINUTE = 60 * 1000;
const TWO_MB = 2 * 1024 * 1024;

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `size` bytes that starts like a PNG (the mock looks at magic bytes only). */
function pngOfSize(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, 8));
  return new Blob([bytes], { type: 'image/png' });
}
const pngFile = () => new Blob([PNG], { type: 'image/png' });
const textPretendingToBePng = () => new Blob(['just some text'], { type: 'image/png' });

// One API for the file, on a clock the tests move forward (codes expire, cooldowns pass).
let clock = Date.now();
let api: MockHttpServer;
beforeAll(async () => {
  api = await startApi({ db: { now: () => clock } });
});

const url = (path: string) => `${api.url}${path}`;

interface SignUp {
  userName?: string;
  email?: string;
  password?: string;
  picture?: Blob | string | null;
}
function signUpForm(fields: SignUp = {}): FormData {
  const form = new FormData();
  const values = {
    userName: 'sam',
    email: 'sam@example.com',
    password: 'secret1',
    ...fields,
  };
  for (const name of ['userName', 'email', 'password'] as const) {
    const value = values[name];
    if (value !== undefined) form.append(name, value);
  }
  const picture = fields.picture === undefined ? pngFile() : fields.picture;
  if (typeof picture === 'string') form.append('profilePic', picture);
  else if (picture) form.append('profilePic', picture, 'me.png');
  return form;
}
const register = (fields: SignUp = {}) =>
  fetch(url(paths.register), { method: 'POST', body: signUpForm(fields) });

async function registered(fields: SignUp = {}): Promise<User> {
  const response = await register(fields);
  expect(response.status).toBe(201);
  return registerResponse.parse(await response.json()).data;
}

async function mailbox(email: string) {
  const response = await fetch(
    `${url(mockControlPaths.mailbox)}?email=${encodeURIComponent(email)}`,
  );
  return mailboxResponse.parse(await response.json());
}
/** The code of the newest mail to the address that carries one. */
async function latestCode(email: string): Promise<string> {
  const code = (await mailbox(email)).find((message) => message.code !== null)?.code;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
/** A 6-digit code that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const passwordLogin = (userName: string, password: string) =>
  postJson(url(paths.login), { userName, password });

async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await errorOf(response)).toEqual({ success: false, message });
}

describe('POST /api/v1/user/register', () => {
  it('creates an unverified user, stores the picture, mails a 6-digit code', async () => {
    const response = await register();
    expect(response.status).toBe(201);
    const body = registerResponse.parse(await response.json());
    expect(body.message).toBe(
      'Registration successful! Please check your email for OTP verification.',
    );
    expect(userSchema.strict().parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({
      userName: 'sam',
      email: 'sam@example.com',
      isVerified: false,
      role: 'user',
    });
    expect(body.data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.data).not.toHaveProperty('passwordHash');

    // The picture: a path on the API's origin that serves the uploaded bytes.
    expect(body.data.profilePic).toMatch(/^\/api\/v1\/user\/profile-picture\/\w+$/);
    const picture = await fetch(url(body.data.profilePic ?? ''));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);

    const mails = await mailbox('sam@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.code).toMatch(/^\d{6}$/);
    expect(mails[0]?.text).toContain(mails[0]?.code);

    await expectRefusal(
      await passwordLogin('sam', 'secret1'),
      403,
      'Please verify your email before logging in.',
    );
  });

  it('keeps the password and the code only hashed', async () => {
    await registered({ password: 'plain-secret' });
    const code = await latestCode('sam@example.com');
    const { mailbox: _mail, ...stored } = api.db.snapshot();
    const text = JSON.stringify(stored);
    expect(text).not.toContain('plain-secret');
    expect(text).not.toContain(`"${code}"`);
  });

  it('answers 400 with the sign-up texts of D2 §5, in field order', async () => {
    const cases: [SignUp, string][] = [
      [{ userName: '  ' }, 'Username is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'sam@example' }, 'Please enter a valid email address'],
      [{ email: 'sam example.com' }, 'Please enter a valid email address'],
      [{ password: '' }, 'Password is required'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
      [{ picture: null }, 'Profile picture is required'],
    ];
    for (const [fields, message] of cases) {
      await expectRefusal(await register(fields), 400, message);
    }
    expect(await mailbox('sam@example.com')).toEqual([]);
  });

  it('refuses a file that is not an image by its bytes (415), and one of 2 MB or more (413)', async () => {
    await expectRefusal(
      await register({ picture: textPretendingToBePng() }),
      415,
      'Please select an image file',
    );
    await expectRefusal(
      await register({ picture: pngOfSize(TWO_MB) }),
      413,
      'Image size should be less than 2MB',
    );
    // Just under the limit is fine, and a JPEG is an image whatever its declared type.
    await registered({ picture: pngOfSize(TWO_MB - 1) });
    const jpeg = new Blob([new Uint8Array([...JPEG_HEAD, 0, 0])], { type: 'text/plain' });
    await registered({ userName: 'jo', email: 'jo@example.com', picture: jpeg });
  });

  it('answers 409 for a user name or an e-mail in use, whatever the case', async () => {
    await expectRefusal(
      await register({ userName: 'Maya', email: 'new@example.com' }),
      409,
      'Username is already taken',
    );
    await expectRefusal(
      await register({ userName: 'maya2', email: 'MAYA@example.com' }),
      409,
      'An account with this email already exists',
    );
  });

  it('answers 415 for a body that is not multipart', async () => {
    const response = await postJson(url(paths.register), {
      userName: 'sam',
      email: 'sam@example.com',
      password: 'secret1',
    });
    expect(response.status).toBe(415);
    await errorOf(response);
  });
});

describe('POST verify-otp and resend-otp', () => {
  const verify = (otp: string, email = 'sam@example.com') =>
    postJson(url(paths.verifyOtp), { email, otp });
  const resend = (email = 'sam@example.com') => postJson(url(paths.resendOtp), { email });

  it('full flow: register, read the code from the mailbox, verify, log in', async () => {
    await registered();
    const response = await verify(await latestCode('sam@example.com'));
    expect(response.status).toBe(200);
    expect(messageResponse.parse(await response.json()).message).toBe(
      'Email verified successfully',
    );
    const signedIn = await passwordLogin('sam', 'secret1');
    expect(signedIn.status).toBe(200);
    expect(loginResponse.parse(await signedIn.json()).data.loggedInUser.isVerified).toBe(true);

    await expectRefusal(await verify('123456'), 400, 'Email is already verified');
    await expectRefusal(await resend(), 400, 'Email is already verified');
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    await registered();
    const response = await verify(await latestCode('sam@example.com'), '  Sam@Example.COM ');
    expect(response.status).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    await registered();
    const code = await latestCode('sam@example.com');
    clock += TEN_MINUTES;
    await expectRefusal(await verify(code), 400, 'The code has expired. Please request a new one.');
  });

  it('counts wrong tries; after 5 even the right code is refused until a new one is sent', async () => {
    await registered();
    const code = await latestCode('sam@example.com');
    for (const left of [4, 3, 2, 1]) {
      await expectRefusal(
        await verify(other(code)),
        400,
        `Invalid code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    const tooMany = 'Too many incorrect attempts. Please request a new code.';
    await expectRefusal(await verify(other(code)), 429, tooMany);
    await expectRefusal(await verify(code), 429, tooMany);

    clock += MINUTE;
    expect((await resend()).status).toBe(200);
    const fresh = await latestCode('sam@example.com');
    expect((await verify(fresh)).status).toBe(200);
  });

  it('refuses a resend within 60 s with the seconds left, then sends a new code that replaces the old', async () => {
    await registered();
    const first = await latestCode('sam@example.com');
    clock += 15_000;
    await expectRefusal(
      await resend(),
      429,
      'Please wait 45 seconds before requesting a new code.',
    );
    clock += 45_000;
    const response = await resend();
    expect(response.status).toBe(200);
    expect(messageResponse.parse(await response.json()).message).toBe(
      'A new verification code has been sent to your email',
    );
    const mails = await mailbox('sam@example.com');
    expect(mails).toHaveLength(2);
    const second = mails[0]?.code ?? '';
    if (second !== first) expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
  });

  it('lets the seeded unverified newbie get a code, verify and log in', async () => {
    await expectRefusal(
      await verify('123456', 'newbie@example.com'),
      400,
      'No code is pending for this email. Please request a new one.',
    );
    expect((await resend('newbie@example.com')).status).toBe(200);
    expect(
      (await verify(await latestCode('newbie@example.com'), 'newbie@example.com')).status,
    ).toBe(200);
    expect((await passwordLogin('newbie', 'travel123')).status).toBe(200);
  });

  it('checks its input: the code shape, the e-mail, an unknown account', async () => {
    await expectRefusal(await verify('12345'), 400, 'Please enter all 6 digits');
    await expectRefusal(await verify('12a456'), 400, 'Please enter all 6 digits');
    await expectRefusal(await verify('123456', ''), 400, 'Email is required');
    await expectRefusal(await verify('123456', 'nope'), 400, 'Please enter a valid email address');
    await expectRefusal(
      await verify('123456', 'ghost@example.com'),
      404,
      'No account found with this email',
    );
    await expectRefusal(await resend('ghost@example.com'), 404, 'No account found with this email');
  });
});

describe('password reset: forgot-password, verify-password-reset-otp, reset-password, resend', () => {
  const forgot = (email: string) => postJson(url(paths.forgotPassword), { email });
  const verifyReset = (email: string, otp: string) =>
    postJson(url(paths.verifyPasswordResetOtp), { email, otp });
  const reset = (resetToken: string, newPassword: string) =>
    postJson(url(paths.resetPassword), { resetToken, newPassword });
  const resendReset = (email: string) => postJson(url(paths.resendPasswordResetOtp), { email });

  async function resetTokenFor(email: string): Promise<string> {
    expect((await forgot(email)).status).toBe(200);
    const response = await verifyReset(email, await latestCode(email));
    expect(response.status).toBe(200);
    const body = verifyPasswordResetOtpResponse.parse(await response.json());
    return body.data.resetToken;
  }

  it('full flow: forgot, code, verify, reset; the new password works, the old one and old sessions do not', async () => {
    const before = await login(api, 'maya');
    const resetToken = await resetTokenFor('maya@example.com');
    expect(resetToken.length).toBeGreaterThan(20);

    const response = await reset(resetToken, 'newpass9');
    expect(response.status).toBe(200);
    expect(messageResponse.parse(await response.json()).message).toBe('Password reset successful');

    expect((await passwordLogin('maya', 'newpass9')).status).toBe(200);
    await expectRefusal(
      await passwordLogin('maya', 'travel123'),
      401,
      'Invalid username or password',
    );
    const refreshed = await fetch(url(paths.refreshToken), {
      method: 'POST',
      headers: { cookie: before.cookie },
    });
    expect(refreshed.status).toBe(401);

    // Single use.
    await expectRefusal(
      await reset(resetToken, 'another1'),
      400,
      'This reset token has already been used. Please request a new code.',
    );
    expect((await passwordLogin('maya', 'newpass9')).status).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one, and mails nothing', async () => {
    const known = await forgot('maya@example.com');
    const unknown = await forgot('ghost@example.com');
    expect(unknown.status).toBe(known.status);
    const knownBody = messageResponse.parse(await known.json());
    expect(await unknown.json()).toEqual(knownBody);
    expect(knownBody.message).toBe(
      'If an account exists for this email, a reset code has been sent to it.',
    );
    expect(await mailbox('ghost@example.com')).toEqual([]);
    expect(await mailbox('maya@example.com')).toHaveLength(1);

    // Guessing a code or resending at once: the same answers for both.
    const wrongGuess = other(await latestCode('maya@example.com'));
    for (const email of ['maya@example.com', 'ghost@example.com']) {
      await expectRefusal(
        await verifyReset(email, wrongGuess),
        400,
        'Invalid code. 4 attempts left.',
      );
      await expectRefusal(
        await resendReset(email),
        429,
        'Please wait 60 seconds before requesting a new code.',
      );
    }
  });

  it('lowercases and trims the e-mail', async () => {
    expect((await forgot('  MAYA@Example.com ')).status).toBe(200);
    expect(await latestCode('maya@example.com')).toMatch(/^\d{6}$/);
  });

  it('forgot-password within 60 s answers the same but sends nothing new', async () => {
    await forgot('maya@example.com');
    clock += 10_000;
    expect((await forgot('maya@example.com')).status).toBe(200);
    expect(await mailbox('maya@example.com')).toHaveLength(1);
  });

  it('resend-password-reset-otp: refused within 60 s, then a new code that replaces the old', async () => {
    await forgot('lena@example.com');
    const first = await latestCode('lena@example.com');
    clock += 59_000;
    await expectRefusal(
      await resendReset('lena@example.com'),
      429,
      'Please wait 1 second before requesting a new code.',
    );
    clock += 1_000;
    expect((await resendReset('lena@example.com')).status).toBe(200);
    const second = await latestCode('lena@example.com');
    expect(await mailbox('lena@example.com')).toHaveLength(2);
    if (second !== first) expect((await verifyReset('lena@example.com', first)).status).toBe(400);
    expect((await verifyReset('lena@example.com', second)).status).toBe(200);
  });

  it('refuses a reset code after 10 minutes and after 5 wrong tries', async () => {
    await forgot('arjun@example.com');
    const code = await latestCode('arjun@example.com');
    clock += TEN_MINUTES;
    await expectRefusal(
      await verifyReset('arjun@example.com', code),
      400,
      'The code has expired. Please request a new one.',
    );

    await resendReset('arjun@example.com');
    const fresh = await latestCode('arjun@example.com');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect((await verifyReset('arjun@example.com', other(fresh))).status).toBe(400);
    }
    const tooMany = 'Too many incorrect attempts. Please request a new code.';
    await expectRefusal(await verifyReset('arjun@example.com', other(fresh)), 429, tooMany);
    await expectRefusal(await verifyReset('arjun@example.com', fresh), 429, tooMany);
  });

  it('refuses a reset token after 15 minutes', async () => {
    const resetToken = await resetTokenFor('lena@example.com');
    clock += FIFTEEN_MINUTES;
    await expectRefusal(
      await reset(resetToken, 'newpass9'),
      400,
      'The reset token has expired. Please request a new code.',
    );
    expect((await passwordLogin('lena', 'travel123')).status).toBe(200);
  });

  it('checks the new password before spending the token', async () => {
    const resetToken = await resetTokenFor('arjun@example.com');
    await expectRefusal(
      await reset(resetToken, '12345'),
      400,
      'Password must be at least 6 characters long',
    );
    await expectRefusal(await reset(resetToken, ''), 400, 'Password is required');
    await expectRefusal(await reset('', 'newpass9'), 400, 'Reset token is required');
    await expectRefusal(
      await reset('made-up', 'newpass9'),
      400,
      'Invalid reset token. Please request a new code.',
    );
    expect((await reset(resetToken, 'newpass9')).status).toBe(200);
  });

  it('checks the e-mail of forgot-password', async () => {
    await expectRefusal(await forgot(''), 400, 'Email is required');
    await expectRefusal(await forgot('maya@'), 400, 'Please enter a valid email address');
  });
});

describe('POST /api/v1/user/auth/google/verify (test-mode credential)', () => {
  const google = (credential: unknown, headers: HeadersInit = {}) =>
    postJson(url(paths.googleVerify), { credential }, headers);

  it('creates a verified account on first use and signs in as it again later', async () => {
    const credential = buildGoogleTestCredential({
      email: 'Sam.Rivera@Example.com',
      displayName: 'Sam Rivera',
    });
    expect(credential).toBe('mock-google:Sam.Rivera@Example.com:Sam Rivera');

    const first = await google(credential);
    expect(first.status).toBe(200);
    const body = loginResponse.parse(await first.json());
    const created = userSchema.strict().parse(body.data.loggedInUser);
    expect(created).toMatchObject({
      userName: 'sam.rivera',
      email: 'sam.rivera@example.com',
      firstName: 'Sam',
      lastName: 'Rivera',
      isVerified: true,
      role: 'user',
    });
    expect(onlySetCookie(first)).toMatch(
      /^refreshToken=[\w-]+; HttpOnly; Secure; SameSite=Strict; Path=\/; Max-Age=\d+$/,
    );
    const profile = await fetch(url(paths.profile), { headers: bearer(body.data.accessToken) });
    expect(profileResponse.parse(await profile.json()).data._id).toBe(created._id);

    const second = await google(credential);
    expect(second.status).toBe(200);
    expect(loginResponse.parse(await second.json()).data.loggedInUser._id).toBe(created._id);
    expect(api.db.users.list().filter((user) => user.email === created.email)).toHaveLength(1);

    // No password: signing in with one is refused like any wrong password.
    expect((await passwordLogin('sam.rivera', '')).status).toBe(400);
    expect((await passwordLogin('sam.rivera', 'anything')).status).toBe(401);
  });

  it("picks a free user name when the e-mail's one is taken", async () => {
    const response = await google(
      buildGoogleTestCredential({ email: 'maya@gmail.com', displayName: 'Maya Other' }),
    );
    expect(loginResponse.parse(await response.json()).data.loggedInUser.userName).toBe('maya2');
  });

  it('signs in the existing account of the e-mail, verifying an unverified one', async () => {
    const maya = await google(
      buildGoogleTestCredential({ email: 'maya@example.com', displayName: 'M' }),
    );
    expect(loginResponse.parse(await maya.json()).data.loggedInUser.userName).toBe('maya');

    const newbie = await google(
      buildGoogleTestCredential({ email: 'newbie@example.com', displayName: 'Noah Newman' }),
    );
    expect(loginResponse.parse(await newbie.json()).data.loggedInUser.isVerified).toBe(true);
    expect((await passwordLogin('newbie', 'travel123')).status).toBe(200);
  });

  it('ends the previous session of the browser, as login does', async () => {
    const before = await login(api, 'maya');
    const response = await google(
      buildGoogleTestCredential({ email: 'maya@example.com', displayName: 'Maya' }),
      { cookie: before.cookie },
    );
    expect(response.status).toBe(200);
    const stale = await fetch(url(paths.refreshToken), {
      method: 'POST',
      headers: { cookie: before.cookie },
    });
    expect(stale.status).toBe(401);
    const fresh = cookieFrom(onlySetCookie(response));
    const rotated = await fetch(url(paths.refreshToken), {
      method: 'POST',
      headers: { cookie: fresh },
    });
    expect(rotated.status).toBe(200);
  });

  it('refuses anything but a well-formed test credential with 401', async () => {
    for (const credential of [
      'ya29.a0AfH6SMBrealLookingGoogleToken',
      'mock-google:',
      'mock-google:sam@example.com',
      'mock-google:sam@example.com:',
      'mock-google:not-an-email:Sam',
    ]) {
      await expectRefusal(await google(credential), 401, 'Invalid Google credential');
    }
    await expectRefusal(await google(undefined), 400, 'Google credential is required');
    await expectRefusal(await google(42), 400, 'Google credential is required');
  });
});

describe('profile: update-profile, update-profile-picture, user-location', () => {
  const patchProfile = (body: unknown, headers: HeadersInit) =>
    fetch(url(paths.updateProfile), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const uploadPicture = (picture: Blob | null, headers: HeadersInit) => {
    const form = new FormData();
    if (picture) form.append('profilePic', picture, 'me.png');
    return fetch(url(paths.updateProfilePicture), { method: 'POST', headers, body: form });
  };
  const locate = (query: string, headers: HeadersInit) =>
    fetch(`${url(paths.userLocation)}?${query}`, { headers });
  const currentProfile = async (headers: HeadersInit) =>
    profileResponse.parse(await (await fetch(url(paths.profile), { headers })).json()).data;

  it('update-profile changes the given fields, clears empty ones, keeps the rest', async () => {
    const auth = bearer((await login(api, 'maya')).accessToken);
    const response = await patchProfile(
      {
        firstName: ' Maya ',
        lastName: 'Kulkarni-Rao',
        bio: 'A'.repeat(200),
        socialLinks: { facebook: 'https://facebook.com/maya', instagram: '' },
      },
      auth,
    );
    expect(response.status).toBe(200);
    const body = updatedUserResponse.parse(await response.json());
    expect(userSchema.strict().parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({
      firstName: 'Maya',
      lastName: 'Kulkarni-Rao',
      bio: 'A'.repeat(200),
      socialLinks: { facebook: 'https://facebook.com/maya' },
      location: { city: 'Pune' },
    });
    expect(body.data.socialLinks).not.toHaveProperty('instagram');
    expect(await currentProfile(auth)).toEqual(body.data);

    const cleared = updatedUserResponse.parse(
      await (await patchProfile({ bio: '', socialLinks: null }, auth)).json(),
    ).data;
    expect(cleared).not.toHaveProperty('bio');
    expect(cleared).not.toHaveProperty('socialLinks');
    expect(cleared.firstName).toBe('Maya');
  });

  it("update-profile refuses what breaks the limits, with RESOLUTIONS' texts, and changes nothing", async () => {
    const auth = bearer((await login(api, 'arjun')).accessToken);
    const cases: [unknown, string][] = [
      [{ firstName: 'A'.repeat(16) }, 'First name must be 15 characters or less'],
      [{ lastName: 'B'.repeat(16) }, 'Last name must be 15 characters or less'],
      [{ bio: 'C'.repeat(201) }, 'Bio must be 200 characters or less'],
      [{ socialLinks: { facebook: 'facebook.com/arjun' } }, 'Please enter a valid URL'],
      [{ socialLinks: { instagram: 'javascript:alert(1)' } }, 'Please enter a valid URL'],
      [{ firstName: 'Ok', bio: 'D'.repeat(201) }, 'Bio must be 200 characters or less'],
    ];
    for (const [body, message] of cases) {
      await expectRefusal(await patchProfile(body, auth), 400, message);
    }
    expect((await currentProfile(auth)).firstName).toBe('Arjun');
    expect((await patchProfile({ firstName: 'A'.repeat(15) }, auth)).status).toBe(200);
    await expectRefusal(
      await patchProfile({ bio: 'x' }, {}),
      401,
      'Unauthorized request: no access token',
    );
  });

  it('update-profile-picture stores a new image, serves it, and drops the old one', async () => {
    const auth = bearer((await login(api, 'lena')).accessToken);
    const first = updatedUserResponse.parse(
      await (await uploadPicture(pngFile(), auth)).json(),
    ).data;
    const firstUrl = first.profilePic ?? '';
    expect((await fetch(url(firstUrl))).status).toBe(200);

    const jpeg = new Blob([new Uint8Array([...JPEG_HEAD, 1, 2, 3])], { type: 'image/jpeg' });
    const response = await uploadPicture(jpeg, auth);
    expect(response.status).toBe(200);
    const body = updatedUserResponse.parse(await response.json());
    expect(body.message).toBe('Profile picture updated successfully');
    expect(body.data.profilePic).not.toBe(firstUrl);
    const served = await fetch(url(body.data.profilePic ?? ''));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await currentProfile(auth)).profilePic).toBe(body.data.profilePic);
    await expectRefusal(await fetch(url(firstUrl)), 404, 'Profile picture not found');
  });

  it('update-profile-picture refuses a non-image (415), 2 MB (413), no file (400), no token (401)', async () => {
    const auth = bearer((await login(api, 'lena')).accessToken);
    await expectRefusal(
      await uploadPicture(textPretendingToBePng(), auth),
      415,
      'Please select an image file',
    );
    await expectRefusal(
      await uploadPicture(pngOfSize(TWO_MB), auth),
      413,
      'Image size should be less than 2MB',
    );
    await expectRefusal(await uploadPicture(null, auth), 400, 'Please select an image file');
    expect((await uploadPicture(pngFile(), {})).status).toBe(401);
    expect((await currentProfile(auth)).profilePic).toBeUndefined();
  });

  it('user-location reverse-geocodes with the places catalogue and saves it on the user', async () => {
    const auth = bearer((await login(api, 'arjun')).accessToken);
    const [latitude, longitude] = [48.8584, 2.2945];
    const response = await locate(`latitude=${latitude}&longitude=${longitude}`, auth);
    expect(response.status).toBe(200);
    const body = userLocationResponse.parse(await response.json());
    const place = nearestCity(latitude, longitude);
    if (!place) throw new Error('the catalogue has no city');
    expect(body.userLocation).toMatchObject({
      city: place.city,
      country: place.country,
      latitude,
      longitude,
    });
    // The catalogue's '' (none) is left out rather than sent as an empty name.
    expect(body.userLocation.state).toBe(place.state || undefined);
    expect(body.userLocation.postalCode).toBe(place.postalCode || undefined);
    expect((await currentProfile(auth)).location).toEqual(body.userLocation);
  });

  it('user-location answers 400 for missing, non-numeric or out-of-range coordinates, 401 without a token', async () => {
    const auth = bearer((await login(api, 'arjun')).accessToken);
    const cases: [string, string][] = [
      ['latitude=10', 'Latitude and longitude are required'],
      ['latitude=&longitude=5', 'Latitude and longitude are required'],
      [
        'latitude=abc&longitude=5',
        'Invalid coordinates: latitude and longitude must be valid numbers',
      ],
      [
        'latitude=0x10&longitude=5',
        'Invalid coordinates: latitude and longitude must be valid numbers',
      ],
      [
        'latitude=90.5&longitude=5',
        'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180',
      ],
      [
        'latitude=10&longitude=-181',
        'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180',
      ],
    ];
    for (const [query, message] of cases) {
      await expectRefusal(await locate(query, auth), 400, message);
    }
    expect((await currentProfile(auth)).location).toBeUndefined();
    expect((await locate('latitude=10&longitude=10', {})).status).toBe(401);
  });
});
