import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventLabel, transitionName } from '@machines/scenarios/machine-graph';

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
  /** Unique per drawn edge: the name, and the target where one transition has several. */
  id: string;
  /** As the replay and the coverage report name it: `source —event [guard]→ target`. */
  name: string;
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
    transitionsOf(node).forEach((transition) => {
      const name = transitionName(transition);
      const event = String(transition.eventType ?? '');
      const guard = guardName(transition.guard);
      const label = `${eventLabel(event)}${guard ? ` [${guard}]` : ''}`;
      const targets = transition.target?.length ? transition.target : [node];
      for (const target of targets) {
        // Transitions to the root (rare) are drawn on their source.
        const targetPath = pathOf(target) || pathOf(node);
        chart.transitions.push({
          id: targets.length > 1 ? `${name}::${targetPath}` : name,
          name,
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

const charts = new WeakMap<AnyStateMachine, Statechart>();

/** The chart of a machine (built once per machine): its states, in document order, and transitions. */
export function statechartOf(machine: AnyStateMachine): Statechart {
  const known = charts.get(machine);
  if (known) return known;
  const chart = buildStatechart(machine);
  charts.set(machine, chart);
  return chart;
}

function buildStatechart(machine: AnyStateMachine): Statechart {
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
