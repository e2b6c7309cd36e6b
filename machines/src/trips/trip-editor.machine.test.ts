import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { advanceSeconds, deferred, settled, statePath } from '../shared/test-support';
import { TRIP_OPERATIONS } from './constants';
import type { TripOperation } from './constants';
import type { TripRecord } from './trip';
import {
  createTripEditorMachine,
  isTripOperationPending,
  requestTripId,
  selectTripEditor,
} from './trip-editor.machine';
import type { TripEditorActorRef, TripOperationRequest } from './trip-editor.machine';
import { aTrip, startTripEditor } from './trips.test-support';
import type { TripEditorHarness, TripEffects } from './trips.test-support';

const goa = aTrip('trip-goa', { title: 'Goa' });
const hampi = aTrip('trip-hampi', { title: 'Hampi' });
const kerala = aTrip('trip-kerala', { title: 'Kerala' });

const view = (actor: TripEditorActorRef) => selectTripEditor(actor.getSnapshot());
const idsOf = (trips: readonly TripRecord[]) => trips.map((trip) => trip._id);
const toastTexts = (harness: TripEditorHarness) =>
  harness.toasts.map((toast) => `${toast.kind}: ${toast.message}`);
const loadingOf = (actor: TripEditorActorRef) =>
  TRIP_OPERATIONS.filter((operation) => view(actor).loading[operation]);
const errorsOf = (actor: TripEditorActorRef) =>
  Object.fromEntries(Object.entries(view(actor).errors).filter(([, message]) => message !== null));

describe('client trip state (spec 000 §3 "Client trip state")', () => {
  it('starts with the given list and selection, its count, nothing loading and no errors', () => {
    const { actor } = startTripEditor({ trips: [goa, hampi], selectedTrip: hampi });
    expect(view(actor)).toMatchObject({
      trips: [goa, hampi],
      selectedTrip: hampi,
      count: 2,
      deletedTripId: null,
    });
    expect(loadingOf(actor)).toEqual([]);
    expect(errorsOf(actor)).toEqual({});
    expect(Object.keys(view(actor).loading)).toEqual([...TRIP_OPERATIONS]);
    // One region per operation, all idle.
    expect(statePath(actor.getSnapshot().value).split(',')).toEqual(
      TRIP_OPERATIONS.map((operation) => `${operation}.idle`),
    );
  });

  it('starts empty without input', () => {
    const actor = createActor(createTripEditorMachine<TripRecord>(), { input: undefined }).start();
    expect(view(actor)).toMatchObject({ trips: [], selectedTrip: null, count: 0 });
  });

  it('gives one view object per context, the same while nothing changes', async () => {
    const harness = startTripEditor({ trips: [goa] });
    const before = view(harness.actor);
    expect(view(harness.actor)).toBe(before);
    harness.effects.fetchAll.mockResolvedValueOnce([goa, hampi]);
    harness.actor.send({ type: 'trip.fetchAll' });
    await settled(harness.actor);
    expect(view(harness.actor)).not.toBe(before);
    expect(view(harness.actor).count).toBe(2);
  });
});

