import { SimulatedClock, createActor, waitFor } from 'xstate';
import type { InspectionEvent, Observer, StateValue } from 'xstate';
import { createSessionMachine } from '../session.machine';
import type { PersistedSession, SessionEffects, SessionSnapshot } from '../session.machine';
import type { EffectAnswer, SessionEffectName, SessionScenario } from './session-scenarios';

export interface ScenarioReplay {
  snapshot: SessionSnapshot;
  /** Inputs each effect was called with, in order. */
  calls: Record<SessionEffectName, unknown[]>;
  persisted: PersistedSession[];
  clearedStoredSession: number;
  /** Every state the machine passed through, transient ones included (dotted paths). */
  visitedStates: Set<string>;
}

/** `{ authenticated: 'scheduled' }` → `authenticated.scheduled`. */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${statePath(child)}`))
    .join(',');
}

function answerFrom<T>(answers: EffectAnswer<T>[] | undefined, effect: string): Promise<T> {
  const answer = answers?.shift();
  if (answer === undefined)
    return Promise.reject(new Error(`scenario: no answer left for ${effect}`));
  return 'ok' in answer ? Promise.resolve(answer.ok) : Promise.reject(new Error(answer.fail ?? ''));
}

const isSettled = (snapshot: SessionSnapshot) => !snapshot.hasTag('busy');

/** Replays a scenario on a simulated clock; pass an inspector's `inspect` to watch it. */
export async function replaySessionScenario(
  scenario: SessionScenario,
  options: { inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) } = {},
): Promise<ScenarioReplay> {
  // Copies: answers are used up as effects are called, the scenario stays replayable.
  const answers = {
    login: [...(scenario.answers.login ?? [])],
    googleLogin: [...(scenario.answers.googleLogin ?? [])],
    register: [...(scenario.answers.register ?? [])],
    logout: [...(scenario.answers.logout ?? [])],
    refresh: [...(scenario.answers.refresh ?? [])],
  };
  const calls: ScenarioReplay['calls'] = {
    login: [],
    googleLogin: [],
    register: [],
    logout: [],
    refresh: [],
  };
  const persisted: PersistedSession[] = [];
  let clearedStoredSession = 0;
  const visitedStates = new Set<string>();

  const clock = new SimulatedClock();
  clock.set(scenario.startsAt);
  // The effects the app provides (web/src/actors/session.ts), answered from the scenario.
  const effects: SessionEffects = {
    server: {
      login: (input) => {
        calls.login.push(input);
        return answerFrom(answers.login, 'login');
      },
      googleLogin: (input) => {
        calls.googleLogin.push(input);
        return answerFrom(answers.googleLogin, 'googleLogin');
      },
      register: async (input) => {
        calls.register.push(input);
        await answerFrom(answers.register, 'register');
      },
      logout: async () => {
        calls.logout.push(undefined);
        await answerFrom(answers.logout, 'logout');
      },
      refresh: () => {
        calls.refresh.push(undefined);
        return answerFrom(answers.refresh, 'refresh');
      },
    },
    store: {
      persist: (session) => {
        persisted.push(session);
      },
      clear: () => {
        clearedStoredSession += 1;
      },
    },
    // A scenario step `session.endedElsewhere` stands for another tab; nothing listens here.
    tabs: { announceEnd: () => {}, onEndElsewhere: () => () => {} },
  };
  const machine = createSessionMachine(effects);

  const actor = createActor(machine, {
    input: { stored: scenario.stored, now: () => clock.now() },
    clock,
    logger: () => {}, // 'Logout failed' is expected in some scenarios
    inspect: (event) => {
      if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
        // The session itself, not its effect actors.
        if (event.actorRef.sessionId === event.rootId) {
          visitedStates.add(statePath((event.snapshot as SessionSnapshot).value));
        }
      }
      if (typeof options.inspect === 'function') options.inspect(event);
      else options.inspect?.next?.(event);
    },
  });
  actor.start();
  await waitFor(actor, isSettled);

  for (const step of scenario.steps) {
    if ('send' in step) actor.send(step.send);
    else clock.increment(step.advanceMs);
    await waitFor(actor, isSettled);
  }

  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, calls, persisted, clearedStoredSession, visitedStates };
}
