import type { AnyStateMachine } from 'xstate';
import { createFakeKit, createFakeRuntime } from './fake-effects';
import type { FakeKit, FakeRuntime } from './fake-effects';
import type { Fakes } from './scenario-schema';

/** The default simulated start of every scenario: 1 June 2026, 09:00 UTC. */
export const SCENARIO_EPOCH = Date.UTC(2026, 5, 1, 9, 0, 0);

/** One machine as QA replays it: the app's machine, and the same machine with a file's fakes. */
export interface RegisteredMachine {
  name: string;
  description: string;
  /** The machine the app runs, built by the same factory the web uses (default fakes inside). */
  machine: AnyStateMachine;
  /** The effects a file can answer, in the order the factory takes them. */
  effects: readonly string[];
  /** Answers used for an effect the file does not name. */
  defaultFakes: Fakes;
  /** The input used when the file gives none. */
  defaultInput: unknown;
  /** The app's machine with its effects answered from `fakes`, on the runtime's simulated clock. */
  withFakes(fakes: Fakes, runtime?: FakeRuntime): AnyStateMachine;
  /** The input as the machine takes it: the file's JSON plus what JSON cannot hold (the clock). */
  inputFor(input: unknown, runtime: FakeRuntime): unknown;
}

export interface MachineRegistration {
  name: string;
  description: string;
  effects: readonly string[];
  defaultFakes?: Fakes;
  defaultInput?: unknown;
  /** Builds the machine with the app's factory, each effect a fake from the kit. */
  build: (kit: FakeKit) => AnyStateMachine;
  inputFor?: (input: unknown, runtime: FakeRuntime) => unknown;
}

export function registerMachine(registration: MachineRegistration): RegisteredMachine {
  const defaultFakes = registration.defaultFakes ?? {};
  const withFakes = (fakes: Fakes, runtime = createFakeRuntime(SCENARIO_EPOCH)) =>
    registration.build(createFakeKit({ ...defaultFakes, ...fakes }, runtime));
  return {
    name: registration.name,
    description: registration.description,
    machine: withFakes({}),
    effects: registration.effects,
    defaultFakes,
    defaultInput: registration.defaultInput,
    withFakes,
    inputFor: registration.inputFor ?? ((input) => input),
  };
}