describe('fetch all (spec 000 §4, §8 "Fetch failures")', () => {
  it('loads the list and count; the selection is left as it is; no toast', async () => {
    const harness = startTripEditor({
      trips: [goa],
      selectedTrip: aTrip('trip-goa', { title: 'Old Goa' }),
    });
    const answer = deferred<TripRecord[]>();
    harness.effects.fetchAll.mockReturnValueOnce(answer.promise);
    harness.actor.send({ type: 'trip.fetchAll' });
    expect(loadingOf(harness.actor)).toEqual(['fetchAll']);
    expect(statePath(harness.actor.getSnapshot().value)).toContain('fetchAll.running');

    answer.resolve([goa, hampi, kerala]);
    await settled(harness.actor);
    expect(view(harness.actor)).toMatchObject({ count: 3, selectedTrip: { title: 'Old Goa' } });
    expect(idsOf(view(harness.actor).trips)).toEqual(['trip-goa', 'trip-hampi', 'trip-kerala']);
    expect(loadingOf(harness.actor)).toEqual([]);
    expect(harness.toasts).toEqual([]);
    expect(harness.succeeded).toMatchObject([{ operation: 'fetchAll', trip: null }]);
  });

  it.each([
    ['the server message', new Error('Session expired'), 'Session expired'],
    [
      'the error message of a transport failure',
      new TypeError('Failed to fetch'),
      'Failed to fetch',
    ],
    ["'Failed to fetch trips' without any message", new Error(''), 'Failed to fetch trips'],
  ])('a failure keeps %s, shows no toast, keeps the list', async (_case, error, message) => {
    const harness = startTripEditor({ trips: [goa] });
    harness.effects.fetchAll.mockRejectedValueOnce(error);
    harness.actor.send({ type: 'trip.fetchAll' });
    await settled(harness.actor);
    expect(errorsOf(harness.actor)).toEqual({ fetchAll: message });
    expect(view(harness.actor).trips).toEqual([goa]);
    expect(harness.toasts).toEqual([]);
    expect(harness.failed).toMatchObject([{ operation: 'fetchAll', message }]);
  });

  it('a new fetch clears the old error when it starts', async () => {
    const harness = startTripEditor();
    harness.effects.fetchAll.mockRejectedValueOnce(new Error('Server down'));
    harness.actor.send({ type: 'trip.fetchAll' });
    await settled(harness.actor);
    const answer = deferred<TripRecord[]>();
    harness.effects.fetchAll.mockReturnValueOnce(answer.promise);
    harness.actor.send({ type: 'trip.fetchAll' });
    expect(view(harness.actor).errors.fetchAll).toBeNull();
    answer.resolve([]);
    await settled(harness.actor);
    expect(view(harness.actor).errors.fetchAll).toBeNull();
  });

  it('a newer fetch stops the older one: only the newest answer is applied', async () => {
    const harness = startTripEditor();
    const older = deferred<TripRecord[]>();
    const newer = deferred<TripRecord[]>();
    harness.effects.fetchAll.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    harness.actor.send({ type: 'trip.fetchAll' });
    harness.actor.send({ type: 'trip.fetchAll' });
    expect(harness.effects.fetchAll).toHaveBeenCalledTimes(2);
    newer.resolve([hampi]);
    await settled(harness.actor);
    older.resolve([goa, kerala]);
    await Promise.resolve();
    expect(idsOf(view(harness.actor).trips)).toEqual(['trip-hampi']);
    expect(harness.succeeded).toHaveLength(1);
  });
});

describe('fetch one (spec 000 §4, §8; 001 §8 "only logged")', () => {
  it('selects the server trip and replaces it in the list', async () => {
    const harness = startTripEditor({ trips: [goa, hampi] });
    const fresh = aTrip('trip-hampi', { title: 'Hampi, with boulders' });
    harness.effects.fetchOne.mockResolvedValueOnce(fresh);
    harness.actor.send({ type: 'trip.fetchOne', input: { tripId: 'trip-hampi' } });
    expect(view(harness.actor).loading.fetchOne).toBe(true);
    await settled(harness.actor);
    expect(harness.effects.fetchOne).toHaveBeenCalledWith({ tripId: 'trip-hampi' });
    expect(view(harness.actor).selectedTrip).toBe(fresh);
    expect(view(harness.actor).trips).toEqual([goa, fresh]);
    expect(harness.toasts).toEqual([]);
  });

  it('a trip not in the list is selected without joining the list', async () => {
    const harness = startTripEditor({ trips: [goa] });
    harness.effects.fetchOne.mockResolvedValueOnce(kerala);
    harness.actor.send({ type: 'trip.fetchOne', input: { tripId: 'trip-kerala' } });
    await settled(harness.actor);
    expect(view(harness.actor)).toMatchObject({ selectedTrip: kerala, trips: [goa], count: 1 });
  });

  it('opening another trip hides the old one at once; refetching the same keeps it', async () => {
    const harness = startTripEditor({ trips: [goa, hampi], selectedTrip: goa });
    const answer = deferred<TripRecord>();
    harness.effects.fetchOne.mockReturnValue(answer.promise);
    harness.actor.send({ type: 'trip.fetchOne', input: { tripId: 'trip-goa' } });
    expect(view(harness.actor).selectedTrip).toBe(goa);
    harness.actor.send({ type: 'trip.fetchOne', input: { tripId: 'trip-hampi' } });
    expect(view(harness.actor).selectedTrip).toBeNull();
  });

  it('opening B while A loads: A’s late answer is dropped', async () => {
    const harness = startTripEditor();
    const first = deferred<TripRecord>();
    const second = deferred<TripRecord>();
    harness.effects.fetchOne.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    harness.actor.send({ type: 'trip.fetchOne', input: { tripId: 'trip-goa' } });
    harness.actor.send({ type: 'trip.fetchOne', input: { tripId: 'trip-hampi' } });
    second.resolve(hampi);
    await settled(harness.actor);
    first.resolve(goa);
    await Promise.resolve();
    expect(view(harness.actor).selectedTrip).toBe(hampi);
  });

  it.each([
    ['the server message', new Error('Trip not found'), 'Trip not found'],
    ["'Failed to fetch trip details'", null, 'Failed to fetch trip details'],
  ])('a failure keeps %s with no toast; no trip is selected', async (_case, error, message) => {
    const harness = startTripEditor({ trips: [goa], selectedTrip: goa });
    harness.effects.fetchOne.mockRejectedValueOnce(error);
    harness.actor.send({ type: 'trip.fetchOne', input: { tripId: 'trip-unknown' } });
    await settled(harness.actor);
    expect(view(harness.actor)).toMatchObject({
      selectedTrip: null,
      errors: { fetchOne: message },
    });
    expect(harness.toasts).toEqual([]);
  });
});

