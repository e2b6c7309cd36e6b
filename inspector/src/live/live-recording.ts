import type { StateValue } from 'xstate';
import type { FakeAnswer, Scenario, ScenarioStep } from '@machines/scenarios/scenario-schema';

/**
 * What `/live` carries (the shape @statelyai/inspect's WebSocket inspector sends, which the dev
 * app's reporter copies) and how one recorded actor becomes a scenario file: the events sent to it
 * become `send` steps, the time between them `advance` steps, its effects' answers the fakes.
 */

export interface LiveMessage {
  type: string;
  sessionId: string;
  rootId?: string;
  parentId?: string;
  name?: string;
  /** An invoked effect's implementation name, where the reporter sends it (the dev app does). */
  src?: string;
  createdAt?: string;
  input?: unknown;
  event?: { type: string } & Record<string, unknown>;
  sourceId?: string;
  snapshot?: { value?: StateValue; context?: unknown; status?: string; output?: unknown };
}

/** One actor seen on `/live`, with everything recorded about it. */
export interface LiveActor {
  sessionId: string;
  /** The machine's id (`session`), or the effect's actor id. */
  name: string;
  /** The effect's implementation name (`toggleItem`), when the reporter sent it. */
  src: string | null;
  parentId: string | null;
  input: unknown;
  /** Messages about this actor, in arrival order. */
  messages: LiveMessage[];
  startedAt: number;
}

export function parseLiveMessage(text: string): LiveMessage | null {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || !('type' in data) || !('sessionId' in data)) {
      return null;
    }
    return data as LiveMessage;
  } catch {
    return null;
  }
}

const timeOf = (message: LiveMessage, fallback: number) => {
  const at = Number(message.createdAt);
  return Number.isFinite(at) && at > 0 ? at : fallback;
};

/** Groups messages by actor, in the order the actors appeared. */
export function actorsOf(messages: readonly LiveMessage[]): LiveActor[] {
  const actors = new Map<string, LiveActor>();
  messages.forEach((message, index) => {
    let actor = actors.get(message.sessionId);
    if (!actor) {
      actor = {
        sessionId: message.sessionId,
        name: message.name ?? message.sessionId,
        src: message.src ?? null,
        parentId: message.parentId ?? null,
        input: undefined,
        messages: [],
        startedAt: timeOf(message, index),
      };
      actors.set(message.sessionId, actor);
    }
    if (message.type === '@xstate.actor') {
      actor.name = message.name ?? actor.name;
      actor.src = message.src ?? actor.src;
      actor.parentId = message.parentId ?? actor.parentId;
      actor.input = message.input;
    }
    actor.messages.push(message);
  });
  return [...actors.values()];
}

/** The actor's latest snapshot. */
export function latestSnapshot(actor: LiveActor): LiveMessage['snapshot'] | undefined {
  return actor.messages.findLast((message) => message.snapshot !== undefined)?.snapshot;
}

/** Events sent to the actor from outside (the user, the app), not its own effects' answers. */
export function externalEvents(actor: LiveActor): LiveMessage[] {
  return actor.messages.filter(
    (message) =>
      message.type === '@xstate.event' &&
      message.event !== undefined &&
      !message.event.type.startsWith('xstate.'),
  );
}

/**
 * Builds the scenario a recorded actor replays: `machine` is the registered name, `effects` the
 * effect names the registration answers. Effects answer at once in the file (`afterMs` absent): the
 * state after each step is the state the actor settled in before anything further happened.
 */
export function scenarioFromRecording(
  actor: LiveActor,
  children: readonly LiveActor[],
  machine: string,
  effects: readonly string[],
): Scenario {
  const steps: ScenarioStep[] = [];
  const fakes: Record<string, FakeAnswer[]> = {};
  // An effect is known by its implementation name; an invoke without an id has a generated one.
  const childName = new Map(children.map((child) => [child.sessionId, child.src ?? child.name]));
  const effectOf = (name: string) =>
    effects.find(
      (effect) => name === effect || name.endsWith(`.${effect}`) || name.endsWith(effect),
    );
  let clock = actor.startedAt;
  let pending: ScenarioStep | null = null;
  let lastState: StateValue | undefined;

  const closeStep = () => {
    if (pending && lastState !== undefined) pending.expect = { state: lastState };
    if (pending) steps.push(pending);
    pending = null;
  };

  for (const message of actor.messages) {
    const at = timeOf(message, clock);
    const event = message.event;
    if (message.type === '@xstate.event' && event) {
      const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (done?.[2] !== undefined) {
        const source = (message.sourceId && childName.get(message.sourceId)) || done[2];
        const effect = effectOf(source);
        if (effect) {
          const answer: FakeAnswer =
            done[1] === 'done'
              ? { resolve: event.output }
              : { reject: { message: errorMessageOf(event.error) } };
          (fakes[effect] ??= []).push(answer);
        }
        continue;
      }
      if (event.type.startsWith('xstate.after.')) {
        // A timer fired: the time up to it is one clock step.
        closeStep();
        pending = { advance: Math.max(0, Math.round(at - clock)) };
        clock = at;
        continue;
      }
      if (event.type.startsWith('xstate.')) continue;
      closeStep();
      if (at - clock >= 1) steps.push({ advance: Math.round(at - clock) });
      clock = at;
      pending = { send: event };
      continue;
    }
    if (message.type === '@xstate.snapshot' && message.snapshot?.value !== undefined) {
      lastState = message.snapshot.value;
    }
  }
  closeStep();
  const scenario: Scenario = {
    machine,
    description: `Recorded live in the app (${new Date(actor.startedAt).toISOString()}).`,
    startsAt: new Date(actor.startedAt).toISOString(),
    fakes,
    steps,
  };
  if (actor.input !== undefined) scenario.input = actor.input;
  return scenario;
}

function errorMessageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String(error.message);
  return typeof error === 'string' ? error : '';
}
