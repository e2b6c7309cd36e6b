import { assign, enqueueActions, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ToastEmitted } from '../shared/feedback';
import {
  ADD_CHECKLIST_ITEM_TEXTS,
  REMOVE_CHECKLIST_ITEM_TEXTS,
  TOGGLE_CHECKLIST_ITEM_TEXTS,
  UNDO_WINDOW_MS,
} from './constants';
import { hasChecklistItem } from './trip';
import type { RereadTrip, RereadTripEffect } from './trip';
import {
  beginVerification,
  canRereadAgain,
  counted,
  effectActors,
  emptyQueue,
  failed,
  goneRemovalState,
  inputOf,
  isGone,
  isNext,
  isWaiting,
  mayHaveBeenApplied,
  rereadDelayOf,
  started,
  succeeded,
  removalStatesFor,
  requestStatesFor,
  verifiedRequestStatesFor,
  withRequest,
} from './trip-requests';
import type { RequestQueue, TripRequest } from './trip-requests';
import {
  hiddenIdsOf,
  isHeldId,
  noHeldRemoval,
  releasedHeld,
  undoRegion,
  undoToast,
} from './undo-window';
import type { UndoWindow } from './undo-window';

/**
 * A trip's checklist (spec 001 §2 "Checklist tab", §5, §7 "add, toggle (isCompleted) and remove
 * checklist item", §8): the new item's text, and the three requests with their toasts. A blank text
 * is not sent; the text clears once the item is added.
 *
 * Removing is undoable (issue 18, undo-window.ts): the item leaves the list at once and a "<item>
 * deleted" toast offers Undo for UNDO_WINDOW_MS; only once the window passes is the request sent (a
 * failure brings the item back with its toast). A toggle shows at once too: the list reads the
 * queued toggle's value until the answer lands in the cache, and a failure rolls it back
 * (`selectChecklistToggled`). The `undo` region holds the window beside the `requests` queue.
 *
 * An add whose answer was lost (a timeout, no connection) is checked before the user is told: the
 * trip is read again until the item shows or the re-reads run out (issue 17, `verifyingAdd`), so
 * trying again never makes a second item.
 *
 * Effects: `createChecklistMachine(effects)`: the app passes its GraphQL calls, the tests fakes.
 */

export interface AddChecklistItemInput {
  tripId: string;
  item: string;
}
export interface ToggleChecklistItemInput {
  tripId: string;
  itemId: string;
  isCompleted: boolean;
}
export interface RemoveChecklistItemInput {
  tripId: string;
  itemId: string;
}

/** The answers' trips land in the app's cache, so the machine needs nothing back. */
export interface ChecklistEffects {
  addItem: (input: AddChecklistItemInput) => Promise<void>;
  toggleItem: (input: ToggleChecklistItemInput) => Promise<void>;
  removeItem: (input: RemoveChecklistItemInput) => Promise<void>;
  rereadTrip: RereadTripEffect;
}

export type ChecklistRequest =
  | TripRequest<'add', AddChecklistItemInput>
  | TripRequest<'toggle', ToggleChecklistItemInput>
  | TripRequest<'remove', RemoveChecklistItemInput>;

export interface ChecklistContext
  extends RequestQueue<ChecklistRequest>, UndoWindow<RemoveChecklistItemInput> {
  tripId: string;
  /** The new item's text as typed. */
  draft: string;
}

export type ChecklistEvent =
  | { type: 'checklist.draftChanged'; text: string }
  | { type: 'checklist.add' }
  | { type: 'checklist.toggle'; itemId: string; isCompleted: boolean }
  | { type: 'checklist.remove'; itemId: string; item: string }
  | { type: 'checklist.undoDelete'; itemId: string };

const CHECKLIST_TEXTS = {
  add: ADD_CHECKLIST_ITEM_TEXTS,
  toggle: TOGGLE_CHECKLIST_ITEM_TEXTS,
  remove: REMOVE_CHECKLIST_ITEM_TEXTS,
};

/** Spec 001 §5: a blank item cannot be added. */
export const checklistItemOf = (draft: string) => draft.trim();

const requestState = requestStatesFor<ChecklistRequest>();
const removalState = removalStatesFor<ChecklistRequest>();
const verified = verifiedRequestStatesFor<ChecklistRequest>();
const lostAdd = verified.lostAnswer({
  kind: 'add',
  verifying: 'verifyingAdd',
  pause: 'rereadPause',
});