describe('create (spec 000 §4 "Create-trip dialog", §7, §8)', () => {
  const request = {
    title: 'Monsoon in Goa',
    description: '',
    startDate: '2026-07-01',
    endDate: '2026-07-05',
    destinations: [],
  };

  it('adds and selects the new trip, toasts, announces it, then refetches the list', async () => {
    const harness = startTripEditor({ trips: [hampi] });
    const created = aTrip('trip-new', { title: 'Monsoon in Goa' });
    harness.effects.create.mockResolvedValueOnce(created);
    const refetch = deferred<TripRecord[]>();
    harness.effects.fetchAll.mockReturnValueOnce(refetch.promise);
    harness.actor.send({ type: 'trip.create', input: request });
    expect(view(harness.actor).loading.create).toBe(true);
    await Promise.resolve();
    await Promise.resolve();

    expect(harness.effects.create).toHaveBeenCalledWith(request);
    expect(view(harness.actor)).toMatchObject({ selectedTrip: created, count: 2 });
    expect(idsOf(view(harness.actor).trips)).toEqual(['trip-hampi', 'trip-new']);
    expect(toastTexts(harness)).toEqual(['success: Trip created successfully']);
    expect(harness.succeeded).toMatchObject([
      { operation: 'create', trip: created, request: { type: 'trip.create', input: request } },
    ]);
    // 000 §7: "the trips list is then refetched".
    expect(harness.effects.fetchAll).toHaveBeenCalledTimes(1);
    expect(view(harness.actor).loading.fetchAll).toBe(true);
    refetch.resolve([created, hampi]);
    await settled(harness.actor);
    expect(idsOf(view(harness.actor).trips)).toEqual(['trip-new', 'trip-hampi']);
  });

  it('a create answered without an id toasts success, selects nothing and refetches the list (000 §4)', async () => {
    const harness = startTripEditor({ trips: [hampi] });
    harness.effects.create.mockResolvedValueOnce(null);
    const created = aTrip('trip-new', { title: 'Monsoon in Goa' });
    harness.effects.fetchAll.mockResolvedValueOnce([hampi, created]);
    harness.actor.send({ type: 'trip.create', input: request });
    await settled(harness.actor);

    expect(toastTexts(harness)).toEqual(['success: Trip created successfully']);
    expect(harness.succeeded).toMatchObject([
      { operation: 'create', trip: null },
      { operation: 'fetchAll' },
    ]);
    expect(harness.effects.fetchAll).toHaveBeenCalledTimes(1);
    expect(view(harness.actor)).toMatchObject({ selectedTrip: null, count: 2 });
    expect(idsOf(view(harness.actor).trips)).toEqual(['trip-hampi', 'trip-new']);
    expect(view(harness.actor).errors.create).toBeNull();
  });

  it.each([
    [
      'the server message',
      new Error('Title is required'),
      'Title is required',
      'Title is required',
    ],
    ["'Failed to create trip'", undefined, 'Failed to create trip', 'Failed to create trip'],
    [
      'the error message, toast fallback',
      new TypeError('Failed to fetch'),
      'Failed to fetch',
      'Failed to create trip',
    ],
  ])(
    'a failure keeps %s and toasts it; nothing is refetched',
    async (_case, error, stored, shown) => {
      const harness = startTripEditor({ trips: [hampi] });
      harness.effects.create.mockRejectedValueOnce(error);
      harness.actor.send({ type: 'trip.create', input: request });
      await settled(harness.actor);
      expect(view(harness.actor)).toMatchObject({
        trips: [hampi],
        count: 1,
        errors: { create: stored },
      });
      expect(toastTexts(harness)).toEqual([`error: ${shown}`]);
      expect(harness.effects.fetchAll).not.toHaveBeenCalled();
    },
  );
});

