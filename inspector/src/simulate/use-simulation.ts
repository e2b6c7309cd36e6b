import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SimulatedClock, createActor, type AnyActorRef, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { activeStateIds, transitionsTaken, type Statechart } from '../chart/statechart-graph';

/** One line of the simulation's event log. */
export interface LogEntry {
  index: number;
  atMs: number;
  event: { type: string } & Record<string, unknown>;
  stateIds: string[];
}

export interface AcceptedEvent {
  type: string;
  /** What `snapshot.can` says with the payload typed so far (guards included). */
  enabled: boolean;
}

interface SimulationState {
  value: unknown;
  context: unknown;
  status: string;
  activeStates: string[];
  taken: string[];
  log: LogEntry[];
  elapsedMs: number;
}

const START_MS = Date.UTC(2026, 5, 1, 9, 0, 0);

function nodeAt(machine: AnyStateMachine, id: string): AnyStateNode | undefined {
  let node: AnyStateNode | undefined = machine.root;
  for (const key of id.split('.')) node = node?.states[key] as AnyStateNode | undefined;
  return node;
}

/** Events a user can send: internal ones (delays, done, errors, init) fire on their own. */
const isUserEvent = (type: string) => !type.startsWith('xstate.') && type !== '' && type !== '*';

/**
 * Runs the chosen machine with its default fakes on a simulated clock: QA sends the events its
 * current state accepts and lets time pass; every step is logged with the states it led to.
 */
export function useSimulation(machine: AnyStateMachine, input: unknown, chart: Statechart) {
  const actorRef = useRef<AnyActorRef | null>(null);
  const readRef = useRef<(() => void) | null>(null);
  const clockRef = useRef<SimulatedClock | null>(null);
  /** The event being sent: the snapshot it produces is logged under it. */
  const sendingRef = useRef<LogEntry['event'] | null>(null);
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<SimulationState | null>(null);

  useEffect(() => {
    const clock = new SimulatedClock();
    clock.set(START_MS);
    const actor = createActor(machine, { input, clock });
    actorRef.current = actor;
    clockRef.current = clock;
    // Called when the actor notifies: what it is now, and the event that led there, are read at
    // once; the log and the taken transitions need the previous state, so they are set in the updater.
    const read = () => {
      const event = sendingRef.current;
      sendingRef.current = null;
      const snapshot = actor.getSnapshot() as { value: unknown; context: unknown; status: string };
      const elapsedMs = clock.now() - START_MS;
      setState((previous) => next(previous, event, snapshot, elapsedMs));
    };
    const next = (
      previous: SimulationState | null,
      event: LogEntry['event'] | null,
      snapshot: { value: unknown; context: unknown; status: string },
      elapsedMs: number,
    ): SimulationState => {
      const active = activeStateIds(snapshot.value);
      const taken = previous
        ? transitionsTaken(chart, previous.activeStates, active, event ? event.type : null)
        : [];
      const log = previous?.log ?? [];
      return {
        value: snapshot.value,
        context: snapshot.context,
        status: snapshot.status,
        activeStates: active,
        taken,
        elapsedMs,
        log: event ? [...log, { index: log.length + 1, atMs: elapsedMs, event, stateIds: active }] : log,
      };
    };
    readRef.current = read;
    const subscription = actor.subscribe({
      next: read,
      error: read,
    });
    actor.start();
    setState(null);
    read();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [machine, input, chart, generation]);


  const accepted = useMemo<AcceptedEvent[]>(() => {
    const actor = actorRef.current;
    if (!state || !actor) return [];
    const types = new Set<string>();
    for (const id of ['', ...state.activeStates]) {
      const node = id === '' ? machine.root : nodeAt(machine, id);
      for (const type of node?.ownEvents ?? []) if (isUserEvent(String(type))) types.add(String(type));
    }
    const snapshot = actor.getSnapshot() as { can: (event: { type: string }) => boolean };
    return [...types].sort().map((type) => {
      let enabled = false;
      try {
        enabled = snapshot.can({ type });
      } catch {
        // A guard that reads the payload cannot judge without one: let QA try.
        enabled = true;
      }
      return { type, enabled };
    });
  }, [machine, state]);

  const send = useCallback((event: LogEntry['event']) => {
    const actor = actorRef.current;
    const read = readRef.current;
    if (!actor || !read) return;
    sendingRef.current = event;
    actor.send(event);
    // An event the state ignores changes nothing and notifies no one: log it all the same.
    if (sendingRef.current === event) read();
  }, []);

  const advance = useCallback((ms: number) => {
    clockRef.current?.increment(ms);
    readRef.current?.();
  }, []);

  const reset = useCallback(() => setGeneration((value) => value + 1), []);

  return { state, accepted, send, advance, reset };
}
