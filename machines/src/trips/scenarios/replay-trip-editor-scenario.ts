import { fromPromise } from 'xstate';
import { answerFrom, replaySteps } from '../../shared/scenario';
import type { EffectAnswer, ScenarioInspector, ScenarioReplay } from '../../shared/scenario';
import { TRIP_OPERATIONS } from '../constants';
import type { TripOperation } from '../constants';
import type { TripRecord } from '../trip';
import { tripEditorMachine } from '../trip-editor.machine';
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
  TripEditorMachine,
  TripIdInput,
  UpdateChecklistInput,
  UpdateCoverImageInput,
  UpdateItineraryInput,
} from '../trip-editor.machine';
import type { TripEditorScenario } from './trip-editor-scenarios';

export interface TripEditorReplay extends ScenarioReplay<TripEditorMachine> {
  /** Inputs each effect was called with, in order. */
  calls: Record<TripOperation, unknown[]>;
  returnedToTrips: ReturnToTripsEmitted[];
}

/** Replays a scenario on a simulated clock; pass an inspector's `inspect` to watch it. */
export async function replayTripEditorScenario(
  scenario: TripEditorScenario,
  options: { inspect?: ScenarioInspector } = {},
): Promise<TripEditorReplay> {
  const calls = Object.fromEntries(
    TRIP_OPERATIONS.map((operation) => [operation, [] as unknown[]]),
  ) as Record<TripOperation, unknown[]>;
  const returnedToTrips: ReturnToTripsEmitted[] = [];

  /** An effect answering from a copy of the scenario's list, so the scenario stays replayable. */
  function effect<TOutput>(operation: TripOperation, answers: EffectAnswer<TOutput>[] = []) {
    const remaining = [...answers];
    return (input: unknown): Promise<TOutput> => {
      calls[operation].push(input);
      return answerFrom(remaining, operation);
    };
  }
  const { answers } = scenario;
  /** The effect of an operation answered with a trip; `TInput` is that operation's input. */
  const updated = <TInput>(operation: Exclude<TripOperation, 'fetchAll' | 'delete'>) => {
    const answer = effect<TripRecord>(operation, answers[operation]);
    return fromPromise(({ input }: { input: TInput }) => answer(input));
  };
  const fetchAll = effect<TripRecord[]>('fetchAll', answers.fetchAll);
  const remove = effect<null>('delete', answers.delete);
  const create = effect<TripRecord>('create', answers.create);

  const machine = tripEditorMachine.provide({
    actors: {
      fetchAll: fromPromise(() => fetchAll(undefined)),
      fetchOne: updated<TripIdInput>('fetchOne'),
      // The machine also takes null (created without an id); the scenarios answer trips.
      create: fromPromise(({ input }: { input: CreateTripInput }): Promise<TripRecord | null> =>
        create(input),
      ),
      edit: updated<EditTripInput>('edit'),
      delete: fromPromise(async ({ input }: { input: TripIdInput }) => {
        await remove(input);
      }),
      addDestination: updated<AddDestinationInput>('addDestination'),
      deleteDestination: updated<DeleteDestinationInput>('deleteDestination'),
      updateItinerary: updated<UpdateItineraryInput>('updateItinerary'),
      addActivity: updated<AddActivityInput>('addActivity'),
      deleteActivity: updated<DeleteActivityInput>('deleteActivity'),
      updateChecklist: updated<UpdateChecklistInput>('updateChecklist'),
      addChecklistItem: updated<AddChecklistItemInput>('addChecklistItem'),
      toggleChecklistItem: updated<ToggleChecklistItemInput>('toggleChecklistItem'),
      deleteChecklistItem: updated<DeleteChecklistItemInput>('deleteChecklistItem'),
      addCollaborator: updated<AddCollaboratorInput>('addCollaborator'),
      removeCollaborator: updated<RemoveCollaboratorInput>('removeCollaborator'),
      editCollaboratorRole: updated<EditCollaboratorRoleInput>('editCollaboratorRole'),
      updateCoverImage: updated<UpdateCoverImageInput>('updateCoverImage'),
    },
  });
  const inspect: ScenarioInspector = (event) => {
    // replaySteps listens for toasts only; `trip.returnToTrips` is seen as the emit action runs.
    if (event.type === '@xstate.action' && event.action.type === 'xstate.emit') {
      const emitted = (event.action.params as { event?: { type?: unknown } } | undefined)?.event;
      if (emitted?.type === 'trip.returnToTrips') {
        returnedToTrips.push(emitted as ReturnToTripsEmitted);
      }
    }
    if (typeof options.inspect === 'function') options.inspect(event);
    else options.inspect?.next?.(event);
  };
  const replay = await replaySteps(machine, scenario.input, scenario.steps, inspect);
  return { ...replay, calls, returnedToTrips };
}
