import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  FAST_EFFECTIVE_TYPES,
  HEALTH_PROBE_FAST_BELOW_MS,
  SLOW_EFFECTIVE_TYPES,
} from './constants';

/**
 * Network quality and the photo loading strategy (spec 001 §4 "Network quality").
 *
 * The app passes the Network Information API's `effectiveType` (absent or null when the browser
 * has none) and sends `network.changed` when the connection changes. Without it, the provided
 * `probeHealth` actor (the app's `HEAD /health`, aborting on its `signal`) decides: an answer
 * under 100 ms is fast; a slower answer, or a failure, is unknown.
 */

export type NetworkQuality = 'fast' | 'slow' | 'unknown';
export type LoadingStrategy = 'progressive' | 'lazy';

export interface NetworkDecision {
  quality: NetworkQuality;
  strategy: LoadingStrategy;
  /** What decided: the connection's effective type, or the health probe. */
  source: 'connection' | 'probe';
}

export interface NetworkQualityInput {
  effectiveType?: string | null;
}
export interface NetworkQualityContext {
  effectiveType: string | null;
}
export type NetworkQualityEvent = { type: 'network.changed'; effectiveType?: string | null };

function notProvided(effect: string): Error {
  return new Error(`network quality: the "${effect}" effect was not provided (provide)`);
}

export const networkQualityMachine = setup({
  types: {
    context: {} as NetworkQualityContext,
    events: {} as NetworkQualityEvent,
    input: {} as NetworkQualityInput,
  },
  actors: {
    // Resolves when /health answered OK; `signal` aborts it when the 100 ms are up.
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    probeHealth: fromPromise<void>(() => Promise.reject(notProvided('probeHealth'))),
  },
  guards: {
    hasNoConnectionInfo: ({ context }) => context.effectiveType === null,
    isFastConnection: ({ context }) =>
      context.effectiveType !== null && FAST_EFFECTIVE_TYPES.includes(context.effectiveType),
    isSlowConnection: ({ context }) =>
      context.effectiveType !== null && SLOW_EFFECTIVE_TYPES.includes(context.effectiveType),
  },
  delays: {
    probeTimeout: HEALTH_PROBE_FAST_BELOW_MS,
  },
}).createMachine({
  id: 'networkQuality',
  context: ({ input }) => ({ effectiveType: input.effectiveType ?? null }),
  initial: 'classifying',
  on: {
    'network.changed': {
      target: '.classifying',
      actions: assign(({ event }) => ({ effectiveType: event.effectiveType ?? null })),
    },
  },
  states: {
    classifying: {
      always: [
        { guard: 'hasNoConnectionInfo', target: 'probing' },
        { guard: 'isFastConnection', target: 'fast' },
        { guard: 'isSlowConnection', target: 'slow' },
        { target: 'unknown' },
      ],
    },
    probing: {
      invoke: {
        src: 'probeHealth',
        onDone: { target: 'fast' },
        onError: { target: 'unknown' },
      },
      // At 100 ms the probe is stopped (its signal aborts): not under 100 ms, so not fast.
      after: { probeTimeout: { target: 'unknown' } },
    },
    fast: {},
    slow: {},
    unknown: {},
  },
});

export type NetworkQualityMachine = typeof networkQualityMachine;
export type NetworkQualitySnapshot = SnapshotFrom<NetworkQualityMachine>;
export type NetworkQualityActorRef = ActorRefFrom<NetworkQualityMachine>;

const strategyOf: Record<NetworkQuality, LoadingStrategy> = {
  fast: 'progressive',
  slow: 'lazy',
  unknown: 'lazy',
};

// One object per outcome, so `useSelector` sees the same value while nothing changed.
const decisions = new Map<string, NetworkDecision>();
function decisionOf(quality: NetworkQuality, source: NetworkDecision['source']): NetworkDecision {
  const key = `${quality}:${source}`;
  let decision = decisions.get(key);
  if (!decision) {
    decision = { quality, strategy: strategyOf[quality], source };
    decisions.set(key, decision);
  }
  return decision;
}

/** The decision, or null while the health probe runs (at most 100 ms). */
export function selectNetworkDecision(snapshot: NetworkQualitySnapshot): NetworkDecision | null {
  const source = snapshot.context.effectiveType === null ? 'probe' : 'connection';
  if (snapshot.matches('fast')) return decisionOf('fast', source);
  if (snapshot.matches('slow')) return decisionOf('slow', source);
  if (snapshot.matches('unknown')) return decisionOf('unknown', source);
  return null;
}
