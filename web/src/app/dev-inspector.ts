import type { AnyActorRef, InspectionEvent } from 'xstate';
import { setInspectionSink } from '@web/actors/dev-inspect';

/**
 * Development only (main.tsx imports it behind `import.meta.env.DEV`): streams the app's actors
 * to the inspector's `/live` socket (`npm run inspect`) as JSON, so QA watches them move and saves
 * what they did as a scenario file. Not reachable: the app runs on as before, without a word.
 */
export const DEV_INSPECTOR_MARKER = 'wayfarer-dev-inspector';

/** Retries back off to this, so a dev session without the inspector stays quiet. */
const RECONNECT_MAX_MS = 30_000;
const QUEUE_LIMIT = 2000;

/**
 * An inspection event as JSON, in the shape @statelyai/inspect's WebSocket inspector sends (what
 * `npm run scenario -- --inspect` streams), plus the actor's input so a recording can replay.
 */
export interface LiveMessage {
  type: '@xstate.actor' | '@xstate.event' | '@xstate.snapshot';
  sessionId: string;
  rootId: string;
  parentId?: string;
  /** The machine's id for a machine actor; the actor's id (the invoke) for an effect. */
  name?: string;
  /**
   * For an invoked effect, the implementation's name (`toggleItem`): what the machine's effects and
   * a scenario's fakes call it. An invoke without its own id has a generated one instead.
   */
  src?: string;
  createdAt: string;
  input?: unknown;
  event?: unknown;
  sourceId?: string;
  snapshot?: {
    value?: unknown;
    context?: unknown;
    status?: string;
    output?: unknown;
    error?: unknown;
  };
  marker: typeof DEV_INSPECTOR_MARKER;
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

export function messageOf(event: InspectionEvent): LiveMessage | null {
  const actor = event.actorRef as AnyActorRef & {
    _parent?: AnyActorRef;
    options?: { input?: unknown };
    logic?: { id?: string; root?: unknown };
  };
  const base = {
    sessionId: actor.sessionId,
    rootId: event.rootId,
    createdAt: String(Date.now()),
    marker: DEV_INSPECTOR_MARKER,
  } as const;
  switch (event.type) {
    case '@xstate.actor': {
      const isMachine = actor.logic?.root !== undefined && actor.logic.id !== undefined;
      return {
        ...base,
        type: event.type,
        name: isMachine && !actor._parent ? actor.logic?.id : actor.id,
        ...(actor._parent ? { parentId: actor._parent.sessionId } : {}),
        ...(typeof actor.src === 'string' ? { src: actor.src } : {}),
        input: actor.options?.input,
      };
    }
    case '@xstate.event':
      return {
        ...base,
        type: event.type,
        event: event.event,
        ...(event.sourceRef ? { sourceId: event.sourceRef.sessionId } : {}),
      };
    case '@xstate.snapshot': {
      const snapshot = event.snapshot as NonNullable<LiveMessage['snapshot']>;
      return {
        ...base,
        type: event.type,
        event: event.event,
        snapshot: {
          value: snapshot.value,
          context: snapshot.context,
          status: snapshot.status,
          output: snapshot.output,
          error: snapshot.error,
        },
      };
    }
    default:
      return null;
  }
}

/** The JSON a reporter sends for one inspection event (null: not one the inspector reads). */
export function liveJsonOf(event: InspectionEvent): string | null {
  const message = messageOf(event);
  return message === null ? null : toJson(message);
}

/** Connects (and reconnects) to the inspector; events wait in a bounded queue meanwhile. */
export function connectDevInspector() {
  // Typed here, not through vite/client: the browser tests load this module in Node too. Written
  // out as `import.meta.env`: Vite provides it only where those words stand together (destructured
  // from `import.meta` it was undefined, and the dev app stopped before its first render).
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  const inspectPort = env?.VITE_INSPECT_PORT ?? '4020';
  const queue: string[] = [];
  let socket: WebSocket | null = null;
  let retryMs = 1000;
  const flush = () => {
    while (socket?.readyState === WebSocket.OPEN && queue.length > 0)
      socket.send(queue.shift() ?? '');
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
    const json = liveJsonOf(event);
    if (json === null) return;
    queue.push(json);
    if (queue.length > QUEUE_LIMIT) queue.shift();
    flush();
  });
}
