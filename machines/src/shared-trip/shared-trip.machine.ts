import { and, assign, emit, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { toast } from '../shared/feedback';
import type { ToastEmitted } from '../shared/feedback';
import { JOINED_AS_VIEWER, JOIN_FAILED_ALERT } from './constants';

/**
 * The shared-trip page (spec 001 §2 "Shared trip page", §4 "Shared trip: loading, error, or loaded;
 * after a join the user becomes a member", §6, §8): loads the trip by its share token, and joins it.
 *
 * - Join This Trip is offered to anyone not yet a member while the trip allows joins (12.13). A
 *   guest who presses it is sent to login (12.18: `sharedTrip.signInToJoin`); the page passes
 *   `joinOnArrival` when it comes back, so the join then happens without a second press.
 * - A join makes the caller a viewer: toast, and the page becomes the member's view (one more
 *   traveller). A failed join is a browser alert (`sharedTrip.alert`, 001 §8), and Join stays.
 *
 * Effects: `createSharedTripMachine(effects)`: the app passes its GraphQL calls, the tests fakes.
 * The machine keeps the trip as loaded (`TTrip`); it reads only the facts the join needs.
 */

/** What the machine reads of a shared trip (001 §3 "Shared trip"). */
export interface SharedTripFacts {
  allowJoinRequests: boolean;
  /** The signed-in caller is the owner or a collaborator. */
  viewerIsMember: boolean;
  /** Collaborators only; travellers = collaboratorCount + 1 (001 §2). */
  collaboratorCount: number;
}

export interface SharedTripRequest {
  shareToken: string;
}

export interface SharedTripEffects<TTrip extends SharedTripFacts> {
  /** The trip, or null when the link is unknown or no longer public (both: not available). */
  loadSharedTrip: (input: SharedTripRequest) => Promise<TTrip | null>;
  /** Makes the caller a viewer; answers the trip's id. */
  joinSharedTrip: (input: SharedTripRequest) => Promise<string>;
}

export interface SharedTripInput {
  shareToken: string;
  /** A session is there: guests are sent to login to join. */
  signedIn: boolean;
  /** The page was reached back from login after a guest pressed Join: join once loaded. */
  joinOnArrival: boolean;
}

export interface SharedTripContext<TTrip extends SharedTripFacts> extends SharedTripInput {
  trip: TTrip | null;
}

export type SharedTripEvent = { type: 'sharedTrip.join' };

/** 12.18: a guest pressed Join; the page sends them to login, coming back to join. */
export interface SignInToJoinEmitted {
  type: 'sharedTrip.signInToJoin';
  shareToken: string;
}
/** 001 §8: the browser alert of a failed join. */
export interface AlertEmitted {
  type: 'sharedTrip.alert';
  message: string;
}
export type SharedTripEmitted = ToastEmitted | SignInToJoinEmitted | AlertEmitted;

/** Join is offered (12.13): not yet a member, and the trip allows joins. */
export const canJoin = (trip: SharedTripFacts | null): boolean =>
  trip !== null && trip.allowJoinRequests && !trip.viewerIsMember;

export function createSharedTripMachine<TTrip extends SharedTripFacts>(
  effects: SharedTripEffects<TTrip>,
) {
  return setup({
    types: {
      context: {} as SharedTripContext<TTrip>,
      events: {} as SharedTripEvent,
      input: {} as SharedTripInput,
      emitted: {} as SharedTripEmitted,
      tags: {} as 'busy',
    },
    actors: {
      loadSharedTrip: fromPromise(({ input }: { input: SharedTripRequest }) =>
        effects.loadSharedTrip(input),
      ),
      joinSharedTrip: fromPromise(({ input }: { input: SharedTripRequest }) =>
        effects.joinSharedTrip(input),
      ),
    },
    guards: {
      found: (_, params: { trip: TTrip | null }) => params.trip !== null,
      joinsOnArrival: ({ context }) =>
        context.joinOnArrival && context.signedIn && canJoin(context.trip),
      isGuest: ({ context }) => !context.signedIn,
      canJoin: ({ context }) => canJoin(context.trip),
    },
    actions: {
      keepTrip: assign((_, params: { trip: TTrip | null }) => ({ trip: params.trip })),
      // The arrival's join is done (or not needed): a later load never repeats it.
      forgetArrivalJoin: assign({ joinOnArrival: false }),
      becomeMember: assign(({ context }) => ({
        trip:
          context.trip === null
            ? null
            : {
                ...context.trip,
                viewerIsMember: true,
                collaboratorCount: context.trip.collaboratorCount + 1,
              },
      })),
      toastJoined: emit(toast('success', JOINED_AS_VIEWER)),
      alertJoinFailed: emit({ type: 'sharedTrip.alert', message: JOIN_FAILED_ALERT } as const),
      signInToJoin: emit(({ context }) => ({
        type: 'sharedTrip.signInToJoin' as const,
        shareToken: context.shareToken,
      })),
    },
  }).createMachine({
    id: 'sharedTrip',
    context: ({ input }) => ({ ...input, trip: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        invoke: {
          src: 'loadSharedTrip',
          input: ({ context }) => ({ shareToken: context.shareToken }),
          onDone: [
            {
              guard: { type: 'found', params: ({ event }) => ({ trip: event.output }) },
              target: 'loaded',
              actions: { type: 'keepTrip', params: ({ event }) => ({ trip: event.output }) },
            },
            { target: 'notAvailable' },
          ],
          onError: { target: 'notAvailable' },
        },
      },
      /** "Trip Not Available": unknown link, public view off, or the load failed (001 §8). */
      notAvailable: {},
      loaded: {
        initial: 'arriving',
        states: {
          /** Back from login after pressing Join as a guest: join without a second press. */
          arriving: {
            always: [
              { guard: 'joinsOnArrival', target: 'joining', actions: 'forgetArrivalJoin' },
              { target: 'viewing', actions: 'forgetArrivalJoin' },
            ],
          },
          viewing: {
            on: {
              // Not offered to members or when joins are off: nothing happens then.
              'sharedTrip.join': [
                { guard: and(['canJoin', 'isGuest']), actions: 'signInToJoin' },
                { guard: 'canJoin', target: 'joining' },
              ],
            },
          },
          joining: {
            tags: 'busy',
            invoke: {
              src: 'joinSharedTrip',
              input: ({ context }) => ({ shareToken: context.shareToken }),
              onDone: { target: 'viewing', actions: ['becomeMember', 'toastJoined'] },
              onError: { target: 'viewing', actions: 'alertJoinFailed' },
            },
          },
        },
      },
    },
  });
}

export type SharedTripMachine<TTrip extends SharedTripFacts = SharedTripFacts> = ReturnType<
  typeof createSharedTripMachine<TTrip>
>;
export type SharedTripSnapshot<TTrip extends SharedTripFacts = SharedTripFacts> = SnapshotFrom<
  SharedTripMachine<TTrip>
>;
export type SharedTripActorRef<TTrip extends SharedTripFacts = SharedTripFacts> = ActorRefFrom<
  SharedTripMachine<TTrip>
>;

/** What the page shows: which screen, the trip, and whether Join is working ("Joining..."). */
export type SharedTripScreen = 'loading' | 'notAvailable' | 'loaded';

interface SharedTripSnapshotLike<TTrip extends SharedTripFacts> {
  context: SharedTripContext<TTrip>;
  matches: (value: 'loading' | 'notAvailable' | 'loaded' | { loaded: 'joining' }) => boolean;
}

export function selectSharedTripScreen<TTrip extends SharedTripFacts>(
  snapshot: SharedTripSnapshotLike<TTrip>,
): SharedTripScreen {
  if (snapshot.matches('loaded')) return 'loaded';
  return snapshot.matches('notAvailable') ? 'notAvailable' : 'loading';
}

export const selectSharedTrip = <TTrip extends SharedTripFacts>(
  snapshot: SharedTripSnapshotLike<TTrip>,
): TTrip | null => snapshot.context.trip;

export const selectJoining = <TTrip extends SharedTripFacts>(
  snapshot: SharedTripSnapshotLike<TTrip>,
): boolean => snapshot.matches({ loaded: 'joining' });
