import { vi } from 'vitest';
import type { Mock } from 'vitest';
import { createActor } from 'xstate';
import type { Actor, AnyStateMachine, InputFrom, SimulatedClock } from 'xstate';
import type { ToastEmitted } from '../shared/feedback';
import { collectToasts, simulatedClock } from '../shared/test-support';
import { REREAD_DELAYS_MS } from './constants';
import type { RereadTrip } from './trip';

/**
 * Test support for the trip machines: fakes of a machine's effects (built into the machine the way
 * the app builds its own, `createXMachine(effects)`), and a started actor on a simulated clock.
 */

type Effect = (input: never) => Promise<unknown>;

/** Every effect a `vi.fn` that fails unless the test says how it answers. */
export type FakeEffects<TEffects extends Record<keyof TEffects, Effect>> = {
  [K in keyof TEffects]: Mock<TEffects[K]>;
};

export function fakeEffects<TEffects extends Record<keyof TEffects, Effect>>(
  names: readonly (keyof TEffects & string)[],
): FakeEffects<TEffects> {
  const fakes = Object.fromEntries(
    names.map((name) => [
      name,
      vi.fn(() => Promise.reject(new Error(`test: unexpected call of ${name}`))),
    ]),
  );
  // Each fake takes the place of the effect of its name; the tests say how it answers.
  return fakes as unknown as FakeEffects<TEffects>;
}

export interface StartedMachine<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  clock: SimulatedClock;
  toasts: ToastEmitted[];
}

/** A started actor of `machine` on a simulated clock, collecting its toasts. */
export function startMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input?: InputFrom<TMachine>,
): StartedMachine<TMachine> {
  const clock = simulatedClock();
  // createActor's overloads cannot follow a generic machine; the actor is the machine's.
  const actor = createActor(machine as AnyStateMachine, { input, clock }) as Actor<TMachine>;
  const toasts = collectToasts(actor);
  actor.start();
  return { actor, clock, toasts };
}

/** Toasts as `kind: message`, easy to compare. */
export const toastTexts = (toasts: readonly ToastEmitted[]) =>
  toasts.map((toast) => `${toast.kind}: ${toast.message}`);

/** A re-read trip (issue 17 "Writes are safe to retry") holding only what a test gives it. */
export const rereadTrip = (parts: Partial<RereadTrip> = {}): RereadTrip => ({
  destinations: [],
  itineraryDays: [],
  checklist: [],
  ...parts,
});

/** The gateway's answer when the REST server did not answer within its deadline. */
export const upstreamTimeout = () =>
  Object.assign(new Error('The server did not answer within 10 seconds. Please try again.'), {
    code: 'UPSTREAM_TIMEOUT',
  });

/** A refusal without a message of its own (the server said no: nothing to check). */
export const refusedWithoutMessage = () => Object.assign(new Error(''), { code: 'BAD_USER_INPUT' });

/** Lets answered effects reach the machine (a few turns of the microtask queue). */
export async function answered(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

/**
 * Lets the re-reads after a lost answer run: each pause of REREAD_DELAYS_MS passes on the simulated
 * clock once the last re-read has answered.
 */
export async function passRereadPauses(clock: SimulatedClock): Promise<void> {
  for (const pauseMs of REREAD_DELAYS_MS) {
    await answered();
    clock.increment(pauseMs);
  }
  await answered();
}
