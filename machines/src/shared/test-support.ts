import { SimulatedClock, waitFor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import type { ToastEmitted } from './feedback';

/** Test support shared by the account machines' tests. */

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A promise the test settles when it chooses, to look at the machine while an effect is pending. */
export function deferred<T>(): Deferred<T> {
  const handles: Partial<Pick<Deferred<T>, 'resolve' | 'reject'>> = {};
  const promise = new Promise<T>((resolve, reject) => {
    handles.resolve = resolve;
    handles.reject = reject;
  });
  return {
    promise,
    resolve: (value) => handles.resolve?.(value),
    reject: (error) => handles.reject?.(error),
  };
}

export function simulatedClock(): SimulatedClock {
  const clock = new SimulatedClock();
  clock.set(Date.UTC(2026, 5, 1, 9, 0, 0));
  return clock;
}

/**
 * Moves the clock on one second at a time, as a browser's timers would: a SimulatedClock fires only
 * the timers due when `increment` is called, not those they schedule.
 */
export function advanceSeconds(clock: SimulatedClock, seconds: number): void {
  for (let second = 0; second < seconds; second += 1) clock.increment(1000);
}

/** Collects every `toast` the actor emits, in order. */
export function collectToasts(actor: AnyActorRef): ToastEmitted[] {
  const toasts: ToastEmitted[] = [];
  actor.on('toast', (emitted: ToastEmitted) => {
    toasts.push(emitted);
  });
  return toasts;
}

/** Waits until no effect is under way (the machine's `busy` tag is gone) or the machine is done. */
export const settled = (actor: AnyActorRef) =>
  waitFor(
    actor,
    (snapshot: { status: string; hasTag: (tag: string) => boolean }) =>
      snapshot.status !== 'active' || !snapshot.hasTag('busy'),
  );

/** One way to name a state value: the scenario graph's (`a.b.c,a.d.e`). */
export { statePath } from '../scenarios/machine-graph';

/** An Error with a `code`, as the app's effects reject with (GraphQL code or geolocation code). */
export function codedError(
  message: string,
  code: string | number,
): Error & { code: string | number } {
  return Object.assign(new Error(message), { code });
}
