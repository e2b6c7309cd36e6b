import { assign, emit, enqueueActions, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { toast } from '../shared/feedback';
import type { ToastEmitted } from '../shared/feedback';
import type { RereadTripEffect } from '../trips/trip';
import {
  effectActors,
  emptyQueue,
  failed,
  isNext,
  isWaiting,
  goneRemovalState,
  isGone,
  removalStatesFor,
  requestStatesFor,
  started,
  succeeded,
  withRequest,
} from '../trips/trip-requests';
import type { RequestQueue, TripRequest } from '../trips/trip-requests';
import {
  ADD_COLLABORATOR_TEXTS,
  LEAVE_TRIP_TEXTS,
  REMOVE_COLLABORATOR_TEXTS,
  UPDATE_ROLE_TEXTS,
  USER_DETAILS_FAILED,
  USER_SEARCH_DEBOUNCE_MS,
} from './constants';

/**
 * A trip's collaborators (spec 001 §2 "Collaborators tab", "Add Collaborator"; §4 "the owner
 * changes it through an inline select with save and cancel"; §5; §6; §8; §9), in two regions:
 *
 * - `invite`: the Add Collaborator dialog. The user search is sent once typing has paused 400 ms
 *   (each keystroke restarts the pause: one request per burst); typing again cancels a search in
 *   flight, so an earlier answer never replaces a later one. Add needs a chosen user who is not
 *   already on the trip; the role is viewer unless changed.
 * - `requests`: add, role change, removal and leaving, one after the other with their toasts
 *   (trips/trip-requests.ts). Leaving emits `left` so the page can go to /trips.
 *
 * Effects: `createCollaboratorsMachine(effects)`: the app passes its GraphQL calls, the tests fakes.
 */

export type CollaboratorRole = 'viewer' | 'editor';

export interface FoundUser {
  id: string;
  userName: string;
  email: string;
  profilePic: string | null;
}

export interface AddCollaboratorInput {
  tripId: string;
  userId: string;
  role: CollaboratorRole;
}
export type UpdateRoleInput = AddCollaboratorInput;
export interface RemoveCollaboratorInput {
  tripId: string;
  userId: string;
}

/** The answers' trips land in the app's cache, so the machine needs nothing back from writes. */
export interface CollaboratorsEffects {
  searchUsers: (input: { userName: string }) => Promise<FoundUser[]>;
  addCollaborator: (input: AddCollaboratorInput) => Promise<void>;
  updateRole: (input: UpdateRoleInput) => Promise<void>;
  removeCollaborator: (input: RemoveCollaboratorInput) => Promise<void>;
  /** The signed-in member removes themself (remove-collaborator with their own id). */
  leaveTrip: (input: { tripId: string }) => Promise<void>;
  rereadTrip: RereadTripEffect; // issue 17: after a removal found gone already
}

export type CollaboratorsRequest =
  | TripRequest<'add', AddCollaboratorInput>
  | TripRequest<'role', UpdateRoleInput>
  | TripRequest<'remove', RemoveCollaboratorInput>
  | TripRequest<'leave', { tripId: string }>;

/** The inline role select of one collaborator (owner only). */
export interface RoleEdit {
  userId: string;
  role: CollaboratorRole;
  current: CollaboratorRole;
}

/** The confirmation on screen: removing someone (named in it), or leaving the trip. */
export type Confirmation = { kind: 'remove'; userId: string; name: string } | { kind: 'leave' };

export interface CollaboratorsContext extends RequestQueue<CollaboratorsRequest> {
  tripId: string;
  /** The search text as typed. */
  query: string;
  /** The last answered search: its text and its users (null: nothing answered yet). */
  searched: { query: string; users: readonly FoundUser[] } | null;
  searchFailed: boolean;
  chosen: FoundUser | null;
  role: CollaboratorRole;
  /** Owner and collaborators when the dialog opened: shown as already on the trip. */
  memberIds: readonly string[];
  roleEdit: RoleEdit | null;
  confirming: Confirmation | null;
}

export type CollaboratorsEvent =
  | { type: 'invite.open'; memberIds: readonly string[] }
  | { type: 'invite.close' }
  | { type: 'invite.queryChanged'; text: string }
  | { type: 'invite.choose'; user: FoundUser }
  | { type: 'invite.roleChanged'; role: CollaboratorRole }
  | { type: 'invite.submit' }
  | { type: 'role.edit'; userId: string; role: CollaboratorRole }
  | { type: 'role.changed'; role: CollaboratorRole }
  | { type: 'role.save' }
  | { type: 'role.cancel' }
  | { type: 'remove.ask'; userId: string; name: string }
  | { type: 'leave.ask' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.accept' }
  | { type: 'members.detailsFailed' }
  /** Raised once an invitation is added: the dialog closes. */
  | { type: 'invite.added' };

export type CollaboratorsEmitted = ToastEmitted | { type: 'left' };

const REQUEST_TEXTS = {
  add: ADD_COLLABORATOR_TEXTS,
  role: UPDATE_ROLE_TEXTS,
  remove: REMOVE_COLLABORATOR_TEXTS,
  leave: LEAVE_TRIP_TEXTS,
};

const requestState = requestStatesFor<CollaboratorsRequest>();
const removalState = removalStatesFor<CollaboratorsRequest>();

const freshInvite = {
  query: '',
  searched: null,
  searchFailed: false,
  chosen: null,
  role: 'viewer',
} as const;

export function createCollaboratorsMachine(effects: CollaboratorsEffects) {
  return setup({
    types: {
      context: {} as CollaboratorsContext,
      events: {} as CollaboratorsEvent,
      input: {} as { tripId: string },
      emitted: {} as CollaboratorsEmitted,
      tags: {} as 'busy',
    },
    actors: effectActors(effects),
    actions: {
      queue: assign(({ context }, request: CollaboratorsRequest) => withRequest(context, request)),
      start: assign(({ context }) => started(context)),
      succeed: enqueueActions(({ context, enqueue }) => {
        const outcome = succeeded(context, REQUEST_TEXTS);
        enqueue.assign({ pending: outcome.pending });
        if (outcome.toast) enqueue.emit(outcome.toast);
        const { kind } = outcome.request;
        if (kind === 'add') enqueue.raise({ type: 'invite.added' });
        if (kind === 'role') enqueue.assign({ roleEdit: null });
        if (kind === 'remove' || kind === 'leave') enqueue.assign({ confirming: null });
        if (kind === 'leave') enqueue.emit({ type: 'left' });
      }),
      fail: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
        const outcome = failed(context, params.error, REQUEST_TEXTS);
        enqueue.assign({ pending: outcome.pending, errors: outcome.errors });
        if (outcome.toast) enqueue.emit(outcome.toast);
        // The confirmation has done its part; the dialog and the role select stay for a retry.
        const { kind } = outcome.request;
        if (kind === 'remove' || kind === 'leave') enqueue.assign({ confirming: null });
      }),
    },
    guards: {
      isNext: ({ context }, params: { kind: CollaboratorsRequest['kind'] }) =>
        isNext(context, params.kind),
      isGone: (_, params: { error: unknown }) => isGone(params.error),
      isBlank: (_, params: { text: string }) => params.text.trim() === '',
      isNotMember: ({ context }, params: { userId: string }) =>
        !context.memberIds.includes(params.userId),
      canAdd: ({ context }) => context.chosen !== null && !isWaiting(context, 'add'),
      roleUnchanged: ({ context }) =>
        context.roleEdit !== null && context.roleEdit.role === context.roleEdit.current,
      isEditingRole: ({ context }) => context.roleEdit !== null,
      confirmsRemoval: ({ context }) => context.confirming?.kind === 'remove',
      confirmsLeaving: ({ context }) => context.confirming?.kind === 'leave',
    },
    delays: { searchPause: USER_SEARCH_DEBOUNCE_MS },
  }).createMachine({
    id: 'collaborators',
    context: ({ input }) => ({
      tripId: input.tripId,
      ...freshInvite,
      memberIds: [],
      roleEdit: null,
      confirming: null,
      ...emptyQueue(),
    }),
    type: 'parallel',
    on: {
      'role.edit': {
        actions: assign(({ event }) => ({
          roleEdit: { userId: event.userId, role: event.role, current: event.role },
        })),
      },
      'role.changed': {
        guard: 'isEditingRole',
        actions: assign(({ context, event }) => ({
          roleEdit: context.roleEdit && { ...context.roleEdit, role: event.role },
        })),
      },
      'role.save': [
        { guard: 'roleUnchanged', actions: assign({ roleEdit: null }) },
        {
          guard: 'isEditingRole',
          actions: enqueueActions(({ context, enqueue }) => {
            if (context.roleEdit === null) return;
            enqueue({
              type: 'queue',
              params: {
                kind: 'role',
                input: {
                  tripId: context.tripId,
                  userId: context.roleEdit.userId,
                  role: context.roleEdit.role,
                },
              },
            });
          }),
        },
      ],
      'role.cancel': { actions: assign({ roleEdit: null }) },
      'remove.ask': {
        actions: assign(({ event }) => ({
          confirming: { kind: 'remove', userId: event.userId, name: event.name } as const,
        })),
      },
      'leave.ask': { actions: assign({ confirming: { kind: 'leave' } }) },
      'confirm.cancel': { actions: assign({ confirming: null }) },
      'confirm.accept': [
        {
          guard: 'confirmsRemoval',
          actions: enqueueActions(({ context, enqueue }) => {
            if (context.confirming?.kind !== 'remove') return;
            enqueue({
              type: 'queue',
              params: {
                kind: 'remove',
                input: { tripId: context.tripId, userId: context.confirming.userId },
              },
            });
          }),
        },
        {
          guard: 'confirmsLeaving',
          actions: {
            type: 'queue',
            params: ({ context }) => ({ kind: 'leave', input: { tripId: context.tripId } }),
          },
        },
      ],
      'members.detailsFailed': { actions: emit(toast('error', USER_DETAILS_FAILED)) },
    },
    states: {
      invite: {
        initial: 'closed',
        states: {
          closed: {
            on: {
              'invite.open': {
                target: 'open',
                actions: assign(({ event }) => ({ ...freshInvite, memberIds: event.memberIds })),
              },
            },
          },
          open: {
            initial: 'idle',
            on: {
              'invite.close': 'closed',
              'invite.added': 'closed',
              'invite.queryChanged': [
                {
                  guard: { type: 'isBlank', params: ({ event }) => ({ text: event.text }) },
                  target: '.idle',
                  actions: assign(({ event }) => ({
                    query: event.text,
                    searched: null,
                    searchFailed: false,
                    chosen: null,
                  })),
                },
                {
                  // A child target: the pause (or the search in flight) starts over.
                  target: '.waiting',
                  actions: assign(({ event }) => ({ query: event.text, chosen: null })),
                },
              ],
              'invite.choose': {
                guard: {
                  type: 'isNotMember',
                  params: ({ event }) => ({ userId: event.user.id }),
                },
                actions: assign(({ event }) => ({ chosen: event.user })),
              },
              'invite.roleChanged': { actions: assign(({ event }) => ({ role: event.role })) },
              'invite.submit': {
                guard: 'canAdd',
                actions: enqueueActions(({ context, enqueue }) => {
                  if (context.chosen === null) return;
                  enqueue({
                    type: 'queue',
                    params: {
                      kind: 'add',
                      input: {
                        tripId: context.tripId,
                        userId: context.chosen.id,
                        role: context.role,
                      },
                    },
                  });
                }),
              },
            },
            states: {
              idle: {},
              waiting: { after: { searchPause: 'searching' } },
              searching: {
                tags: 'busy',
                invoke: {
                  src: 'searchUsers',
                  input: ({ context }) => ({ userName: context.query.trim() }),
                  onDone: {
                    target: 'idle',
                    actions: assign(({ context, event }) => ({
                      searched: { query: context.query, users: event.output },
                      searchFailed: false,
                    })),
                  },
                  onError: {
                    target: 'idle',
                    actions: assign({ searched: null, searchFailed: true }),
                  },
                },
              },
            },
          },
        },
      },
      requests: {
        initial: 'idle',
        states: {
          idle: {
            always: [
              { guard: { type: 'isNext', params: { kind: 'add' } }, target: 'adding' },
              { guard: { type: 'isNext', params: { kind: 'role' } }, target: 'updatingRole' },
              { guard: { type: 'isNext', params: { kind: 'remove' } }, target: 'removing' },
              { guard: { type: 'isNext', params: { kind: 'leave' } }, target: 'leaving' },
            ],
          },
          adding: requestState({ src: 'addCollaborator', kind: 'add' }),
          updatingRole: requestState({ src: 'updateRole', kind: 'role' }),
          removing: removalState({ src: 'removeCollaborator', kind: 'remove', gone: 'wasGone' }),
          wasGone: goneRemovalState<CollaboratorsRequest>('remove'),
          leaving: requestState({ src: 'leaveTrip', kind: 'leave' }),
        },
      },
    },
  });
}