describe('delete (spec 000 §4; 001 §4 "after deleting ... /trips after 1.5 seconds", §8)', () => {
  it('removes the trip, clears the selection it held, toasts, and 1.5 s later says to leave', async () => {
    const harness = startTripEditor({ trips: [goa, hampi], selectedTrip: hampi });
    harness.effects.delete.mockResolvedValueOnce(undefined);
    harness.actor.send({ type: 'trip.delete', input: { tripId: 'trip-hampi' } });
    expect(view(harness.actor).loading.delete).toBe(true);
    await settled(harness.actor);
    expect(harness.effects.delete).toHaveBeenCalledWith({ tripId: 'trip-hampi' });
    expect(view(harness.actor)).toMatchObject({
      trips: [goa],
      count: 1,
      selectedTrip: null,
      deletedTripId: 'trip-hampi',
    });
    expect(view(harness.actor).loading.delete).toBe(false);
    expect(toastTexts(harness)).toEqual(['success: Trip deleted successfully']);
    expect(harness.succeeded).toMatchObject([{ operation: 'delete', trip: null }]);

    expect(statePath(harness.actor.getSnapshot().value)).toContain('delete.returningToTrips');
    harness.clock.increment(1499);
    expect(harness.returnedToTrips).toEqual([]);
    harness.clock.increment(1);
    expect(harness.returnedToTrips).toEqual([{ type: 'trip.returnToTrips', tripId: 'trip-hampi' }]);
    expect(statePath(harness.actor.getSnapshot().value)).toContain('delete.idle');
  });

  it('keeps the selection when another trip is deleted', async () => {
    const harness = startTripEditor({ trips: [goa, hampi], selectedTrip: goa });
    harness.effects.delete.mockResolvedValueOnce(undefined);
    harness.actor.send({ type: 'trip.delete', input: { tripId: 'trip-hampi' } });
    await settled(harness.actor);
    expect(view(harness.actor)).toMatchObject({ trips: [goa], selectedTrip: goa });
  });

  it.each([
    [
      'the server message',
      new Error('Only the owner can delete this trip'),
      'Only the owner can delete this trip',
    ],
    ["'Failed to delete trip'", {}, 'Failed to delete trip'],
  ])(
    'a failure keeps the trip, stores and toasts %s, never leaves',
    async (_case, error, message) => {
      const harness = startTripEditor({ trips: [goa], selectedTrip: goa });
      harness.effects.delete.mockRejectedValueOnce(error);
      harness.actor.send({ type: 'trip.delete', input: { tripId: 'trip-goa' } });
      await settled(harness.actor);
      expect(view(harness.actor)).toMatchObject({
        trips: [goa],
        selectedTrip: goa,
        errors: { delete: message },
      });
      expect(toastTexts(harness)).toEqual([`error: ${message}`]);
      advanceSeconds(harness.clock, 5);
      expect(harness.returnedToTrips).toEqual([]);
    },
  );
});

describe('delete destination needs both ids (spec 000 §5)', () => {
  it.each([
    ['no trip id', { destinationId: 'dest-1' }],
    ['no destination id', { tripId: 'trip-goa' }],
    ['empty ids', { tripId: '', destinationId: '' }],
    ['a blank destination id', { tripId: 'trip-goa', destinationId: '  ' }],
    ['null ids', { tripId: null, destinationId: null }],
  ])('%s: fails at once, makes no call', (_case, input) => {
    const harness = startTripEditor({ trips: [goa], selectedTrip: goa });
    harness.actor.send({ type: 'trip.deleteDestination', input });
    expect(harness.effects.deleteDestination).not.toHaveBeenCalled();
    expect(view(harness.actor).loading.deleteDestination).toBe(false);
    expect(errorsOf(harness.actor)).toEqual({
      deleteDestination: 'Trip ID and destination ID are required',
    });
    expect(toastTexts(harness)).toEqual(['error: Trip ID and destination ID are required']);
    expect(harness.failed).toMatchObject([
      { operation: 'deleteDestination', message: 'Trip ID and destination ID are required' },
    ]);
  });

  it('with both ids: sends them and applies the answer', async () => {
    const harness = startTripEditor({ trips: [goa], selectedTrip: goa });
    const answer = aTrip('trip-goa', { title: 'Goa', destinations: [] });
    harness.effects.deleteDestination.mockResolvedValueOnce(answer);
    harness.actor.send({
      type: 'trip.deleteDestination',
      input: { tripId: 'trip-goa', destinationId: 'dest-1' },
    });
    await settled(harness.actor);
    expect(harness.effects.deleteDestination).toHaveBeenCalledWith({
      tripId: 'trip-goa',
      destinationId: 'dest-1',
    });
    expect(view(harness.actor).selectedTrip).toBe(answer);
    expect(toastTexts(harness)).toEqual(['success: Destination removed successfully']);
  });
});

