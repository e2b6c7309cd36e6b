import type { AnyStateMachine, EventFrom, InputFrom } from 'xstate';
import { answerFrom, replaySteps, statePath } from '../../shared/scenario';
import type { EffectAnswer, ScenarioInspector, ScenarioStep } from '../../shared/scenario';

/**
 * Named runs of the collaborators and sharing machines for QA to replay in an inspector
 * (`replayCollaboratorsScenario(sharingScenarioMachine, scenario, { inspect })`). Built on the
 * shared `replaySteps` (shared/scenario.ts), like the trip machines' replay; it also reports what these
 * machines emit besides toasts: browser alerts and leaving the trip.
 */

type Effect = (input: never) => Promise<unknown>;

export interface CollaboratorsScenario<TMachine extends AnyStateMachine, TEffects> {
  name: string;
  input: InputFrom<TMachine>;
  answers: { [K in keyof TEffects]?: EffectAnswer<Awaited<ReturnType<TEffects[K] & Effect>>>[] };
  steps: ScenarioStep<EventFrom<TMachine>>[];
  expected: {
    /** The state at the end (dotted path; parallel regions joined by commas). */
    state: string;
    /** What the machine emitted, in order: `toast: text`, `alert: text`, `left`. */
    emitted: string[];
    /** How often each effect was called (those not named: never). */
    calls: { [K in keyof TEffects]?: number };
  };
}

export interface CollaboratorsScenarioMachine<TMachine extends AnyStateMachine, TEffects> {
  create: (effects: TEffects) => TMachine;
  effects: readonly (keyof TEffects & string)[];
}

export interface CollaboratorsReplay {
  state: string;
  emitted: string[];
  calls: Record<string, unknown[]>;
  visitedStates: Set<string>;
}

type Emitted = { type: 'toast' | 'alert'; message: string } | { type: 'left' };
const describeEmitted = (event: Emitted) =>
  event.type === 'left' ? 'left' : `${event.type}: ${event.message}`;

export async function replayCollaboratorsScenario<TMachine extends AnyStateMachine, TEffects>(
  machine: CollaboratorsScenarioMachine<TMachine, TEffects>,
  scenario: CollaboratorsScenario<TMachine, TEffects>,
  options: { inspect?: ScenarioInspector } = {},
): Promise<CollaboratorsReplay> {
  const calls: Record<string, unknown[]> = {};
  const answers: Record<string, EffectAnswer<unknown>[] | undefined> = scenario.answers;
  const effects = Object.fromEntries(
    machine.effects.map((name) => {
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
    machine.create(effects) as AnyStateMachine,
    scenario.input,
    scenario.steps,
    options.inspect,
  );
  const state = statePath(replay.snapshot.value);
  const emitted = (replay.emitted as Emitted[]).map(describeEmitted);
  return { state, emitted, calls, visitedStates: replay.visitedStates };
}
