import { ApiError } from '../handlers/respond';

/**
 * Failed sign-in, OTP and reset-code checks, counted per key (a user name, an e-mail, a client
 * address): after MAX_FAILURES within WINDOW_MS the key is refused with 429 until its oldest
 * failure leaves the window (issue 17: about 150 password guesses a second were possible).
 * In memory only; POST /__mock/reset clears it with the rest of the data.
 */
export const THROTTLE_MAX_FAILURES = 5;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Wrong OTP and reset-code tries per client address in the window, across codes. Each code dies
 * after its own 5 wrong tries (OTP_MAX_FAILED_ATTEMPTS) and a resend starts a fresh count, so a
 * person who voids a code and asks for another must still get in: the address allows four codes'
 * worth, which stops one address spraying guesses over many e-mails.
 */
export const CODE_CHECK_ADDRESS_MAX_FAILURES = 20;

export const throttleMessage = (minutes: number) =>
  `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

export interface AttemptThrottle {
  /** Throws 429 when any key has used up its failures (THROTTLE_MAX_FAILURES unless given). */
  check(keys: readonly string[], maxFailures?: number): void;
  recordFailure(keys: readonly string[]): void;
  /** A success forgets the key's failures (the user name's; an address keeps its count). */
  forget(key: string): void;
  reset(): void;
}

export function createAttemptThrottle(now: () => number): AttemptThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - THROTTLE_WINDOW_MS;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    check(keys, maxFailures = THROTTLE_MAX_FAILURES) {
      for (const key of keys) {
        const times = recent(key);
        if (times.length < maxFailures) continue;
        const oldest = times[times.length - maxFailures] ?? now();
        const waitMs = oldest + THROTTLE_WINDOW_MS - now();
        throw new ApiError(429, throttleMessage(Math.max(1, Math.ceil(waitMs / 60_000))));
      }
    },
    recordFailure(keys) {
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    forget(key) {
      failures.delete(key);
    },
    reset() {
      failures.clear();
    },
  };
}

/**
 * The caller's address: the first X-Forwarded-For entry (the gateway sets it from its socket), else
 * one shared bucket for callers that name none.
 */
export function clientAddressOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',', 1)[0]?.trim();
  return forwarded ? forwarded : 'unknown';
}