/** The operations answered with the updated trip, one request each, and 001 §8's toasts. */
type UpdatingCase = {
  [K in TripOperation]: {
    operation: K;
    request: TripOperationRequest<K>;
    effect: keyof TripEffects;
    success: string | null;
    failure: string;
  };
}[TripOperation];

const updatingCases: UpdatingCase[] = [
  {
    operation: 'edit',
    request: {
      type: 'trip.edit',
      input: {
        tripId: 'trip-goa',
        changes: {
          title: 'Goa',
          description: 'Forts',
          startDate: '2026-06-10',
          endDate: '2026-06-14',
        },
      },
    },
    effect: 'edit',
    success: 'Trip updated successfully',
    failure: 'Failed to update trip',
  },
  {
    operation: 'addDestination',
    request: {
      type: 'trip.addDestination',
      input: {
        tripId: 'trip-goa',
        destination: {
          placeId: 'place-fort',
          name: 'Fort Aguada',
          latitude: 15.49,
          longitude: 73.77,
          types: ['fort'],
        },
      },
    },
    effect: 'addDestination',
    success: 'Destination added successfully',
    failure: 'Failed to add destination',
  },
  {
    operation: 'deleteDestination',
    request: {
      type: 'trip.deleteDestination',
      input: { tripId: 'trip-goa', destinationId: 'dest-1' },
    },
    effect: 'deleteDestination',
    success: 'Destination removed successfully',
    failure: 'Failed to remove destination',
  },
  {
    operation: 'updateItinerary',
    request: {
      type: 'trip.updateItinerary',
      input: { tripId: 'trip-goa', itinerary: [{ day: 1, activities: [] }] },
    },
    effect: 'updateItinerary',
    success: null,
    failure: 'Failed to update itinerary',
  },
  {
    operation: 'addActivity',
    request: {
      type: 'trip.addActivity',
      input: {
        tripId: 'trip-goa',
        day: 2,
        activity: { title: 'Spice farm', time: { start: '09:00', end: '12:00' } },
      },
    },
    effect: 'addActivity',
    success: 'Activity added successfully',
    failure: 'Failed to add activity',
  },
  {
    operation: 'deleteActivity',
    request: {
      type: 'trip.deleteActivity',
      input: { tripId: 'trip-goa', day: 2, activityId: 'act-1' },
    },
    effect: 'deleteActivity',
    success: 'Activity removed successfully',
    failure: 'Failed to remove activity',
  },
  {
    operation: 'updateChecklist',
    request: {
      type: 'trip.updateChecklist',
      input: {
        tripId: 'trip-goa',
        checklist: [{ _id: 'item-1', item: 'Sunscreen', isCompleted: true }],
      },
    },
    effect: 'updateChecklist',
    success: null,
    failure: 'Failed to update checklist',
  },
  {
    operation: 'addChecklistItem',
    request: { type: 'trip.addChecklistItem', input: { tripId: 'trip-goa', item: 'Sunscreen' } },
    effect: 'addChecklistItem',
    success: 'Item added to checklist',
    failure: 'Failed to add checklist item',
  },
  {
    operation: 'toggleChecklistItem',
    request: {
      type: 'trip.toggleChecklistItem',
      input: { tripId: 'trip-goa', itemId: 'item-1', isCompleted: true },
    },
    effect: 'toggleChecklistItem',
    success: null,
    failure: 'Failed to update checklist item',
  },
  {
    operation: 'deleteChecklistItem',
    request: { type: 'trip.deleteChecklistItem', input: { tripId: 'trip-goa', itemId: 'item-1' } },
    effect: 'deleteChecklistItem',
    success: 'Item removed from checklist',
    failure: 'Failed to remove checklist item',
  },
  {
    operation: 'addCollaborator',
    request: {
      type: 'trip.addCollaborator',
      input: { tripId: 'trip-goa', userId: 'user-lena', role: 'viewer' },
    },
    effect: 'addCollaborator',
    success: 'Collaborator added successfully',
    failure: 'Failed to add collaborator',
  },
  {
    operation: 'removeCollaborator',
    request: {
      type: 'trip.removeCollaborator',
      input: { tripId: 'trip-goa', collaboratorId: 'user-lena' },
    },
    effect: 'removeCollaborator',
    success: 'Collaborator removed successfully',
    failure: 'Failed to remove collaborator',
  },
  {
    operation: 'editCollaboratorRole',
    request: {
      type: 'trip.editCollaboratorRole',
      input: { tripId: 'trip-goa', collaboratorUserId: 'user-lena', role: 'editor' },
    },
    effect: 'editCollaboratorRole',
    success: 'Collaborator role updated successfully',
    failure: 'Failed to update collaborator role',
  },
  {
    operation: 'updateCoverImage',
    request: {
      type: 'trip.updateCoverImage',
      input: { tripId: 'trip-goa', coverImage: { name: 'goa.webp' } },
    },
    effect: 'updateCoverImage',
    success: 'Cover image updated successfully',
    failure: 'Failed to update cover image',
  },
];

