import type { AnyStateMachine, EventFrom, InputFrom } from 'xstate';
import { answerFrom, replaySteps } from '../../shared/scenario';
import type {
  EffectAnswer,
  ScenarioInspector,
  ScenarioReplay,
  ScenarioStep,
} from '../../shared/scenario';

/**
 * Named runs of the trip machines for QA to replay in an inspector
 * (`replayTripScenario(tripScenarioMachines.checklist, scenario, { inspect })`). Each effect answers
 * from `answers` in call order; a step waits until nothing is in flight; time passes only in
 * `advanceSeconds` steps. The machine is built exactly as the app builds it,
 * `createXMachine(effects)`, with effects that answer from the scenario instead of the gateway.
 */

type Effect = (input: never) => Promise<unknown>;

export interface TripScenario<TMachine extends AnyStateMachine, TEffects> {
  name: string;
  input?: InputFrom<TMachine>;
  answers: { [K in keyof TEffects]?: EffectAnswer<Awaited<ReturnType<TEffects[K] & Effect>>>[] };
  steps: ScenarioStep<EventFrom<TMachine>>[];
  expected: {
    /** The state at the end (dotted path). */
    state: string;
    /** The kinds with an error, and its text. */
    errors: Record<string, string>;
    /** Toast texts in order. */
    toasts: string[];
    /** How often each effect was called (those not named: never). */
    calls: { [K in keyof TEffects]?: number };
  };
}

/** How to build one machine from its effects, and the names of those effects. */
export interface TripScenarioMachine<TMachine extends AnyStateMachine, TEffects> {
  create: (effects: TEffects) => TMachine;
  effects: readonly (keyof TEffects & string)[];
}

export interface TripScenarioReplay<
  TMachine extends AnyStateMachine,
> extends ScenarioReplay<TMachine> {
  /** Inputs each effect was called with, in order. */
  calls: Record<string, unknown[]>;
}

export async function replayTripScenario<TMachine extends AnyStateMachine, TEffects>(
  machine: TripScenarioMachine<TMachine, TEffects>,
  scenario: TripScenario<TMachine, TEffects>,
  options: { inspect?: ScenarioInspector } = {},
): Promise<TripScenarioReplay<TMachine>> {
  const calls: Record<string, unknown[]> = {};
  const answers: Record<string, EffectAnswer<unknown>[] | undefined> = scenario.answers;
  const effects = Object.fromEntries(
    machine.effects.map((name) => {
      // A copy per replay, so the scenario stays replayable.
      const remaining = [...(answers[name] ?? [])];
      calls[name] = [];
      return [
        name,
        (input: unknown) => {
          calls[name]?.push(input);
          return answerFrom(remaining, name);
        },
      ];
    }),
  ) as TEffects;
  const replay = await replaySteps(
    machine.create(effects),
    scenario.input,
    scenario.steps,
    options.inspect,
  );
  return { ...replay, calls };
}
