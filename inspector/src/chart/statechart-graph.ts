import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A machine's statechart as plain data the layout and the drawing share: one node per state
 * (compound and parallel ones hold their children), one edge per transition, labelled with its
 * event and guard. Ids are the dotted state paths the replay reports use (`unauthenticated.idle`).
 */

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  id: string;
  /** The last path segment: what the chart prints. */
  label: string;
  kind: StateKind;
  parentId: string | null;
  /** The state its parent enters first (drawn with a marker). */
  isInitial: boolean;
  /** Invoked effects, by source name. */
  invokes: string[];
  tags: string[];
}

export interface ChartTransition {
  /** `source:event:index`, stable for one machine. */
  id: string;
  source: string;
  /** A targetless transition (only actions) points at its own state. */
  target: string;
  event: string;
  guard: string | null;
  /** What the chart prints: `event [guard]`, delays as `after 3000 ms`, eventless as `always`. */
  label: string;
}

export interface Statechart {
  machineId: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

/** The root has the empty path; the chart draws its children. */
export const pathOf = (node: AnyStateNode) => node.path.join('.');

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
}

/** `xstate.after.3000.session.x` → `after 3000 ms`; done and error events shortened. */
export function eventLabel(eventType: string): string {
  const delayed = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (delayed) return `after ${delayed[1]} ms`;
  if (eventType === '') return 'always';
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1] === 'done' ? 'done' : 'error'}: ${done[2]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const onEvents = [...node.transitions.values()].flat() as AnyTransitionDefinition[];
  return [...onEvents, ...((node.always ?? []) as AnyTransitionDefinition[])];
}

function walk(node: AnyStateNode, chart: Statechart) {
  const parentPath = node.parent ? pathOf(node.parent) : null;
  if (node.parent) {
    const initialTargets = node.parent.type === 'compound' ? node.parent.initial.target : [];
    chart.states.push({
      id: pathOf(node),
      label: node.key,
      kind: node.type as StateKind,
      parentId: parentPath === '' ? null : parentPath,
      isInitial: initialTargets.some((target: AnyStateNode) => target === node),
      invokes: node.invoke.map((invoke: { src: unknown; id: string }) =>
        typeof invoke.src === 'string' ? invoke.src : invoke.id,
      ),
      tags: [...node.tags],
    });
    transitionsOf(node).forEach((transition, index) => {
      const event = String(transition.eventType ?? '');
      const guard = guardName(transition.guard);
      const label = `${eventLabel(event)}${guard ? ` [${guard}]` : ''}`;
      const targets = transition.target?.length ? transition.target : [node];
      for (const target of targets) {
        // Transitions to the root (rare) are drawn on their source.
        const targetPath = pathOf(target) || pathOf(node);
        chart.transitions.push({
          id: `${pathOf(node)}:${event}:${index}:${targetPath}`,
          source: pathOf(node),
          target: targetPath,
          event,
          guard,
          label,
        });
      }
    });
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) walk(child, chart);
}

/** The chart of a machine: its states (document order) and transitions. */
export function statechartOf(machine: AnyStateMachine): Statechart {
  const chart: Statechart = { machineId: machine.id, states: [], transitions: [] };
  walk(machine.root, chart);
  // Root-level transitions (`on` of the machine itself) start from the machine: drawn from each
  // top-level state would clutter; they are listed as machine-wide events instead.
  return chart;
}

/** Root-level events (the machine's own `on`): accepted in every state. */
export function machineWideEvents(machine: AnyStateMachine): string[] {
  return transitionsOf(machine.root).map((transition) => eventLabel(String(transition.eventType)));
}

/**
 * The active state ids of a snapshot value, ancestors included:
 * `{ unauthenticated: 'idle' }` → `unauthenticated`, `unauthenticated.idle`.
 */
export function activeStateIds(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...activeStateIds(child, `${prefix}${key}.`),
  ]);
}

/**
 * The transitions a step most likely took: from a state active before to one active after,
 * triggered by the step's event (a send), or by a delay (a clock step); eventless and
 * effect-done transitions that followed count too.
 */
export function transitionsTaken(
  chart: Statechart,
  before: readonly string[],
  after: readonly string[],
  eventType: string | null,
): string[] {
  const wasActive = new Set(before);
  const isActive = new Set(after);
  const triggered = (event: string) =>
    eventType === null ? event.startsWith('xstate.after.') : event === eventType;
  const followUp = (event: string) => event === '' || event.startsWith('xstate.');
  const reached = chart.transitions.filter((transition) => isActive.has(transition.target));
  const direct = reached.filter(
    (transition) => wasActive.has(transition.source) && triggered(transition.event),
  );
  const following = reached.filter(
    (transition) =>
      followUp(transition.event) &&
      !triggered(transition.event) &&
      transition.source !== transition.target &&
      !wasActive.has(transition.target),
  );
  return [...direct, ...following].map((transition) => transition.id);
}
