import { answerFrom, replaySteps } from '../../shared/scenario';
import type {
  EffectAnswer,
  ScenarioInspector,
  ScenarioReplay,
  ScenarioStep,
} from '../../shared/scenario';
import { createSharedTripMachine } from '../shared-trip.machine';
import type {
  SharedTripEffects,
  SharedTripEvent,
  SharedTripFacts,
  SharedTripInput,
  SharedTripMachine,
} from '../shared-trip.machine';

/**
 * Named runs of the shared-trip page's machine for QA to replay in an inspector
 * (`replaySharedTripScenario(scenario, { inspect })`). Each effect answers from `answers` in call
 * order; a step waits until nothing is in flight. The machine is built exactly as the app builds
 * it, `createSharedTripMachine(effects)`, with effects that answer from the scenario.
 */

/** A shared trip as the scenarios load it: the machine's facts and a title to recognise it by. */
export interface ScenarioSharedTrip extends SharedTripFacts {
  title: string;
}

export interface SharedTripScenario {
  name: string;
  input: SharedTripInput;
  answers: {
    loadSharedTrip?: EffectAnswer<ScenarioSharedTrip | null>[];
    joinSharedTrip?: EffectAnswer<string>[];
  };
  steps: ScenarioStep<SharedTripEvent>[];
  expected: {
    /** The state at the end (dotted path). */
    state: string;
    /** The trip at the end: whether the caller is a member, and the travellers (collaborators + 1). */
    member: boolean | null;
    travellers: number | null;
    toasts: string[];
    alerts: string[];
    /** How often the page was told to send a guest to login. */
    signInToJoin: number;
    calls: { loadSharedTrip: number; joinSharedTrip: number };
  };
}

export interface SharedTripReplay extends ScenarioReplay<SharedTripMachine<ScenarioSharedTrip>> {
  alerts: string[];
  signInToJoin: number;
  calls: { loadSharedTrip: number; joinSharedTrip: number };
}

export async function replaySharedTripScenario(
  scenario: SharedTripScenario,
  options: { inspect?: ScenarioInspector } = {},
): Promise<SharedTripReplay> {
  // Copies per replay, so the scenario stays replayable.
  const loads = [...(scenario.answers.loadSharedTrip ?? [])];
  const joins = [...(scenario.answers.joinSharedTrip ?? [])];
  const calls = { loadSharedTrip: 0, joinSharedTrip: 0 };
  const effects: SharedTripEffects<ScenarioSharedTrip> = {
    loadSharedTrip: () => {
      calls.loadSharedTrip += 1;
      return answerFrom(loads, 'loadSharedTrip');
    },
    joinSharedTrip: () => {
      calls.joinSharedTrip += 1;
      return answerFrom(joins, 'joinSharedTrip');
    },
  };
  const machine = createSharedTripMachine(effects);
  // The page loads as it opens: a first step of no time waits for that load.
  const steps = [{ advanceSeconds: 0 }, ...scenario.steps];
  const replay = await replaySteps(machine, scenario.input, steps, options.inspect);
  const alerts = replay.emitted.flatMap((emitted) =>
    emitted.type === 'sharedTrip.alert' && emitted.message !== undefined ? [emitted.message] : [],
  );
  const signInToJoin = replay.emitted.filter(
    (emitted) => emitted.type === 'sharedTrip.signInToJoin',
  ).length;
  return { ...replay, alerts, signInToJoin, calls };
}
