import type { InspectionEvent } from 'xstate';

/**
 * Where the app's actors report to QA's inspector in development (`npm run dev` with
 * `npm run inspect` open). app/dev-inspector.ts sets the sink, and only in development: in a
 * production build nothing sets it, so the actors get no `inspect` option at all.
 */
type InspectionSink = (event: InspectionEvent) => void;

let sink: InspectionSink | null = null;

export function setInspectionSink(next: InspectionSink | null) {
  sink = next;
}

/** Spread into an actor's options: `useActorRef(machine, { input, ...devInspectOption() })`. */
export function devInspectOption(): { inspect?: InspectionSink } {
  return sink === null ? {} : { inspect: sink };
}
