import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createActor,
  type AnyActorRef,
  type AnyStateMachine,
  type AnyStateNode,
  type StateValue,
} from 'xstate';
import { activeStates as activeStatesOf, transitionName } from '@machines/scenarios/machine-graph';
import type { SteppingClock } from '@machines/scenarios/fake-effects';
import type { CatalogEntry } from '../catalog';

type SentEvent = { type: string } & Record<string, unknown>;

/** One line of the simulation's log: an event QA sent, or time QA let pass. */
export interface LogEntry {
  index: number;
  atMs: number;
  what: string;
  stateIds: string[];
}

export interface AcceptedEvent {
  type: string;
  /** What `snapshot.can` says without a payload (guards that read one may still accept it). */
  enabled: boolean;
}

interface SimulationState {
  value: StateValue;
  context: unknown;
  status: string;
  activeStates: string[];
  /** The transitions taken since the previous notification. */
  taken: string[];
  log: LogEntry[];
  elapsedMs: number;
  accepted: AcceptedEvent[];
}

function nodeAt(machine: AnyStateMachine, id: string): AnyStateNode | undefined {
  let node: AnyStateNode | undefined = machine.root;
  for (const key of id.split('.')) node = node?.states[key] as AnyStateNode | undefined;
  return node;
}

/** Events a user can send: internal ones (delays, done, errors, init) fire on their own. */
const isUserEvent = (type: string) => !type.startsWith('xstate.') && type !== '' && type !== '*';

/** The events the active states (and the machine itself) take, with what `can` says of each. */
function acceptedEvents(
  machine: AnyStateMachine,
  actor: AnyActorRef,
  active: string[],
): AcceptedEvent[] {
  const types = new Set<string>();
  for (const id of ['', ...active]) {
    const node = id === '' ? machine.root : nodeAt(machine, id);
    for (const type of node?.ownEvents ?? [])
      if (isUserEvent(String(type))) types.add(String(type));
  }
  const snapshot = actor.getSnapshot() as { can: (event: { type: string }) => boolean };
  return [...types].sort().map((type) => {
    let enabled = true;
    try {
      enabled = snapshot.can({ type });
    } catch {
      // A guard that reads the payload cannot judge without one: let QA try.
    }
    return { type, enabled };
  });
}

/** Microtask turns for a fake's answer to reach the machine (fakes answer at once or on the clock). */
async function settle() {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

/**
 * Runs the chosen machine with its default fakes on a simulated clock: QA sends the events its
 * current state accepts and lets time pass; every step is logged with the states it led to.
 */
export function useSimulation(entry: CatalogEntry) {
  const actorRef = useRef<AnyActorRef | null>(null);
  const clockRef = useRef<SteppingClock | null>(null);
  const notifyRef = useRef<((what: string | null) => void) | null>(null);
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<SimulationState | null>(null);

  useEffect(() => {
    const { machine, input, clock } = entry.simulation();
    const startedAt = clock.now();
    let taken: string[] = [];
    const actor = createActor(machine, {
      input,
      clock,
      logger: () => {},
      inspect: (event) => {
        if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId) {
          taken.push(...event._transitions.map(transitionName));
        }
      },
    });
    // What the actor is now, read at once; the log needs the previous state, so it is set in the updater.
    let fresh = true;
    const notify = (what: string | null) => {
      const snapshot = actor.getSnapshot() as {
        value: StateValue;
        context: unknown;
        status: string;
      };
      const elapsedMs = clock.now() - startedAt;
      const stepTaken = taken;
      taken = [];
      const active = activeStatesOf(snapshot.value);
      const accepted = snapshot.status === 'active' ? acceptedEvents(machine, actor, active) : [];
      const restart = fresh;
      fresh = false;
      setState((before) => {
        const previous = restart ? null : before;
        const log = previous?.log ?? [];
        return {
          value: snapshot.value,
          context: snapshot.context,
          status: snapshot.status,
          activeStates: active,
          taken: what === null && stepTaken.length === 0 ? (previous?.taken ?? []) : stepTaken,
          elapsedMs,
          accepted,
          log:
            what === null
              ? log
              : [...log, { index: log.length + 1, atMs: elapsedMs, what, stateIds: active }],
        };
      });
    };
    actorRef.current = actor;
    clockRef.current = clock;
    notifyRef.current = notify;
    const subscription = actor.subscribe({ next: () => notify(null), error: () => notify(null) });
    actor.start();
    notify(null);
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [entry, generation]);

  const send = useCallback(async (event: SentEvent) => {
    actorRef.current?.send(event);
    await settle();
    notifyRef.current?.(event.type);
  }, []);

  const advance = useCallback(async (ms: number) => {
    const clock = clockRef.current;
    if (!clock) return;
    const until = clock.now() + ms;
    // Timer by timer, so an answer that arrives can set the next one.
    for (let due = clock.nextDue(); due !== undefined && due <= until; due = clock.nextDue()) {
      clock.set(Math.max(due, clock.now()));
      await settle();
    }
    clock.set(until);
    await settle();
    notifyRef.current?.(`${ms} ms pass`);
  }, []);

  const reset = useCallback(() => setGeneration((value) => value + 1), []);

  return { state, accepted: state?.accepted ?? [], send, advance, reset };
}
