import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { buildGoogleTestCredential } from '@contract/google-test-credential';
import { SEED_PASSWORD, accountMessages, messages } from '@mocks/constants';
import { setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { startGateway } from '../../testing/gateway-harness';
import type { GraphqlAnswer, RunningGateway } from '../../testing/gateway-harness';
import { graphqlMultipart } from '../../testing/multipart-request';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      email
    }
  }
`;
const VERIFY_EMAIL = /* GraphQL */ `
  mutation VerifyEmail($email: String!, $otp: String!) {
    verifyEmail(email: $email, otp: $otp) {
      message
    }
  }
`;
const RESEND_VERIFICATION = /* GraphQL */ `
  mutation ResendVerificationCode($email: String!) {
    resendVerificationCode(email: $email) {
      message
    }
  }
`;
const REQUEST_RESET = /* GraphQL */ `
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`;
const VERIFY_RESET_CODE = /* GraphQL */ `
  mutation VerifyPasswordResetCode($email: String!, $otp: String!) {
    verifyPasswordResetCode(email: $email, otp: $otp) {
      resetToken
    }
  }
`;
const RESET_PASSWORD = /* GraphQL */ `
  mutation ResetPassword($resetToken: String!, $newPassword: String!) {
    resetPassword(resetToken: $resetToken, newPassword: $newPassword) {
      message
    }
  }
`;
const RESEND_RESET_CODE = /* GraphQL */ `
  mutation ResendPasswordResetCode($email: String!) {
    resendPasswordResetCode(email: $email) {
      message
    }
  }
`;
const LOGIN = /* GraphQL */ `
  mutation Login($userName: String!, $password: String!) {
    login(userName: $userName, password: $password) {
      accessToken
      user {
        id
        userName
        email
        isVerified
      }
    }
  }
`;
const GOOGLE_LOGIN = /* GraphQL */ `
  mutation GoogleLogin($credential: String!) {
    googleLogin(credential: $credential) {
      accessToken
      user {
        id
        email
        firstName
        lastName
        isVerified
      }
    }
  }
`;
const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      firstName
      lastName
      bio
      socialLinks {
        facebook
        instagram
      }
    }
  }
`;
const UPDATE_PICTURE = /* GraphQL */ `
  mutation UpdateProfilePicture($file: Upload!) {
    updateProfilePicture(file: $file) {
      id
      profilePic
    }
  }
`;
const UPDATE_LOCATION = /* GraphQL */ `
  mutation UpdateMyLocation($latitude: Float!, $longitude: Float!) {
    updateMyLocation(latitude: $latitude, longitude: $longitude) {
      city
      state
      country
      latitude
      longitude
    }
  }
`;
const ME_LOCATION = /* GraphQL */ `
  query MeLocation {
    me {
      profilePic
      location {
        city
        country
      }
    }
  }
`;

interface LoginData {
  login: {
    accessToken: string;
    user: { id: string; userName: string; email: string; isVerified: boolean };
  };
}
/** The data of a mutation `field` that answers an ActionResult. */
type MessageData<Field extends string> = Record<Field, { message: string }>;

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);
const MB = 1024 * 1024;

const pngFile = () => new Blob([PNG], { type: 'image/png' });
/** `size` bytes that start like a PNG (only the magic bytes are looked at). */
function pngOfSize(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, 8));
  return new Blob([bytes], { type: 'image/png' });
}
/** A text file a browser would declare as image/png because of its name. */
const textNamedPng = () =>
  new Blob(['this is plain text, not an image at all'], { type: 'image/png' });

let mock: MockApi;
let gateway: RunningGateway;

