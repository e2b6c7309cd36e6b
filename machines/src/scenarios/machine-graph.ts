import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/**
 * A machine's own graph, read from `machine.root`: every state and every transition, named the same
 * way for the replay (what a run took), the coverage report (what no file reaches) and the
 * inspector (what to tint).
 */

/** `{ a: { b: 'c', d: 'e' } }` → `a.b.c,a.d.e` (parallel regions joined by commas). */
export function statePath(value: StateValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      child === undefined
        ? key
        : statePath(child)
            .split(',')
            .map((path) => `${key}.${path}`)
            .join(','),
    )
    .join(',');
}

/** Every active state of a value, parents included: `a.b.c` → `a`, `a.b`, `a.b.c`. */
export function activeStates(value: StateValue): string[] {
  const active = new Set<string>();
  for (const leaf of statePath(value).split(',')) {
    const parts = leaf.split('.');
    for (let length = 1; length <= parts.length; length += 1) {
      active.add(parts.slice(0, length).join('.'));
    }
  }
  return [...active];
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child: AnyStateNode) => [child, ...allNodes(child)]);
}

/** Every state as a dotted path, compound, parallel and final ones included. */
export function allStates(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).map((node) => node.path.join('.'));
}

const nodePath = (node: AnyStateNode) =>
  node.path.length === 0 ? '(machine)' : node.path.join('.');

/** `xstate.after.1000.id.path` → `after 1000ms`; `xstate.done.actor.0.id.x` → `done: x`. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (after) return `after ${after[1]}ms`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor?.[1] !== undefined && actor[2] !== undefined) {
    const source = actor[2].split('.').slice(-1)[0] ?? actor[2];
    return `${actor[1] === 'done' ? 'done' : 'error'}: ${source}`;
  }
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `done: ${doneState[1]}`;
  return eventType;
}

function guardLabel(transition: AnyTransitionDefinition): string {
  const { guard } = transition;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [guard]';
}

function candidatesOf(transition: AnyTransitionDefinition): AnyTransitionDefinition[] {
  const source: AnyStateNode = transition.source;
  if (transition.eventType === '') return source.always ?? [];
  return source.transitions.get(transition.eventType) ?? [];
}

/**
 * One transition's name: `source —event [guard]→ target`. Guarded alternatives of one event keep
 * apart by their guard, or by their place in the list (`#2`) where the guards do not tell.
 */
export function transitionName(transition: AnyTransitionDefinition): string {
  const candidates = candidatesOf(transition);
  const index = candidates.indexOf(transition);
  const targets = (transition.target ?? []).map((target: AnyStateNode) => nodePath(target));
  const guard = guardLabel(transition);
  const sameLabel = candidates.filter((other) => guardLabel(other) === guard).length > 1;
  const place = sameLabel ? ` #${index + 1}` : '';
  const target = targets.length === 0 ? '(stays)' : targets.join(', ');
  return `${nodePath(transition.source)} —${eventLabel(transition.eventType)}${guard}${place}→ ${target}`;
}

/** Every transition of the machine: `on`, `after`, `always`, and invoke done/error. */
export function allTransitions(machine: AnyStateMachine): string[] {
  const names = new Set<string>();
  for (const node of [machine.root, ...allNodes(machine.root)]) {
    for (const transitions of node.transitions.values()) {
      for (const transition of transitions) names.add(transitionName(transition));
    }
    for (const transition of node.always ?? []) names.add(transitionName(transition));
  }
  return [...names];
}
