import { createActor } from 'xstate';
import { statePath } from '../../shared/scenario';
import type { ScenarioInspector } from '../../shared/scenario';
import { dateRangePickerMachine } from '../date-range-picker.machine';
import type { DateRangeConfirmed, DateRangePickerSnapshot } from '../date-range-picker.machine';
import type { DateRangePickerScenario } from './date-range-picker-scenarios';

export interface DateRangePickerReplay {
  snapshot: DateRangePickerSnapshot;
  confirmed: DateRangeConfirmed[];
  /** Every state configuration passed through (dotted paths, regions joined by commas). */
  visitedStates: Set<string>;
}

/** Replays a scenario; pass an inspector's `inspect` to watch it. */
export function replayDateRangePickerScenario(
  scenario: DateRangePickerScenario,
  options: { inspect?: ScenarioInspector } = {},
): DateRangePickerReplay {
  const visitedStates = new Set<string>();
  const confirmed: DateRangeConfirmed[] = [];
  const actor = createActor(dateRangePickerMachine, {
    input: scenario.input,
    inspect: (event) => {
      const { snapshot } = event as { snapshot?: object };
      if (
        (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') &&
        snapshot !== undefined &&
        'value' in snapshot
      ) {
        visitedStates.add(statePath(snapshot.value));
      }
      if (typeof options.inspect === 'function') options.inspect(event);
      else options.inspect?.next?.(event);
    },
  });
  actor.on('picker.confirmed', (event) => {
    confirmed.push(event);
  });
  actor.start();
  visitedStates.add(statePath(actor.getSnapshot().value));
  for (const step of scenario.steps) {
    if ('send' in step) actor.send(step.send);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, confirmed, visitedStates };
}