/** Makes the case's effect answer with `answer` (resolved or rejected). */
function answerWith(
  harness: TripEditorHarness,
  effect: keyof TripEffects,
  answer: Promise<unknown>,
) {
  // Each effect's mock takes the promise its own output type asks for; the cases pair them.
  (
    harness.effects[effect] as { mockReturnValueOnce: (value: Promise<unknown>) => void }
  ).mockReturnValueOnce(answer);
}

describe.each(updatingCases)('$operation (spec 000 §4; 001 §8)', (testCase) => {
  it('sends the input, replaces the trip in the list and the selection, toasts the success', async () => {
    const harness = startTripEditor({ trips: [goa, hampi], selectedTrip: goa });
    const updated = aTrip('trip-goa', { title: `Goa after ${testCase.operation}` });
    const answer = deferred<TripRecord>();
    answerWith(harness, testCase.effect, answer.promise);
    harness.actor.send(testCase.request);
    expect(loadingOf(harness.actor)).toEqual([testCase.operation]);
    expect(harness.effects[testCase.effect]).toHaveBeenCalledWith(testCase.request.input);

    answer.resolve(updated);
    await settled(harness.actor);
    expect(view(harness.actor).trips).toEqual([updated, hampi]);
    expect(view(harness.actor).selectedTrip).toBe(updated);
    expect(loadingOf(harness.actor)).toEqual([]);
    expect(toastTexts(harness)).toEqual(
      testCase.success === null ? [] : [`success: ${testCase.success}`],
    );
    expect(harness.succeeded).toEqual([
      {
        type: 'trip.operationSucceeded',
        operation: testCase.operation,
        request: testCase.request,
        trip: updated,
      },
    ]);
  });

  it('leaves another selected trip alone (e.g. a cover changed from the list)', async () => {
    const harness = startTripEditor({ trips: [goa, hampi], selectedTrip: hampi });
    const updated = aTrip('trip-goa', { title: 'Goa, changed' });
    answerWith(harness, testCase.effect, Promise.resolve(updated));
    harness.actor.send(testCase.request);
    await settled(harness.actor);
    expect(view(harness.actor)).toMatchObject({ trips: [updated, hampi], selectedTrip: hampi });
  });

  it.each([
    [
      'the server message in the store and the toast',
      new Error('You can only view this trip'),
      'You can only view this trip',
      'You can only view this trip',
    ],
    ['the fallback in both without a message', new Error(''), testCase.failure, testCase.failure],
    [
      'the error message in the store, the fallback in the toast',
      new TypeError('NetworkError when attempting to fetch resource.'),
      'NetworkError when attempting to fetch resource.',
      testCase.failure,
    ],
  ])('a failure keeps %s; the trip stays as it was', async (_case, error, stored, shown) => {
    const harness = startTripEditor({ trips: [goa], selectedTrip: goa });
    answerWith(harness, testCase.effect, Promise.reject(error));
    harness.actor.send(testCase.request);
    await settled(harness.actor);
    expect(view(harness.actor)).toMatchObject({ trips: [goa], selectedTrip: goa });
    expect(errorsOf(harness.actor)).toEqual({ [testCase.operation]: stored });
    expect(loadingOf(harness.actor)).toEqual([]);
    // 001 §8 names a failure toast for all of these but itinerary and checklist updates.
    const named = !['updateItinerary', 'updateChecklist'].includes(testCase.operation);
    expect(toastTexts(harness)).toEqual(named ? [`error: ${shown}`] : []);
    expect(harness.failed).toEqual([
      {
        type: 'trip.operationFailed',
        operation: testCase.operation,
        request: testCase.request,
        message: stored,
      },
    ]);
  });
});

