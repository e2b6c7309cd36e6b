import { SimulatedClock, createActor, waitFor } from 'xstate';
import type { AnyStateMachine, EventFrom, InputFrom } from 'xstate';
import { answerFrom, statePath } from '../../shared/scenario';
import type { EffectAnswer, ScenarioInspector, ScenarioStep } from '../../shared/scenario';

/**
 * Named runs of the collaborators and sharing machines for QA to replay in an inspector
 * (`replayCollaboratorsScenario(sharingScenarioMachine, scenario, { inspect })`). As the trip
 * machines' replay (trips/scenarios/replay-trip-scenario.ts), and it also records what these
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
  const clock = new SimulatedClock();
  clock.set(Date.UTC(2026, 5, 1, 9, 0, 0));
  const visitedStates = new Set<string>();
  const emitted: string[] = [];
  const { inspect } = options;
  const actor = createActor(machine.create(effects) as AnyStateMachine, {
    input: scenario.input,
    clock,
    inspect: (event) => {
      const { snapshot } = event as { snapshot?: object };
      if (
        event.actorRef.sessionId === event.rootId &&
        snapshot !== undefined &&
        'value' in snapshot
      ) {
        visitedStates.add(statePath(snapshot.value));
      }
      if (typeof inspect === 'function') inspect(event);
      else inspect?.next?.(event);
    },
  });
  actor.on('*', (event: Emitted) => emitted.push(describeEmitted(event)));
  actor.start();
  visitedStates.add(statePath(actor.getSnapshot().value));
  for (const step of scenario.steps) {
    if ('send' in step) actor.send(step.send);
    else for (let second = 0; second < step.advanceSeconds; second += 1) clock.increment(1000);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  }
  const state = statePath(actor.getSnapshot().value);
  actor.stop();
  return { state, emitted, calls, visitedStates };
}
