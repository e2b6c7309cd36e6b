import { fromPromise } from 'xstate';
import type { PromiseActorLogic } from 'xstate';
import {
  errorCode,
  serverMessageOf,
  serverMessageOr,
  storedErrorMessage,
} from '../shared/error-message';
import { toast } from '../shared/feedback';
import type { ToastEmitted } from '../shared/feedback';
import { lostAnswerStates, onWriteError } from '../shared/lost-answer';
import { REREAD_DELAYS_MS } from './constants';
import type { RequestTexts } from './constants';
import type { RereadTrip } from './trip';

/**
 * The bookkeeping every trip machine shares (spec 000 §3 "Client trip state": a loading and an
 * error flag per operation; 001 §8 "Toasts on trip actions"), written once here as plain functions
 * that each machine's actions call.
 *
 * A machine keeps its requests in one queue, oldest first: the first is in flight, the others wait
 * their turn, so two quick checklist toggles are both sent and their answers apply in order. A
 * request's kind is loading while one of its kind is queued; its error is the last failure's message
 * (the server's, else the error's own, else the fallback) until the next request of that kind starts.
 */

export interface TripRequest<TKind extends string = string, TInput = unknown> {
  kind: TKind;
  input: TInput;
}

export interface RequestQueue<TRequest extends TripRequest> {
  pending: readonly TRequest[];
  errors: Readonly<Partial<Record<TRequest['kind'], string>>>;
  /** A write whose answer was lost, while the trip is read again to see whether it was applied. */
  verification: Verification | null;
}

export interface Verification {
  /** The failure the user is shown if the write turns out not to have been applied. */
  error: unknown;
  /** How many times the trip has been read again after the first re-read. */
  rereads: number;
}

export type RequestOf<TRequest extends TripRequest, TKind extends TRequest['kind']> = Extract<
  TRequest,
  { kind: TKind }
>;

export function emptyQueue<TRequest extends TripRequest>(): RequestQueue<TRequest> {
  const errors: Partial<Record<TRequest['kind'], string>> = {};
  return { pending: [], errors, verification: null };
}

/** The request in flight. Only called from a state that runs one, so one is there. */
function current<TRequest extends TripRequest>(queue: RequestQueue<TRequest>): TRequest {
  const request = queue.pending[0];
  if (request === undefined) throw new Error('trip requests: no request in flight');
  return request;
}

/** Whether the next request to run is of this kind (the machine's `idle` state picks its state). */
export const isNext = <TRequest extends TripRequest>(
  queue: RequestQueue<TRequest>,
  kind: TRequest['kind'],
): boolean => queue.pending[0]?.kind === kind;

/** The input of the request in flight, which the machine's state for `kind` runs. */
export function inputOf<TRequest extends TripRequest, TKind extends TRequest['kind']>(
  queue: RequestQueue<TRequest>,
  kind: TKind,
): RequestOf<TRequest, TKind>['input'] {
  const request = current(queue);
  if (request.kind !== kind) throw new Error(`trip requests: ${kind} is not in flight`);
  return request.input;
}

export const withRequest = <TRequest extends TripRequest>(
  queue: RequestQueue<TRequest>,
  request: TRequest,
): Pick<RequestQueue<TRequest>, 'pending'> => ({ pending: [...queue.pending, request] });

export const withoutError = <TRequest extends TripRequest>(
  queue: RequestQueue<TRequest>,
  kind: TRequest['kind'],
): Pick<RequestQueue<TRequest>, 'errors'> => ({
  errors: Object.fromEntries(
    Object.entries(queue.errors).filter(([errorKind]) => errorKind !== kind),
  ) as RequestQueue<TRequest>['errors'],
});

/** A request starts: the last failure of its kind is forgotten. */
export const started = <TRequest extends TripRequest>(queue: RequestQueue<TRequest>) =>
  withoutError(queue, current(queue).kind);

export interface Settled<TRequest extends TripRequest> {
  request: TRequest;
  pending: readonly TRequest[];
  /** The toast to emit, if the spec names one. */
  toast: ToastEmitted | null;
}

/** The request in flight succeeded: it leaves the queue, with its success toast. */
export function succeeded<TRequest extends TripRequest>(
  queue: RequestQueue<TRequest>,
  texts: Record<TRequest['kind'], RequestTexts>,
): Settled<TRequest> {
  const request = current(queue);
  const success = texts[request.kind as TRequest['kind']].success;
  return {
    request,
    pending: queue.pending.slice(1),
    toast: success === null ? null : toast('success', success),
  };
}

