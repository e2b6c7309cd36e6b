import { toast } from '../shared/feedback';
import type { ToastAction, ToastEmitted } from '../shared/feedback';
import { UNDO_LABEL, UNDO_WINDOW_MS, deletedToast } from './constants';
import { withRequest } from './trip-requests';
import type { RequestOf, RequestQueue, TripRequest } from './trip-requests';

/**
 * Undo instead of confirm for small deletes (issue 18; docs/decisions.md "Undo for small deletes"),
 * written once for the checklist, itinerary and destinations machines: a removed entry leaves the
 * list at once and a "<name> deleted" toast offers Undo for UNDO_WINDOW_MS; only once the window
 * passes does its `remove` request join the machine's queue (trip-requests.ts), so a failure brings
 * the entry back with the spec's toast. A second removal inside the window sends the first at once,
 * so at most one waits.
 *
 * As with trip-requests.ts, the bookkeeping is plain functions the machine's actions call, and the
 * region is one config (`undoRegion`) naming the actions and guards each machine provides: `hold`
 * (assign `heldWith`, emit `undoToast`), `sendHeld` (assign `releasedHeld`), `forgetHeld` (assign
 * `noHeldRemoval`), and the guards `canHold` (the removal may be held) and `isHeld` (`isHeldId`).
 */

/** A removal waiting out its undo window: the entry's id, its name for the toast, the request's input. */
export interface HeldRemoval<TInput> {
  id: string;
  name: string;
  input: TInput;
}

export interface UndoWindow<TInput> {
  /** The removal that Undo can still take back. */
  held: HeldRemoval<TInput> | null;
}

type RemoveRequest<TRequest extends TripRequest> = RequestOf<TRequest, 'remove'>;
type RemoveInput<TRequest extends TripRequest> = RemoveRequest<TRequest>['input'];

export const noHeldRemoval = { held: null } as const;

/** The toast that offers Undo: pressing it sends `undoEvent` back to the machine. */
export const undoToast = (name: string, undoEvent: ToastAction['event']): ToastEmitted =>
  toast('info', deletedToast(name), {
    action: { label: UNDO_LABEL, event: undoEvent },
    durationMs: UNDO_WINDOW_MS,
  });

/** The window passed (or another removal came): the held removal joins the queue. */
export function releasedHeld<TRequest extends TripRequest>(
  context: RequestQueue<TRequest> & UndoWindow<RemoveInput<TRequest>>,
): Partial<RequestQueue<TRequest> & UndoWindow<RemoveInput<TRequest>>> {
  if (context.held === null) return {};
  const request = { kind: 'remove', input: context.held.input } as RemoveRequest<TRequest>;
  return { held: null, ...withRequest(context, request) };
}

export const isHeldId = <TInput>(context: UndoWindow<TInput>, id: string) =>
  context.held?.id === id;

/**
 * The ids a list hides: the one held in the window and those whose removal is being sent (a failed
 * removal leaves the queue, so its entry shows again). Joined by newlines, so `useSelector`
 * re-renders only when they change; split with `hiddenIdSet`.
 */
export function hiddenIdsOf<TRequest extends TripRequest>(
  context: RequestQueue<TRequest> & UndoWindow<RemoveInput<TRequest>>,
  idOf: (input: RemoveInput<TRequest>) => string,
): string {
  const sending = context.pending.flatMap((request) =>
    request.kind === 'remove' ? [idOf((request as RemoveRequest<TRequest>).input)] : [],
  );
  return [...(context.held === null ? [] : [context.held.id]), ...sending].join('\n');
}

/** The view's side of `hiddenIdsOf`. */
export const hiddenIdSet = (joined: string): ReadonlySet<string> =>
  new Set(joined === '' ? [] : joined.split('\n'));

interface UndoRegionOptions<TRemove extends string, TUndo extends string, TRefused extends string> {
  /** The event that removes an entry (held when `canHold` lets it). */
  remove: TRemove;
  /** The toast's Undo event. */
  undo: TUndo;
  /** An action for a removal `canHold` refuses (e.g. one without its ids); default: ignored. */
  refused?: TRefused;
}

/**
 * The parallel `undo` region beside a machine's `requests` region: `closed`, or `open` while a
 * removal waits out UNDO_WINDOW_MS (the machine's setup names the delay `UNDO_WINDOW_MS`).
 */
export function undoRegion<
  TRemove extends string,
  TUndo extends string,
  TRefused extends string = never,
>({ remove, undo, refused }: UndoRegionOptions<TRemove, TUndo, TRefused>) {
  const orRefused: { readonly actions: TRefused }[] =
    refused === undefined ? [] : [{ actions: refused }];
  const hold = { guard: 'canHold', target: 'open', actions: 'hold' } as const;
  const holdAnother = {
    guard: 'canHold',
    target: 'open',
    reenter: true,
    actions: ['sendHeld', 'hold'],
  } as const;
  const undone = { guard: 'isHeld', target: 'closed', actions: 'forgetHeld' } as const;
  return {
    initial: 'closed',
    states: {
      closed: { on: keyed(remove, [hold, ...orRefused]) },
      open: {
        after: { UNDO_WINDOW_MS: { target: 'closed', actions: 'sendHeld' } },
        on: { ...keyed(remove, [holdAnother, ...orRefused]), ...keyed(undo, undone) },
      },
    },
  } as const;
}

/** `{ [key]: value }` keeping the key's literal type (a computed key would widen it to string). */
const keyed = <TKey extends string, TValue>(key: TKey, value: TValue) =>
  ({ [key]: value }) as Record<TKey, TValue>;