describe('operations run side by side, each with its own flags (spec 000 §3)', () => {
  it('an edit failing while a toggle succeeds: separate loading flags and errors', async () => {
    const harness = startTripEditor({ trips: [goa], selectedTrip: goa });
    const edit = deferred<TripRecord>();
    const toggle = deferred<TripRecord>();
    harness.effects.edit.mockReturnValueOnce(edit.promise);
    harness.effects.toggleChecklistItem.mockReturnValueOnce(toggle.promise);
    harness.actor.send({
      type: 'trip.edit',
      input: {
        tripId: 'trip-goa',
        changes: { title: '', description: '', startDate: '2026-06-10', endDate: '2026-06-14' },
      },
    });
    harness.actor.send({
      type: 'trip.toggleChecklistItem',
      input: { tripId: 'trip-goa', itemId: 'item-1', isCompleted: true },
    });
    expect(loadingOf(harness.actor)).toEqual(['edit', 'toggleChecklistItem']);

    const toggled = aTrip('trip-goa', {
      checklist: [{ _id: 'item-1', item: 'Sunscreen', isCompleted: true }],
    });
    toggle.resolve(toggled);
    await Promise.resolve();
    await Promise.resolve();
    expect(loadingOf(harness.actor)).toEqual(['edit']);
    expect(view(harness.actor).selectedTrip).toBe(toggled);

    edit.reject(new Error('Title is required'));
    await settled(harness.actor);
    expect(loadingOf(harness.actor)).toEqual([]);
    expect(errorsOf(harness.actor)).toEqual({ edit: 'Title is required' });
    expect(view(harness.actor).selectedTrip).toBe(toggled);
  });

  it('requests of one kind wait their turn and apply in order', async () => {
    const harness = startTripEditor({ trips: [goa], selectedTrip: goa });
    const first = deferred<TripRecord>();
    const second = deferred<TripRecord>();
    harness.effects.toggleChecklistItem
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const toggle = (itemId: string) =>
      harness.actor.send({
        type: 'trip.toggleChecklistItem',
        input: { tripId: 'trip-goa', itemId, isCompleted: true },
      });
    toggle('item-1');
    toggle('item-2');
    expect(harness.effects.toggleChecklistItem).toHaveBeenCalledTimes(1);
    expect(harness.effects.toggleChecklistItem).toHaveBeenLastCalledWith(
      expect.objectContaining({ itemId: 'item-1' }),
    );

    const afterFirst = aTrip('trip-goa', { title: 'after item-1' });
    first.resolve(afterFirst);
    await Promise.resolve();
    await Promise.resolve();
    expect(view(harness.actor).selectedTrip).toBe(afterFirst);
    expect(view(harness.actor).loading.toggleChecklistItem).toBe(true);
    expect(harness.effects.toggleChecklistItem).toHaveBeenCalledTimes(2);
    expect(harness.effects.toggleChecklistItem).toHaveBeenLastCalledWith(
      expect.objectContaining({ itemId: 'item-2' }),
    );

    const afterSecond = aTrip('trip-goa', { title: 'after item-2' });
    second.resolve(afterSecond);
    await settled(harness.actor);
    expect(view(harness.actor).selectedTrip).toBe(afterSecond);
    expect(view(harness.actor).loading.toggleChecklistItem).toBe(false);
  });

  it('a kind’s error is forgotten when its next request starts, not by other kinds', async () => {
    const harness = startTripEditor({ trips: [goa], selectedTrip: goa });
    harness.effects.addActivity.mockRejectedValueOnce(new Error('Activity title is required'));
    harness.actor.send({
      type: 'trip.addActivity',
      input: { tripId: 'trip-goa', day: 1, activity: { title: '' } },
    });
    await settled(harness.actor);
    harness.effects.addChecklistItem.mockResolvedValueOnce(goa);
    harness.actor.send({
      type: 'trip.addChecklistItem',
      input: { tripId: 'trip-goa', item: 'Hat' },
    });
    await settled(harness.actor);
    expect(errorsOf(harness.actor)).toEqual({ addActivity: 'Activity title is required' });
    harness.effects.addActivity.mockResolvedValueOnce(goa);
    harness.actor.send({
      type: 'trip.addActivity',
      input: { tripId: 'trip-goa', day: 1, activity: { title: 'Beach' } },
    });
    expect(errorsOf(harness.actor)).toEqual({});
  });

  it('tells which trip a request is for (the card showing "Uploading...")', async () => {
    const harness = startTripEditor({ trips: [goa, hampi] });
    const upload = deferred<TripRecord>();
    harness.effects.updateCoverImage.mockReturnValueOnce(upload.promise);
    harness.actor.send({
      type: 'trip.updateCoverImage',
      input: { tripId: 'trip-hampi', coverImage: {} },
    });
    const snapshot = harness.actor.getSnapshot();
    expect(isTripOperationPending(snapshot, 'updateCoverImage', 'trip-hampi')).toBe(true);
    expect(isTripOperationPending(snapshot, 'updateCoverImage', 'trip-goa')).toBe(false);
    expect(isTripOperationPending(snapshot, 'edit', 'trip-hampi')).toBe(false);
    upload.resolve(hampi);
    await settled(harness.actor);
    expect(
      isTripOperationPending(harness.actor.getSnapshot(), 'updateCoverImage', 'trip-hampi'),
    ).toBe(false);
  });

  it('names the trip of a request, and none for the list fetch', () => {
    expect(requestTripId({ type: 'trip.fetchAll' })).toBeNull();
    expect(requestTripId({ type: 'trip.delete', input: { tripId: 'trip-goa' } })).toBe('trip-goa');
    expect(
      requestTripId({ type: 'trip.deleteDestination', input: { destinationId: 'd' } }),
    ).toBeNull();
  });
});

