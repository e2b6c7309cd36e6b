import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SimulatedClock } from 'xstate';
import { simulatedClock } from '../shared/test-support';
import type { ToastEmitted } from '../shared/feedback';
import type { TripRecord } from './trip';
import { tripEditorMachine } from './trip-editor.machine';
import type {
  AddActivityInput,
  AddChecklistItemInput,
  AddCollaboratorInput,
  AddDestinationInput,
  CreateTripInput,
  DeleteActivityInput,
  DeleteChecklistItemInput,
  DeleteDestinationInput,
  EditCollaboratorRoleInput,
  EditTripInput,
  RemoveCollaboratorInput,
  ReturnToTripsEmitted,
  ToggleChecklistItemInput,
  TripEditorActorRef,
  TripEditorInput,
  TripIdInput,
  TripOperationFailed,
  TripOperationSucceeded,
  UpdateChecklistInput,
  UpdateCoverImageInput,
  UpdateItineraryInput,
} from './trip-editor.machine';

/** Test support for the trip editor: trips like the seed's, and a provided machine. */

export const MAYA = 'user-maya';

export function aTrip(id: string, changes: Partial<TripRecord> = {}): TripRecord {
  return {
    _id: id,
    userId: MAYA,
    title: `Trip ${id}`,
    description: '',
    startDate: '2026-06-10',
    endDate: '2026-06-14',
    tripCoverImage: null,
    destinations: [],
    itinerary: [],
    checklist: [],
    collaborators: [],
    ...changes,
  };
}

const unexpected = (effect: string) => () =>
  Promise.reject(new Error(`test: unexpected call of ${effect}`));

function createEffects() {
  return {
    fetchAll: vi.fn<() => Promise<TripRecord[]>>(unexpected('fetchAll')),
    fetchOne: vi.fn<(input: TripIdInput) => Promise<TripRecord>>(unexpected('fetchOne')),
    create: vi.fn<(input: CreateTripInput) => Promise<TripRecord | null>>(unexpected('create')),
    edit: vi.fn<(input: EditTripInput) => Promise<TripRecord>>(unexpected('edit')),
    delete: vi.fn<(input: TripIdInput) => Promise<void>>(unexpected('delete')),
    addDestination: vi.fn<(input: AddDestinationInput) => Promise<TripRecord>>(
      unexpected('addDestination'),
    ),
    deleteDestination: vi.fn<(input: DeleteDestinationInput) => Promise<TripRecord>>(
      unexpected('deleteDestination'),
    ),
    updateItinerary: vi.fn<(input: UpdateItineraryInput) => Promise<TripRecord>>(
      unexpected('updateItinerary'),
    ),
    addActivity: vi.fn<(input: AddActivityInput) => Promise<TripRecord>>(unexpected('addActivity')),
    deleteActivity: vi.fn<(input: DeleteActivityInput) => Promise<TripRecord>>(
      unexpected('deleteActivity'),
    ),
    updateChecklist: vi.fn<(input: UpdateChecklistInput) => Promise<TripRecord>>(
      unexpected('updateChecklist'),
    ),
    addChecklistItem: vi.fn<(input: AddChecklistItemInput) => Promise<TripRecord>>(
      unexpected('addChecklistItem'),
    ),
    toggleChecklistItem: vi.fn<(input: ToggleChecklistItemInput) => Promise<TripRecord>>(
      unexpected('toggleChecklistItem'),
    ),
    deleteChecklistItem: vi.fn<(input: DeleteChecklistItemInput) => Promise<TripRecord>>(
      unexpected('deleteChecklistItem'),
    ),
    addCollaborator: vi.fn<(input: AddCollaboratorInput) => Promise<TripRecord>>(
      unexpected('addCollaborator'),
    ),
    removeCollaborator: vi.fn<(input: RemoveCollaboratorInput) => Promise<TripRecord>>(
      unexpected('removeCollaborator'),
    ),
    editCollaboratorRole: vi.fn<(input: EditCollaboratorRoleInput) => Promise<TripRecord>>(
      unexpected('editCollaboratorRole'),
    ),
    updateCoverImage: vi.fn<(input: UpdateCoverImageInput) => Promise<TripRecord>>(
      unexpected('updateCoverImage'),
    ),
  };
}
export type TripEffects = ReturnType<typeof createEffects>;