export function createChecklistMachine(effects: ChecklistEffects) {
  return setup({
    types: {
      context: {} as ChecklistContext,
      events: {} as ChecklistEvent,
      input: {} as { tripId: string },
      emitted: {} as ToastEmitted,
      tags: {} as 'busy',
    },
    actors: effectActors(effects),
    delays: { UNDO_WINDOW_MS, REREAD_DELAY: ({ context }) => rereadDelayOf(context) },
    actions: {
      hold: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'checklist.remove') return;
        const input = { tripId: context.tripId, itemId: event.itemId };
        enqueue.assign({ held: { id: event.itemId, name: event.item, input } });
        enqueue.emit(undoToast(event.item, { type: 'checklist.undoDelete', itemId: event.itemId }));
      }),
      sendHeld: assign(({ context }) => releasedHeld(context)),
      forgetHeld: assign(noHeldRemoval),
      beginVerification: assign((_, params: { error: unknown }) => beginVerification(params.error)),
      countReread: assign(({ context }) => counted(context)),
      endVerification: assign({ verification: null }),
      changeDraft: assign((_, params: { text: string }) => ({ draft: params.text })),
      queue: assign(({ context }, request: ChecklistRequest) => withRequest(context, request)),
      start: assign(({ context }) => started(context)),
      succeed: enqueueActions(({ context, enqueue }) => {
        const outcome = succeeded(context, CHECKLIST_TEXTS);
        enqueue.assign({
          pending: outcome.pending,
          // The text clears once its item is in the list.
          ...(outcome.request.kind === 'add' ? { draft: '' } : {}),
        });
        if (outcome.toast) enqueue.emit(outcome.toast);
      }),
      fail: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
        const outcome = failed(context, params.error, CHECKLIST_TEXTS);
        enqueue.assign({ pending: outcome.pending, errors: outcome.errors });
        if (outcome.toast) enqueue.emit(outcome.toast);
      }),
    },
    guards: {
      isNext: ({ context }, params: { kind: ChecklistRequest['kind'] }) =>
        isNext(context, params.kind),
      // A blank text is not sent; nor is the text again while its add is sent or checked (issue 17).
      canAdd: ({ context }) => checklistItemOf(context.draft) !== '' && !isWaiting(context, 'add'),
      canHold: ({ event }) => event.type === 'checklist.remove',
      isHeld: ({ context, event }) =>
        event.type === 'checklist.undoDelete' && isHeldId(context, event.itemId),
      mayHaveBeenApplied: (_, params: { error: unknown }) => mayHaveBeenApplied(params.error),
      isGone: (_, params: { error: unknown }) => isGone(params.error),
      canRereadAgain: ({ context }) => canRereadAgain(context),
      wasApplied: ({ context }, params: { trip: RereadTrip | null }) =>
        params.trip !== null && hasChecklistItem(params.trip, inputOf(context, 'add').item),
    },
  }).createMachine({
    id: 'checklist',
    context: ({ input }) => ({
      tripId: input.tripId,
      draft: '',
      ...noHeldRemoval,
      ...emptyQueue<ChecklistRequest>(),
    }),
    on: {
      'checklist.draftChanged': {
        actions: { type: 'changeDraft', params: ({ event }) => ({ text: event.text }) },
      },
      'checklist.add': {
        guard: 'canAdd',
        actions: {
          type: 'queue',
          params: ({ context }) => ({
            kind: 'add',
            input: { tripId: context.tripId, item: checklistItemOf(context.draft) },
          }),
        },
      },
      'checklist.toggle': {
        actions: {
          type: 'queue',
          params: ({ context, event }) => ({
            kind: 'toggle',
            input: { tripId: context.tripId, itemId: event.itemId, isCompleted: event.isCompleted },
          }),
        },
      },
    },
    type: 'parallel',
    states: {
      requests: {
        initial: 'idle',
        states: {
          idle: {
            always: [
              { guard: { type: 'isNext', params: { kind: 'add' } }, target: 'adding' },
              { guard: { type: 'isNext', params: { kind: 'toggle' } }, target: 'toggling' },
              { guard: { type: 'isNext', params: { kind: 'remove' } }, target: 'removing' },
            ],
          },
          adding: verified.sending({ src: 'addItem', kind: 'add', verifying: 'verifyingAdd' }),
          verifyingAdd: lostAdd.verifying,
          rereadPause: lostAdd.pause,
          toggling: requestState({ src: 'toggleItem', kind: 'toggle' }),
          removing: removalState({ src: 'removeItem', kind: 'remove', gone: 'removedAlready' }),
          removedAlready: goneRemovalState<ChecklistRequest>('remove'),
        },
      },
      undo: undoRegion({ remove: 'checklist.remove', undo: 'checklist.undoDelete' }),
    },
  });
}

export type ChecklistMachine = ReturnType<typeof createChecklistMachine>;
export type ChecklistSnapshot = SnapshotFrom<ChecklistMachine>;
export type ChecklistActorRef = ActorRefFrom<ChecklistMachine>;

/** What the checklist tab reads (each a plain value, so `useSelector` re-renders only on change). */
export const selectChecklistDraft = (snapshot: ChecklistSnapshot) => snapshot.context.draft;
export const selectChecklistAdding = (snapshot: ChecklistSnapshot) =>
  isWaiting(snapshot.context, 'add');
/** The ids of the items the list hides (undo-window.ts `hiddenIdsOf`), joined. */
export const selectChecklistHiddenIds = (snapshot: ChecklistSnapshot): string =>
  hiddenIdsOf(snapshot.context, (input) => input.itemId);

/**
 * The ticks the list shows before the server answers: each queued toggle's item with its last
 * asked value ("<id>:1" ticked, "<id>:0" not), joined. Once answered the cache holds the value; a
 * failure drops the toggle, so the item shows the cache's value again (a rollback).
 */
export const selectChecklistToggled = (snapshot: ChecklistSnapshot): string => {
  const asked = new Map<string, boolean>();
  for (const request of snapshot.context.pending) {
    if (request.kind === 'toggle') asked.set(request.input.itemId, request.input.isCompleted);
  }
  return [...asked].map(([itemId, ticked]) => `${itemId}:${ticked ? 1 : 0}`).join('\n');
};

/** The view's side of `selectChecklistToggled`: the shown ticks by item id. */
export const toggledTicks = (joined: string): ReadonlyMap<string, boolean> =>
  new Map(
    joined === ''
      ? []
      : joined.split('\n').map((entry) => {
          const at = entry.lastIndexOf(':');
          return [entry.slice(0, at), entry.slice(at + 1) === '1'] as const;
        }),
  );