export type CollaboratorsMachine = ReturnType<typeof createCollaboratorsMachine>;
export type CollaboratorsSnapshot = SnapshotFrom<CollaboratorsMachine>;
export type CollaboratorsActorRef = ActorRefFrom<CollaboratorsMachine>;

/** What the tab and the dialog read (each a plain value, so `useSelector` re-renders on change). */
export const selectInviteOpen = (snapshot: CollaboratorsSnapshot) =>
  snapshot.matches({ invite: 'open' });
export const selectSearching = (snapshot: CollaboratorsSnapshot) =>
  snapshot.matches({ invite: { open: 'waiting' } }) ||
  snapshot.matches({ invite: { open: 'searching' } });
export const selectQuery = (snapshot: CollaboratorsSnapshot) => snapshot.context.query;
export const selectSearched = (snapshot: CollaboratorsSnapshot) => snapshot.context.searched;
export const selectSearchFailed = (snapshot: CollaboratorsSnapshot) =>
  snapshot.context.searchFailed;
export const selectChosen = (snapshot: CollaboratorsSnapshot) => snapshot.context.chosen;
export const selectInviteRole = (snapshot: CollaboratorsSnapshot) => snapshot.context.role;
export const selectMemberIds = (snapshot: CollaboratorsSnapshot) => snapshot.context.memberIds;
export const selectAdding = (snapshot: CollaboratorsSnapshot) => isWaiting(snapshot.context, 'add');
export const selectRoleEdit = (snapshot: CollaboratorsSnapshot) => snapshot.context.roleEdit;
export const selectRoleSaving = (snapshot: CollaboratorsSnapshot) =>
  isWaiting(snapshot.context, 'role');
export const selectConfirming = (snapshot: CollaboratorsSnapshot) => snapshot.context.confirming;
export const selectConfirmBusy = (snapshot: CollaboratorsSnapshot) =>
  isWaiting(snapshot.context, 'remove') || isWaiting(snapshot.context, 'leave');