/** The request in flight failed: it leaves the queue; its kind keeps the message; the toast. */
export function failed<TRequest extends TripRequest>(
  queue: RequestQueue<TRequest>,
  error: unknown,
  texts: Record<TRequest['kind'], RequestTexts>,
): Settled<TRequest> & Pick<RequestQueue<TRequest>, 'errors'> & { message: string } {
  const request = current(queue);
  const kind: TRequest['kind'] = request.kind;
  const { fallback, failure } = texts[kind];
  const message = storedErrorMessage(error, fallback);
  return {
    request,
    pending: queue.pending.slice(1),
    errors: { ...queue.errors, [kind]: message },
    message,
    toast: failure === null ? null : toast('error', serverMessageOr(error, failure)),
  };
}

/** A request of this kind is in flight or waiting (and, if given, its input matches). */
export function isWaiting<TRequest extends TripRequest, TKind extends TRequest['kind']>(
  queue: Pick<RequestQueue<TRequest>, 'pending'>,
  kind: TKind,
  matches: (input: RequestOf<TRequest, TKind>['input']) => boolean = () => true,
): boolean {
  return queue.pending.some(
    (request): request is RequestOf<TRequest, TKind> =>
      request.kind === kind && matches((request as RequestOf<TRequest, TKind>).input),
  );
}

/**
 * A machine's effects, given as plain async functions (Apollo calls in the app, fakes in the tests
 * and scenarios), as the promise actors the machine invokes.
 */
export type EffectActors<TEffects> = {
  [K in keyof TEffects]: TEffects[K] extends (input: infer TInput) => Promise<infer TOutput>
    ? PromiseActorLogic<TOutput, TInput>
    : never;
};

export function effectActors<
  TEffects extends { [K in keyof TEffects]: (input: never) => Promise<unknown> },
>(effects: TEffects): EffectActors<TEffects> {
  const entries = Object.entries<(input: never) => Promise<unknown>>(effects);
  // Each entry keeps its own input and output: the mapped type above says which.
  return Object.fromEntries(
    entries.map(([name, effect]) => [
      name,
      fromPromise(({ input }: { input: never }) => effect(input)),
    ]),
  ) as EffectActors<TEffects>;
}

interface RequestStateOptions<TSrc extends string, TKind extends string> {
  /** The provided effect that sends this kind of request. */
  src: TSrc;
  kind: TKind;
  /** Where an answered request leads (default: back to `idle` for the next one). */
  onDone?: string;
}

/**
 * The state that sends the queue's next request of one kind: the effect with that request's input,
 * then `succeed` or `fail` and back to `idle`. Each trip machine's request states are this one
 * config (`const requestState = requestStatesFor<ChecklistRequest>()`), so the machines read as
 * their requests and differ only where the spec makes them differ. The machine's setup provides the
 * `start`, `succeed` and `fail` actions.
 */