describe('clearing', () => {
  it('forgets one operation’s error, and the selection', async () => {
    const harness = startTripEditor({ trips: [goa], selectedTrip: goa });
    harness.actor.send({ type: 'trip.deleteDestination', input: { tripId: 'trip-goa' } });
    expect(errorsOf(harness.actor)).toEqual({
      deleteDestination: 'Trip ID and destination ID are required',
    });
    harness.actor.send({ type: 'trip.clearError', operation: 'deleteDestination' });
    expect(errorsOf(harness.actor)).toEqual({});
    harness.actor.send({ type: 'trip.clearSelection' });
    expect(view(harness.actor)).toMatchObject({ selectedTrip: null, trips: [goa] });
  });
});

describe('any trip shape with an id (the GraphQL trip has `id`)', () => {
  interface GraphQLTrip {
    id: string;
    title: string;
  }

  it('replaces and removes by `id`', async () => {
    const machine = createTripEditorMachine<GraphQLTrip>().provide({
      actors: {
        edit: fromPromise(async () => ({ id: 'a', title: 'A, edited' })),
        delete: fromPromise(async () => {}),
      },
    });
    const actor = createActor(machine, {
      input: {
        trips: [
          { id: 'a', title: 'A' },
          { id: 'b', title: 'B' },
        ],
        selectedTrip: { id: 'a', title: 'A' },
      },
    }).start();
    actor.send({
      type: 'trip.edit',
      input: {
        tripId: 'a',
        changes: {
          title: 'A, edited',
          description: '',
          startDate: '2026-06-01',
          endDate: '2026-06-02',
        },
      },
    });
    await settled(actor);
    expect(selectTripEditor(actor.getSnapshot())).toMatchObject({
      trips: [{ id: 'a', title: 'A, edited' }, { id: 'b' }],
      selectedTrip: { id: 'a', title: 'A, edited' },
    });
    actor.send({ type: 'trip.delete', input: { tripId: 'a' } });
    await settled(actor);
    expect(selectTripEditor(actor.getSnapshot())).toMatchObject({
      trips: [{ id: 'b' }],
      selectedTrip: null,
      count: 1,
    });
  });

  it('fails loudly when an effect was not provided', async () => {
    const actor = createActor(createTripEditorMachine<GraphQLTrip>(), { input: {} }).start();
    actor.send({ type: 'trip.fetchAll' });
    await settled(actor);
    expect(selectTripEditor(actor.getSnapshot()).errors.fetchAll).toBe(
      'trip editor: the "fetchAll" effect was not provided (machine.provide)',
    );
  });
});
