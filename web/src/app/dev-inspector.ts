import type { AnyActorRef, InspectionEvent } from 'xstate';
import { setInspectionSink } from '@web/actors/dev-inspect';

/**
 * Development only (main.tsx imports it behind `import.meta.env.DEV`): streams the app's actors
 * to the inspector's `/live` socket (`npm run inspect`) as JSON, so QA watches them move and saves
 * what they did as a scenario file. Not reachable: the app runs on as before, without a word.
 */
export const DEV_INSPECTOR_MARKER = 'wayfarer-dev-inspector';

const inspectPort = (import.meta.env.VITE_INSPECT_PORT as string | undefined) ?? '4020';
/** Retries back off to this, so a dev session without the inspector stays quiet. */
const RECONNECT_MAX_MS = 30_000;
const QUEUE_LIMIT = 2000;

/** What the inspector reads of an inspection event (actor refs become their session ids). */
export interface LiveMessage {
  marker: typeof DEV_INSPECTOR_MARKER;
  type: InspectionEvent['type'];
  at: number;
  rootId: string;
  sessionId: string;
  parentSessionId: string | null;
  /** The machine's id (`session`, `checklist` …); null for effect actors. */
  machineId: string | null;
  actorId: string;
  input?: unknown;
  event?: unknown;
  sourceSessionId?: string | null;
  snapshot?: { value?: unknown; context?: unknown; status?: string; output?: unknown; error?: unknown };
}

const isActorRef = (value: object): value is AnyActorRef =>
  'sessionId' in value && 'send' in value && typeof value.send === 'function';

/** JSON without functions, cycles or actor refs (shown as their id). */
function toJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'function') return undefined;
    if (item instanceof Error) return { message: item.message, name: item.name };
    if (typeof item === 'object' && item !== null) {
      if (isActorRef(item)) return { actorRef: item.id };
      if (seen.has(item)) return undefined;
      seen.add(item);
    }
    return item;
  });
}

function messageOf(event: InspectionEvent): LiveMessage {
  const actor = event.actorRef as AnyActorRef & {
    _parent?: AnyActorRef;
    options?: { input?: unknown };
    logic?: { id?: string; root?: unknown };
  };
  const logic = actor.logic ?? {};
  const message: LiveMessage = {
    marker: DEV_INSPECTOR_MARKER,
    type: event.type,
    at: Date.now(),
    rootId: event.rootId,
    sessionId: actor.sessionId,
    parentSessionId: actor._parent?.sessionId ?? null,
    machineId: logic.root !== undefined && logic.id !== undefined ? logic.id : null,
    actorId: actor.id,
  };
  if (event.type === '@xstate.actor') message.input = actor.options?.input;
  if (event.type === '@xstate.event') {
    message.event = event.event;
    message.sourceSessionId = event.sourceRef?.sessionId ?? null;
  }
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as LiveMessage['snapshot'] & object;
    message.event = event.event;
    message.snapshot = {
      value: snapshot.value,
      context: snapshot.context,
      status: snapshot.status,
      output: snapshot.output,
      error: snapshot.error,
    };
  }
  return message;
}

/** Connects (and reconnects) to the inspector; events wait in a bounded queue meanwhile. */
export function connectDevInspector() {
  const queue: string[] = [];
  let socket: WebSocket | null = null;
  let retryMs = 1000;
  const flush = () => {
    while (socket?.readyState === WebSocket.OPEN && queue.length > 0) socket.send(queue.shift() ?? '');
  };
  const open = () => {
    socket = new WebSocket(`ws://localhost:${inspectPort}/live`);
    socket.addEventListener('open', () => {
      retryMs = 1000;
      flush();
    });
    socket.addEventListener('close', () => {
      socket = null;
      window.setTimeout(open, retryMs);
      retryMs = Math.min(RECONNECT_MAX_MS, retryMs * 2);
    });
  };
  open();
  setInspectionSink((event) => {
    if (event.type === '@xstate.microstep' || event.type === '@xstate.action') return;
    queue.push(toJson(messageOf(event)));
    if (queue.length > QUEUE_LIMIT) queue.shift();
    flush();
  });
}