export function providedTripEditor(effects: TripEffects) {
  return tripEditorMachine.provide({
    actors: {
      fetchAll: fromPromise(() => effects.fetchAll()),
      fetchOne: fromPromise(({ input }: { input: TripIdInput }) => effects.fetchOne(input)),
      create: fromPromise(({ input }: { input: CreateTripInput }) => effects.create(input)),
      edit: fromPromise(({ input }: { input: EditTripInput }) => effects.edit(input)),
      delete: fromPromise(async ({ input }: { input: TripIdInput }) => {
        await effects.delete(input);
      }),
      addDestination: fromPromise(({ input }: { input: AddDestinationInput }) =>
        effects.addDestination(input),
      ),
      deleteDestination: fromPromise(({ input }: { input: DeleteDestinationInput }) =>
        effects.deleteDestination(input),
      ),
      updateItinerary: fromPromise(({ input }: { input: UpdateItineraryInput }) =>
        effects.updateItinerary(input),
      ),
      addActivity: fromPromise(({ input }: { input: AddActivityInput }) =>
        effects.addActivity(input),
      ),
      deleteActivity: fromPromise(({ input }: { input: DeleteActivityInput }) =>
        effects.deleteActivity(input),
      ),
      updateChecklist: fromPromise(({ input }: { input: UpdateChecklistInput }) =>
        effects.updateChecklist(input),
      ),
      addChecklistItem: fromPromise(({ input }: { input: AddChecklistItemInput }) =>
        effects.addChecklistItem(input),
      ),
      toggleChecklistItem: fromPromise(({ input }: { input: ToggleChecklistItemInput }) =>
        effects.toggleChecklistItem(input),
      ),
      deleteChecklistItem: fromPromise(({ input }: { input: DeleteChecklistItemInput }) =>
        effects.deleteChecklistItem(input),
      ),
      addCollaborator: fromPromise(({ input }: { input: AddCollaboratorInput }) =>
        effects.addCollaborator(input),
      ),
      removeCollaborator: fromPromise(({ input }: { input: RemoveCollaboratorInput }) =>
        effects.removeCollaborator(input),
      ),
      editCollaboratorRole: fromPromise(({ input }: { input: EditCollaboratorRoleInput }) =>
        effects.editCollaboratorRole(input),
      ),
      updateCoverImage: fromPromise(({ input }: { input: UpdateCoverImageInput }) =>
        effects.updateCoverImage(input),
      ),
    },
  });
}

export interface TripEditorHarness {
  actor: TripEditorActorRef;
  clock: SimulatedClock;
  effects: TripEffects;
  toasts: ToastEmitted[];
  succeeded: TripOperationSucceeded<TripRecord>[];
  failed: TripOperationFailed[];
  returnedToTrips: ReturnToTripsEmitted[];
}

/** A started trip editor on a simulated clock, collecting everything it emits. */
export function startTripEditor(input: TripEditorInput<TripRecord> = {}): TripEditorHarness {
  const clock = simulatedClock();
  const effects = createEffects();
  const actor = createActor(providedTripEditor(effects), { input, clock });
  const harness: TripEditorHarness = {
    actor,
    clock,
    effects,
    toasts: [],
    succeeded: [],
    failed: [],
    returnedToTrips: [],
  };
  actor.on('toast', (event) => harness.toasts.push(event));
  actor.on('trip.operationSucceeded', (event) => harness.succeeded.push(event));
  actor.on('trip.operationFailed', (event) => harness.failed.push(event));
  actor.on('trip.returnToTrips', (event) => harness.returnedToTrips.push(event));
  actor.start();
  return harness;
}
