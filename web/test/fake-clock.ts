import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A fixed clock for component tests whose screens wait on timers (pauses, retries, debounces):
 * timers and Date are fake, so a busy machine cannot make a wait overrun.
 *
 * Testing Library drives fake timers itself when it sees Jest's (`jest.advanceTimersByTime`):
 * `findBy*` and `waitFor` then move the fake clock in 50 ms steps until the screen matches, and
 * their timeout is fake time too. Vitest's timers are the same @sinonjs clock, so a `jest` global
 * with that one function is all it needs. Only timers and Date are faked: React's scheduler and
 * the browser's frames keep running as in every other test.
 *
 * Call inside a `describe` (or at the top of a file): each test starts at `now`.
 */
export function withFakeClock(now: Date | string = '2026-06-10T09:00:00Z') {
  beforeEach(() => startFakeClock(now));
  afterEach(stopFakeClock);
}

/**
 * The fake clock of `withFakeClock`, started midway through a test: the steps before it (opening
 * popovers, picking dates) run on real timers, the waits after it on fake ones. Pair with
 * `afterEach(stopFakeClock)`.
 */
export function startFakeClock(now: Date | string | number) {
  vi.useFakeTimers({
    now: new Date(now),
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  // Each test gets its own driver. A `waitFor` left running by a test that timed out would
  // otherwise drive the next test's clock forever (its own timeout was on the old clock): its
  // stale driver throws instead, which ends that loop.
  const driver = {
    advanceTimersByTime: (ms: number) => {
      if (globalThis.jest !== driver) throw new Error('waitFor outlived its test');
      vi.advanceTimersByTime(ms);
    },
  };
  vi.stubGlobal('jest', driver);
}

export function stopFakeClock() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

declare global {
  /** Testing Library's sign of fake timers (see withFakeClock); unset outside those tests. */
  var jest: { advanceTimersByTime: (ms: number) => void } | undefined;
}

/** A user-event session whose pauses between actions run on the fake clock. */
export function fakeClockUser() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/**
 * Whether the promise has settled by now, on fake timers: after the microtasks queued so far and the
 * timers due at this instant.
 */
export async function settledByNow(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}
