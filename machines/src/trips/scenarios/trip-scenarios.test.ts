import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { statePath, unvisitedStates } from '../../shared/scenario';
import { dateRangePickerMachine, selectDateRangePicker } from '../date-range-picker.machine';
import { checklistScenarioMachine, checklistScenarios } from './checklist-scenarios';
import { coverImageScenarioMachine, coverImageScenarios } from './cover-image-scenarios';
import { createTripScenarioMachine, createTripScenarios } from './create-trip-scenarios';
import { dateRangePickerScenarios } from './date-range-picker-scenarios';
import { destinationsScenarioMachine, destinationsScenarios } from './destinations-scenarios';
import { itineraryScenarioMachine, itineraryScenarios } from './itinerary-scenarios';
import { replayDateRangePickerScenario } from './replay-date-range-picker-scenario';
import { replayTripScenario } from './replay-trip-scenario';
import type { TripScenario, TripScenarioMachine } from './replay-trip-scenario';
import { tripDetailsScenarioMachine, tripDetailsScenarios } from './trip-details-scenarios';

/** Replays each scenario of one trip machine, built as the app builds it, and checks its end. */
function describeTripScenarios<TMachine extends AnyStateMachine, TEffects>(
  title: string,
  machine: TripScenarioMachine<TMachine, TEffects>,
  scenarios: TripScenario<TMachine, TEffects>[],
) {
  describe(title, () => {
    it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))(
      '%s',
      async (_name, scenario) => {
        const replay = await replayTripScenario(machine, scenario);
        // Every trip machine keeps a request queue (trip-requests.ts).
        const { value, context } = replay.snapshot as {
          value: unknown;
          context: { pending: unknown[]; errors: object };
        };
        expect(statePath(value)).toBe(scenario.expected.state);
        expect(context.errors).toEqual(scenario.expected.errors);
        expect(replay.toasts.map((toast) => toast.message)).toEqual(scenario.expected.toasts);
        const calls: Record<string, number | undefined> = scenario.expected.calls;
        expect(
          Object.fromEntries(
            Object.entries(replay.calls).map(([name, made]) => [name, made.length]),
          ),
        ).toEqual(Object.fromEntries(machine.effects.map((name) => [name, calls[name] ?? 0])));
        // Every scenario ends with nothing in flight.
        expect(context.pending).toEqual([]);
      },
    );

    it('replays a scenario twice with the same outcome (answers are not used up)', async () => {
      const [scenario] = scenarios;
      if (!scenario) throw new Error('no scenario');
      const first = await replayTripScenario(machine, scenario);
      const second = await replayTripScenario(machine, scenario);
      expect(second.calls).toEqual(first.calls);
      expect(second.toasts).toEqual(first.toasts);
    });

    it('together pass through every state of the machine', async () => {
      const visited = new Set<string>();
      for (const scenario of scenarios) {
        for (const path of (await replayTripScenario(machine, scenario)).visitedStates) {
          visited.add(path);
        }
      }
      const unused = () => Promise.reject(new Error('not called'));
      const effects = Object.fromEntries(machine.effects.map((name) => [name, unused]));
      expect(unvisitedStates(machine.create(effects as TEffects), visited)).toEqual([]);
    });
  });
}

describeTripScenarios('create trip scenarios', createTripScenarioMachine, createTripScenarios);
describeTripScenarios('trip details scenarios', tripDetailsScenarioMachine, tripDetailsScenarios);
describeTripScenarios('destinations scenarios', destinationsScenarioMachine, destinationsScenarios);
describeTripScenarios('itinerary scenarios', itineraryScenarioMachine, itineraryScenarios);
describeTripScenarios('checklist scenarios', checklistScenarioMachine, checklistScenarios);
describeTripScenarios('cover image scenarios', coverImageScenarioMachine, coverImageScenarios);

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
