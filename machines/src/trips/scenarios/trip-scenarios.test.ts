import { describe, expect, it } from 'vitest';
import { statePath, unvisitedStates } from '../../shared/scenario';
import { TRIP_OPERATIONS } from '../constants';
import { dateRangePickerMachine, selectDateRangePicker } from '../date-range-picker.machine';
import { selectTripEditor, tripEditorMachine } from '../trip-editor.machine';
import { dateRangePickerScenarios } from './date-range-picker-scenarios';
import { replayDateRangePickerScenario } from './replay-date-range-picker-scenario';
import { replayTripEditorScenario } from './replay-trip-editor-scenario';
import { tripEditorScenarios } from './trip-editor-scenarios';

describe('trip editor scenarios', () => {
  it.each(tripEditorScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const replay = await replayTripEditorScenario(scenario);
      const view = selectTripEditor(replay.snapshot);
      expect(view.trips.map((trip) => trip._id)).toEqual(scenario.expected.tripIds);
      expect(view.selectedTrip?._id ?? null).toBe(scenario.expected.selectedTripId);
      expect(
        Object.fromEntries(Object.entries(view.errors).filter(([, message]) => message !== null)),
      ).toEqual(scenario.expected.errors);
      expect(replay.toasts.map((toast) => toast.message)).toEqual(scenario.expected.toasts);
      const expectedCalls = Object.fromEntries(
        TRIP_OPERATIONS.map((operation) => [operation, scenario.expected.calls[operation] ?? 0]),
      );
      expect(
        Object.fromEntries(
          Object.entries(replay.calls).map(([operation, calls]) => [operation, calls.length]),
        ),
      ).toEqual(expectedCalls);
      expect(replay.returnedToTrips.map((event) => event.tripId)).toEqual(
        scenario.expected.returnedToTrips,
      );
      // Every scenario ends with nothing in flight.
      expect(Object.values(view.loading).some(Boolean)).toBe(false);
    },
  );

  it('replays the same scenario twice with the same outcome (answers are not used up)', async () => {
    const scenario = tripEditorScenarios[2];
    if (!scenario) throw new Error('no scenario');
    const first = await replayTripEditorScenario(scenario);
    const second = await replayTripEditorScenario(scenario);
    expect(second.calls).toEqual(first.calls);
    expect(second.snapshot.context.trips).toEqual(first.snapshot.context.trips);
  });

  it('together pass through every state of the machine', async () => {
    const visited = new Set<string>();
    for (const scenario of tripEditorScenarios) {
      const replay = await replayTripEditorScenario(scenario);
      for (const path of replay.visitedStates) visited.add(path);
    }
    expect(unvisitedStates(tripEditorMachine, visited)).toEqual([]);
  });
});

describe('date-range picker scenarios', () => {
  it.each(dateRangePickerScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    (_name, scenario) => {
      const replay = replayDateRangePickerScenario(scenario);
      const view = selectDateRangePicker(replay.snapshot);
      expect(statePath(replay.snapshot.value)).toBe(scenario.expected.state);
      expect({
        startDate: view.startDate,
        endDate: view.endDate,
        dayCount: view.dayCount,
        displayedMonth: view.displayedMonth,
      }).toEqual({
        startDate: scenario.expected.startDate,
        endDate: scenario.expected.endDate,
        dayCount: scenario.expected.dayCount,
        displayedMonth: scenario.expected.displayedMonth,
      });
      expect(
        replay.confirmed.map(
          (range) => `${range.startDate}..${range.endDate} (${range.dayCount} days)`,
        ),
      ).toEqual(scenario.expected.confirmed);
    },
  );

  it('together pass through every state of the machine', () => {
    const visited = new Set<string>();
    for (const scenario of dateRangePickerScenarios) {
      for (const path of replayDateRangePickerScenario(scenario).visitedStates) visited.add(path);
    }
    expect(unvisitedStates(dateRangePickerMachine, visited)).toEqual([]);
  });
});
