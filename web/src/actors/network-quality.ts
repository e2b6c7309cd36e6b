import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import {
  networkQualityMachine,
  selectNetworkDecision,
} from '@machines/photos/network-quality.machine';
import type {
  NetworkDecision,
  NetworkQualityActorRef,
} from '@machines/photos/network-quality.machine';

/**
 * The React binding of the network-quality machine (spec 001 §4 "Network quality"): one actor for
 * the whole app, started on first use. It reads the Network Information API's `effectiveType` where
 * the browser has it (Chromium) and follows its changes; elsewhere the machine probes `HEAD /health`
 * on the app's own origin (RESOLUTIONS "HEAD /health"), which the gateway answers itself.
 */

/** The part of the Network Information API used here (not in TypeScript's DOM lib). */
interface NetworkInformationLike extends EventTarget {
  readonly effectiveType?: string;
}

function connectionOf(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

async function probeHealth({ signal }: { signal: AbortSignal }) {
  const response = await fetch('/health', { method: 'HEAD', cache: 'no-store', signal });
  if (!response.ok) throw new Error(`HEAD /health answered ${response.status}`);
}

let appActor: NetworkQualityActorRef | null = null;

export function getNetworkQualityActor(): NetworkQualityActorRef {
  if (appActor) return appActor;
  const connection = connectionOf();
  const actor = createActor(
    networkQualityMachine.provide({ actors: { probeHealth: fromPromise(probeHealth) } }),
    { input: { effectiveType: connection?.effectiveType ?? null } },
  );
  connection?.addEventListener('change', () =>
    actor.send({ type: 'network.changed', effectiveType: connection.effectiveType ?? null }),
  );
  actor.start();
  appActor = actor;
  return actor;
}

/** Fast/slow/unknown and the loading strategy; null while the health probe runs (≤ 100 ms). */
export function useNetworkDecision(): NetworkDecision | null {
  return useSelector(getNetworkQualityActor(), selectNetworkDecision);
}