beforeAll(async () => {
  mock = await setupMockApi();
  mock.listen();
  gateway = await startGateway({ apiBaseUrl: mock.baseUrl });
});
afterEach(async () => {
  await mock.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

/** The /api/v1 calls the mock served since the last reset, as `METHOD path`. */
const upstreamCalls = () =>
  mock.control.requests().map((entry) => `${entry.method} ${entry.path.split('?')[0] ?? ''}`);

function latestCode(email: string): string {
  const code = mock.db.mailbox.list(email)[0]?.code;
  if (!code) throw new Error(`No code in the mailbox of ${email}`);
  return code;
}

function firstError(answer: GraphqlAnswer<unknown>) {
  expect(answer.errors, 'expected a GraphQL error').toBeDefined();
  return answer.errors?.[0];
}

async function logIn(userName: string, password: string) {
  return gateway.graphql<LoginData>(LOGIN, { userName, password });
}

async function bearerOf(userName: string, password = SEED_PASSWORD) {
  const answer = await logIn(userName, password);
  const token = answer.data?.login.accessToken;
  if (!token) throw new Error(`Could not log in as ${userName}`);
  return { authorization: `Bearer ${token}` };
}

function register(
  fields: { userName: string; email: string; password: string },
  picture: Blob,
  fileName = 'me.png',
) {
  return graphqlMultipart<{ register: { message: string; email: string } }>(
    gateway.url,
    REGISTER,
    { input: { ...fields, profilePic: null } },
    [{ path: 'variables.input.profilePic', file: picture, fileName }],
  );
}

function updatePicture(file: Blob, headers: Record<string, string>, fileName = 'me.png') {
  return graphqlMultipart<{ updateProfilePicture: { id: string; profilePic: string | null } }>(
    gateway.url,
    UPDATE_PICTURE,
    { file: null },
    [{ path: 'variables.file', file, fileName }],
    { headers },
  );
}

const sam = { userName: 'sam', email: 'Sam@Example.com', password: 'secret1' };

describe('Mutation.register and verifyEmail', () => {
  it('registers with a picture, mails a code, verifies with it, then login works', async () => {
    const registered = await register(sam, pngFile());
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.register).toEqual({
      message: 'Registration successful! Please check your email for OTP verification.',
      email: 'sam@example.com',
    });
    // Not signed in: no token in the answer and no refresh cookie.
    expect(registered.setCookies).toEqual([]);
    expect(upstreamCalls()).toEqual([`POST ${paths.register}`]);

    const beforeVerifying = await logIn('sam', 'secret1');
    expect(firstError(beforeVerifying)?.message).toBe(messages.emailNotVerified);

    const verified = await gateway.graphql<MessageData<'verifyEmail'>>(VERIFY_EMAIL, {
      email: 'sam@example.com',
      otp: latestCode('sam@example.com'),
    });
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyEmail).toEqual({ message: accountMessages.emailVerified });

    const loggedIn = await logIn('sam', 'secret1');
    expect(loggedIn.errors).toBeUndefined();
    expect(loggedIn.data?.login.user).toMatchObject({
      userName: 'sam',
      email: 'sam@example.com',
      isVerified: true,
    });
  });

  it('forwards the picture as multipart profilePic: the stored bytes are the uploaded ones', async () => {
    await register(sam, pngFile());
    await gateway.graphql(VERIFY_EMAIL, {
      email: 'sam@example.com',
      otp: latestCode('sam@example.com'),
    });
    const headers = await bearerOf('sam', 'secret1');
    const me = await gateway.graphql<{ me: { profilePic: string } }>(ME_LOCATION, {}, headers);
    expect(me.data?.me.profilePic).toMatch(/^\/photos\/profile-pictures\/[\w-]+$/);

    const image = await fetch(`${gateway.url}${me.data?.me.profilePic ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a text file named .png at the gateway, without any upstream call', async () => {
    const answer = await register(sam, textNamedPng(), 'holiday.png');
    expect(answer.data).toBeNull();
    expect(firstError(answer)).toMatchObject({
      message: 'Please select an image file',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(upstreamCalls()).toEqual([]);
    expect(mock.db.users.findByEmail('sam@example.com')).toBeUndefined();
  });

  it.each([
    ['exactly 2 MB', 2 * MB],
    ['above the parser’s 5 MB cap', 6 * MB],
  ])('refuses a picture of %s at the gateway, without any upstream call', async (_label, size) => {
    const answer = await register(sam, pngOfSize(size));
    expect(firstError(answer)).toMatchObject({
      message: 'Image size should be less than 2MB',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(upstreamCalls()).toEqual([]);
  });

  it('relays the server message for a taken user name', async () => {
    const answer = await register({ ...sam, userName: 'maya' }, pngFile());
    expect(firstError(answer)).toMatchObject({
      message: accountMessages.userNameTaken,
      extensions: { code: 'CONFLICT', upstreamStatus: 409 },
    });
  });

  it('relays the server message for a taken e-mail', async () => {
    const answer = await register({ ...sam, email: 'maya@example.com' }, pngFile());
    expect(firstError(answer)?.message).toBe(accountMessages.emailTaken);
  });

  it('relays a wrong code with the attempts left', async () => {
    await register(sam, pngFile());
    const code = latestCode('sam@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await gateway.graphql(VERIFY_EMAIL, { email: 'sam@example.com', otp: wrong });
    expect(firstError(answer)).toMatchObject({
      message: accountMessages.otpWrong(4),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('relays the 60 s resend refusal (429) as BAD_USER_INPUT', async () => {
    await register(sam, pngFile());
    const answer = await gateway.graphql(RESEND_VERIFICATION, { email: 'sam@example.com' });
    expect(firstError(answer)).toMatchObject({
      message: expect.stringMatching(/^Please wait \d+ seconds? before requesting a new code\.$/),
      extensions: { code: 'BAD_USER_INPUT', upstreamStatus: 429 },
    });
  });

  it('refuses a multipart request without the preflight header (CSRF), never reaching upstream', async () => {
    const answer = await graphqlMultipart(
      gateway.url,
      REGISTER,
      { input: { ...sam, profilePic: null } },
      [{ path: 'variables.input.profilePic', file: pngFile(), fileName: 'me.png' }],
      { withPreflight: false },
    );
    expect(answer.status).toBe(400);
    expect(firstError(answer)?.message).toMatch(/Cross-Site Request Forgery/);
    expect(upstreamCalls()).toEqual([]);
  });

  it('refuses an Upload variable sent as plain JSON (no file)', async () => {
    const answer = await gateway.graphql(REGISTER, {
      input: { ...sam, profilePic: 'not-a-file' },
    });
    expect(firstError(answer)?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(upstreamCalls()).toEqual([]);
  });
});

describe('password reset', () => {
  it('forgot → code → verify → reset → login with the new password; the token is single-use', async () => {
    const requested = await gateway.graphql<MessageData<'requestPasswordReset'>>(REQUEST_RESET, {
      email: 'maya@example.com',
    });
    expect(requested.data?.requestPasswordReset).toEqual({
      message: accountMessages.resetCodeSent,
    });

    const verified = await gateway.graphql<{ verifyPasswordResetCode: { resetToken: string } }>(
      VERIFY_RESET_CODE,
      { email: 'maya@example.com', otp: latestCode('maya@example.com') },
    );
    expect(verified.errors).toBeUndefined();
    const resetToken = verified.data?.verifyPasswordResetCode.resetToken ?? '';
    expect(resetToken).not.toBe('');

    const reset = await gateway.graphql<MessageData<'resetPassword'>>(RESET_PASSWORD, {
      resetToken,
      newPassword: 'new-secret9',
    });
    expect(reset.data?.resetPassword).toEqual({ message: accountMessages.passwordReset });

    expect((await logIn('maya', 'new-secret9')).data?.login.user.userName).toBe('maya');
    expect(firstError(await logIn('maya', SEED_PASSWORD))?.message).toBe(
      messages.invalidCredentials,
    );

    const reused = await gateway.graphql(RESET_PASSWORD, {
      resetToken,
      newPassword: 'another-secret9',
    });
    expect(firstError(reused)).toMatchObject({
      message: accountMessages.resetTokenUsed,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers the same message for an unknown e-mail', async () => {
    const answer = await gateway.graphql<MessageData<'requestPasswordReset'>>(REQUEST_RESET, {
      email: 'nobody@example.com',
    });
    expect(answer.data?.requestPasswordReset).toEqual({
      message: accountMessages.resetCodeSent,
    });
  });

  it('relays the resend cooldown of the reset code', async () => {
    await gateway.graphql(REQUEST_RESET, { email: 'maya@example.com' });
    const answer = await gateway.graphql(RESEND_RESET_CODE, { email: 'maya@example.com' });
    expect(firstError(answer)?.extensions?.upstreamStatus).toBe(429);
  });
});

describe('Mutation.googleLogin with the mock test-mode credential', () => {
  it('creates a verified account on first use and signs into the same one later', async () => {
    const credential = buildGoogleTestCredential({
      email: 'sam.rivera@example.com',
      displayName: 'Sam Rivera',
    });
    const first = await gateway.graphql<{
      googleLogin: { accessToken: string; user: Record<string, unknown> };
    }>(GOOGLE_LOGIN, { credential });
    expect(first.errors).toBeUndefined();
    expect(first.data?.googleLogin.user).toMatchObject({
      email: 'sam.rivera@example.com',
      firstName: 'Sam',
      lastName: 'Rivera',
      isVerified: true,
    });
    expect(first.setCookies).toHaveLength(1);

    const second = await gateway.graphql<{ googleLogin: { user: { id: string } } }>(GOOGLE_LOGIN, {
      credential,
    });
    expect(second.data?.googleLogin.user.id).toBe(first.data?.googleLogin.user.id);
  });

  it('refuses a credential that is not a test-mode one', async () => {
    const answer = await gateway.graphql(GOOGLE_LOGIN, { credential: 'ya29.some-google-token' });
    expect(firstError(answer)).toMatchObject({
      message: accountMessages.googleCredentialInvalid,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('profile mutations', () => {
  it('updates names, bio and links; null clears a field, a left-out one stays', async () => {
    const headers = await bearerOf('maya');
    const first = await gateway.graphql<{ updateProfile: Record<string, unknown> }>(
      UPDATE_PROFILE,
      {
        input: {
          firstName: 'Maya',
          lastName: 'Kulkarni',
          bio: 'Chasing monsoon waterfalls.',
          socialLinks: { instagram: 'https://instagram.com/maya' },
        },
      },
      headers,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.updateProfile).toMatchObject({
      firstName: 'Maya',
      lastName: 'Kulkarni',
      bio: 'Chasing monsoon waterfalls.',
      socialLinks: { instagram: 'https://instagram.com/maya' },
    });

    const second = await gateway.graphql<{ updateProfile: Record<string, unknown> }>(
      UPDATE_PROFILE,
      { input: { bio: null } },
      headers,
    );
    expect(second.data?.updateProfile).toMatchObject({ firstName: 'Maya', bio: null });
  });

  it('relays a too-long bio as BAD_USER_INPUT "Bio must be 200 characters or less"', async () => {
    const headers = await bearerOf('maya');
    const answer = await gateway.graphql(
      UPDATE_PROFILE,
      { input: { bio: 'b'.repeat(201) } },
      headers,
    );
    expect(firstError(answer)).toMatchObject({
      message: 'Bio must be 200 characters or less',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('replaces the profile picture, served back through the gateway', async () => {
    const headers = await bearerOf('maya');
    const answer = await updatePicture(pngFile(), headers);
    expect(answer.errors).toBeUndefined();
    const profilePic = answer.data?.updateProfilePicture.profilePic ?? '';
    expect(profilePic).toMatch(/^\/photos\/profile-pictures\/[\w-]+$/);
    expect(upstreamCalls()).toContain(`POST ${paths.updateProfilePicture}`);

    const image = await fetch(`${gateway.url}${profilePic}`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a non-image or a too-large picture without calling update-profile-picture', async () => {
    const headers = await bearerOf('maya');
    const notImage = await updatePicture(textNamedPng(), headers, 'notes.png');
    expect(firstError(notImage)?.message).toBe('Please select an image file');
    const tooLarge = await updatePicture(pngOfSize(2 * MB + 1), headers);
    expect(firstError(tooLarge)?.message).toBe('Image size should be less than 2MB');
    expect(upstreamCalls()).not.toContain(`POST ${paths.updateProfilePicture}`);
  });

  it("sets the location from Pune's coordinates to Pune, India, and saves it", async () => {
    const headers = await bearerOf('arjun');
    const answer = await gateway.graphql<{ updateMyLocation: Record<string, unknown> }>(
      UPDATE_LOCATION,
      { latitude: 18.5204, longitude: 73.8567 },
      headers,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateMyLocation).toMatchObject({
      city: 'Pune',
      country: 'India',
      latitude: 18.5204,
      longitude: 73.8567,
    });
    const me = await gateway.graphql<{ me: { location: unknown } }>(ME_LOCATION, {}, headers);
    expect(me.data?.me.location).toEqual({ city: 'Pune', country: 'India' });
  });

  it('relays out-of-range coordinates as BAD_USER_INPUT', async () => {
    const headers = await bearerOf('maya');
    const answer = await gateway.graphql(UPDATE_LOCATION, { latitude: 91, longitude: 0 }, headers);
    expect(firstError(answer)).toMatchObject({
      message: accountMessages.coordinatesOutOfRange,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    const profile = await gateway.graphql(UPDATE_PROFILE, { input: { bio: 'x' } });
    expect(firstError(profile)?.extensions?.code).toBe('UNAUTHENTICATED');
    const location = await gateway.graphql(UPDATE_LOCATION, { latitude: 18.5, longitude: 73.8 });
    expect(firstError(location)?.extensions?.code).toBe('UNAUTHENTICATED');
    const picture = await updatePicture(pngFile(), {});
    expect(firstError(picture)?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /photos/profile-pictures/:pictureId', () => {
  it('answers 404 for a malformed id without calling upstream', async () => {
    expect((await fetch(`${gateway.url}/photos/profile-pictures/..%2Fsecret`)).status).toBe(404);
    expect(upstreamCalls()).toEqual([]);
  });

  it('answers 404 for an id the REST server does not know', async () => {
    expect((await fetch(`${gateway.url}/photos/profile-pictures/unknown123`)).status).toBe(404);
    expect(upstreamCalls()).toEqual([`GET ${paths.profilePicture}/unknown123`]);
  });
});