export function requestStatesFor<TRequest extends TripRequest>() {
  return function requestState<TSrc extends string, TKind extends TRequest['kind']>({
    src,
    kind,
    onDone = 'idle',
  }: RequestStateOptions<TSrc, TKind>) {
    return {
      tags: 'busy',
      entry: 'start',
      invoke: {
        src,
        input: ({ context }: { context: RequestQueue<TRequest> }) => inputOf(context, kind),
        onDone: { target: onDone, actions: 'succeed' },
        onError: {
          target: 'idle',
          actions: {
            type: 'fail',
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
        },
      },
    } as const;
  };
}

/**
 * requestStatesFor's state for a removal (issue 17): a NOT_FOUND answer finds its target gone
 * already (an earlier try whose answer was lost was applied), so it leads to `gone` and counts as
 * done, not as a failure. The machine's setup provides the `isGone` guard (over `isGone` below).
 */
export function removalStatesFor<TRequest extends TripRequest>() {
  return function removalState<
    TSrc extends string,
    TKind extends TRequest['kind'],
    TGone extends string,
  >({ src, kind, gone, onDone = 'idle' }: RequestStateOptions<TSrc, TKind> & { gone: TGone }) {
    const eventError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
    return {
      tags: 'busy',
      entry: 'start',
      invoke: {
        src,
        input: ({ context }: { context: RequestQueue<TRequest> }) => inputOf(context, kind),
        onDone: { target: onDone, actions: 'succeed' },
        onError: [
          { guard: { type: 'isGone', params: eventError }, target: gone },
          { target: 'idle', actions: { type: 'fail', params: eventError } },
        ],
      },
    } as const;
  };
}

/** Issue 17: a removal answered NOT_FOUND finds its target gone already (removalStatesFor). */
export const isGone = (error: unknown): boolean => errorCode(error) === 'NOT_FOUND';

/**
 * The state a removal found gone leads to (issue 17): the trip is read again, so the page's copy
 * drops what the server no longer holds, then the removal counts as done (`succeed`, its toast)
 * whatever the re-read answered. Needs the `rereadTrip` effect.
 */
export function goneRemovalState<TRequest extends TripRequest<string, { tripId: string }>>(
  kind: TRequest['kind'],
) {
  return {
    tags: 'busy',
    invoke: {
      src: 'rereadTrip',
      input: ({ context }: { context: RequestQueue<TRequest> }) => ({
        tripId: inputOf(context, kind).tripId,
      }),
      onDone: { target: 'idle', actions: 'succeed' },
      onError: { target: 'idle', actions: 'succeed' },
    },
  } as const;
}

/**
 * Issue 17 "Writes are safe to retry". A write refused by the server (bad input, not allowed, not
 * found, a conflict: any answer with a code of its own or a message) was not applied. A timeout at
 * the gateway, an upstream failure (5xx, unreachable) or a transport failure (no answer, an
 * unreadable one) may have been applied all the same: the upstream may still finish the request.
 */
const UNCERTAIN_CODES: ReadonlySet<string | number> = new Set([
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
]);

export function mayHaveBeenApplied(error: unknown): boolean {
  const code = errorCode(error);
  if (code !== null) return UNCERTAIN_CODES.has(code);
  return serverMessageOf(error) === null;
}

export const beginVerification = (
  error: unknown,
): Pick<RequestQueue<TripRequest>, 'verification'> => ({
  verification: { error, rereads: 0 },
});

/** Another re-read is due (the pauses of REREAD_DELAYS_MS are not used up). */
export const canRereadAgain = (queue: Pick<RequestQueue<TripRequest>, 'verification'>) =>
  (queue.verification?.rereads ?? REREAD_DELAYS_MS.length) < REREAD_DELAYS_MS.length;

export const counted = (
  queue: Pick<RequestQueue<TripRequest>, 'verification'>,
): Pick<RequestQueue<TripRequest>, 'verification'> => ({
  verification:
    queue.verification === null
      ? null
      : { ...queue.verification, rereads: queue.verification.rereads + 1 },
});

/** The pause before the next re-read. */
export const rereadDelayOf = (queue: Pick<RequestQueue<TripRequest>, 'verification'>): number =>
  REREAD_DELAYS_MS[Math.min(queue.verification?.rereads ?? 0, REREAD_DELAYS_MS.length - 1)] ?? 0;

/**
 * The states of a creating write that is safe to retry (issue 17), built on the shared
 * lost-answer states (`../shared/lost-answer`): `sending` is requestState's, except that a failure
 * that may still have been applied goes to the machine's verifying state; `lostAnswer` builds that
 * state and its pause, re-reading the trip (the `rereadTrip` effect): the item is there → `succeed`
 * (the spec's success toast); never → `fail` with the write's own failure, so the form keeps what
 * was typed and Add tries again. The machine's setup provides the `wasApplied` guard (its own match
 * on the fields sent) and what `lostAnswerStates` names, over the helpers above.
 */
export function verifiedRequestStatesFor<
  TRequest extends TripRequest<string, { tripId: string }>,
>() {
  const eventError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  const notApplied = {
    target: 'idle',
    actions: [
      {
        type: 'fail',
        params: ({ context }: { context: RequestQueue<TRequest> }) => ({
          error: context.verification?.error,
        }),
      },
      'endVerification',
    ],
  } as const;
  return {
    sending: <TSrc extends string, TKind extends TRequest['kind'], TVerifying extends string>({
      src,
      kind,
      verifying,
    }: {
      src: TSrc;
      kind: TKind;
      verifying: TVerifying;
    }) =>
      ({
        tags: 'busy',
        entry: 'start',
        invoke: {
          src,
          input: ({ context }: { context: RequestQueue<TRequest> }) => inputOf(context, kind),
          onDone: { target: 'idle', actions: 'succeed' },
          onError: onWriteError(verifying, {
            target: 'idle',
            actions: { type: 'fail', params: eventError },
          }),
        },
      }) as const,
    /** The verifying state and its pause, under the machine's names for them. */
    lostAnswer: <TKind extends TRequest['kind'], TVerifying extends string, TPause extends string>({
      kind,
      verifying,
      pause,
    }: {
      kind: TKind;
      verifying: TVerifying;
      pause: TPause;
    }) =>
      lostAnswerStates({
        tags: 'busy',
        reread: {
          src: 'rereadTrip',
          input: ({ context }: { context: RequestQueue<TRequest> }) => ({
            tripId: inputOf(context, kind).tripId,
          }),
        },
        applied: {
          guard: {
            type: 'wasApplied',
            params: ({ event }: { event: { output: RereadTrip | null } }) => ({
              trip: event.output,
            }),
          },
          target: 'idle',
          actions: ['succeed', 'endVerification'],
        },
        notApplied,
        verifying,
        pause,
      }),
  };
}
