import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from '@machines/session/session.machine';
import { forgotPasswordMachine } from '@machines/password-reset/forgot-password.machine';
import { dateRangePickerMachine } from '@machines/trips/date-range-picker.machine';
import { networkQualityMachine } from '@machines/photos/network-quality.machine';

/** One machine the inspector offers: drawn, replayed and simulated with its default fakes. */
export interface CatalogEntry {
  name: string;
  description: string;
  machine: AnyStateMachine;
  /** The machine with its default fakes, and the input a simulation starts from. */
  simulation: () => { machine: AnyStateMachine; input: unknown };
}

const bare = (name: string, description: string, machine: AnyStateMachine, input: unknown): CatalogEntry => ({
  name,
  description,
  machine,
  simulation: () => ({ machine, input }),
});

/** Every machine, by name. */
export const catalog: CatalogEntry[] = [
  bare('session', 'The signed-in session', sessionMachine, { stored: { user: null, accessToken: null } }),
  bare('forgot-password', 'Forgot password', forgotPasswordMachine, undefined),
  bare('date-range-picker', 'Date range picker', dateRangePickerMachine, undefined),
  bare('network-quality', 'Network quality', networkQualityMachine, undefined),
];
