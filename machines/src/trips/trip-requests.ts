import { fromPromise } from 'xstate';
import type { PromiseActorLogic } from 'xstate';
import { serverMessageOr, storedErrorMessage } from '../shared/error-message';
import { toast } from '../shared/feedback';
import type { ToastEmitted } from '../shared/feedback';
import type { RequestTexts } from './constants';

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
}

export type RequestOf<TRequest extends TripRequest, TKind extends TRequest['kind']> = Extract<
  TRequest,
  { kind: TKind }
>;

export function emptyQueue<TRequest extends TripRequest>(): RequestQueue<TRequest> {
  const errors: Partial<Record<TRequest['kind'], string>> = {};
  return { pending: [], errors };
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
