import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@contract/account-messages';
import { paths } from '@contract/paths';
import { OTP_MAX_FAILED_ATTEMPTS, OTP_RESEND_COOLDOWN_MS } from '../constants';
import { setupMockApi } from '../node';
import type { MockApi } from '../node';
import { CODE_CHECK_ADDRESS_MAX_FAILURES, throttleMessage } from './attempt-throttle';

/**
 * OTP and reset-code checks over REST (issue 17): wrong tries count per code, a resend starts a fresh
 * count and its right code is accepted; one address guessing across many codes is stopped.
 */

const START = Date.parse('2026-03-10T09:00:00Z');
let clock = START;
let mock: MockApi;
beforeAll(async () => {
  mock = await setupMockApi({ dbOptions: { now: () => clock, dataFile: null } });
  mock.listen();
});
afterEach(async () => {
  clock = START;
  await mock.reset();
});
afterAll(() => mock.close());

const ADDRESS = '203.0.113.40';

async function post(path: string, body: object, address = ADDRESS) {
  const response = await fetch(`${mock.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { message: string };
  return { status: response.status, message: answer.message };
}

async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${mock.baseUrl}/__mock/mailbox?email=${email}`);
  const [newest] = (await response.json()) as { code: string | null }[];
  if (!newest?.code) throw new Error(`no code mailed to ${email}`);
  return newest.code;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each([
  {
    kind: 'e-mail verification',
    email: 'newbie@example.com',
    send: (email: string) => post(paths.resendOtp, { email }),
    verify: (email: string, otp: string, address?: string) =>
      post(paths.verifyOtp, { email, otp }, address),
  },
  {
    kind: 'password reset',
    email: 'maya@example.com',
    send: (email: string) => post(paths.resendPasswordResetOtp, { email }),
    verify: (email: string, otp: string, address?: string) =>
      post(paths.verifyPasswordResetOtp, { email, otp }, address),
  },
])('$kind code checks', ({ email, send, verify }) => {
  it('void a code after 5 wrong tries, saying so; a resend gives a fresh count and its right code is accepted', async () => {
    expect((await send(email)).status).toBe(200);
    const first = await latestCode(email);
    for (let attempt = 1; attempt < OTP_MAX_FAILED_ATTEMPTS; attempt += 1) {
      expect(await verify(email, wrongOf(first))).toEqual({
        status: 400,
        message: accountMessages.otpWrong(OTP_MAX_FAILED_ATTEMPTS - attempt),
      });
    }
    const voided = { status: 429, message: accountMessages.otpTooManyAttempts };
    expect(await verify(email, wrongOf(first))).toEqual(voided);
    // Void means void: the right code of that issue is refused too.
    expect(await verify(email, first)).toEqual(voided);

    clock += OTP_RESEND_COOLDOWN_MS;
    expect((await send(email)).status).toBe(200);
    const second = await latestCode(email);
    // A fresh count: a wrong try has all but one of its tries left, then the right code passes.
    expect(await verify(email, wrongOf(second))).toEqual({
      status: 400,
      message: accountMessages.otpWrong(OTP_MAX_FAILED_ATTEMPTS - 1),
    });
    expect((await verify(email, second)).status).toBe(200);
  });
});

describe('code checks per client address', () => {
  it(`refuse an address after ${CODE_CHECK_ADDRESS_MAX_FAILURES} wrong tries across e-mails with 429; another address is not held up`, async () => {
    const emails = [
      'maya@example.com',
      'arjun@example.com',
      'lena@example.com',
      'admin@example.com',
    ];
    const codes = new Map<string, string>();
    for (const email of emails) {
      await post(paths.forgotPassword, { email });
      codes.set(email, await latestCode(email));
    }
    let wrongTries = 0;
    for (const email of emails) {
      for (let attempt = 0; attempt < OTP_MAX_FAILED_ATTEMPTS; attempt += 1) {
        await post(paths.verifyPasswordResetOtp, {
          email,
          otp: wrongOf(codes.get(email) ?? '000000'),
        });
        wrongTries += 1;
      }
    }
    expect(wrongTries).toBe(CODE_CHECK_ADDRESS_MAX_FAILURES);

    clock += OTP_RESEND_COOLDOWN_MS;
    await post(paths.resendPasswordResetOtp, { email: 'maya@example.com' });
    const fresh = await latestCode('maya@example.com');
    expect(
      await post(paths.verifyPasswordResetOtp, { email: 'maya@example.com', otp: fresh }),
    ).toEqual({ status: 429, message: throttleMessage(14) });
    expect(
      (
        await post(
          paths.verifyPasswordResetOtp,
          { email: 'maya@example.com', otp: fresh },
          '198.51.100.77',
        )
      ).status,
    ).toBe(200);
  });
});
