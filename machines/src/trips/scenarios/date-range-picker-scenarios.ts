import type { ScenarioStep } from '../../shared/scenario';
import type { DateRangePickerEvent, DateRangePickerInput } from '../date-range-picker.machine';

/**
 * Named runs of the date-range picker for QA to replay in an inspector
 * (`replayDateRangePickerScenario(scenario, { inspect })`). The picker has no effects and no timers.
 */

export interface DateRangePickerScenario {
  name: string;
  input: DateRangePickerInput;
  steps: ScenarioStep<DateRangePickerEvent>[];
  expected: {
    /** Dotted state path, regions joined by commas. */
    state: string;
    startDate: string | null;
    endDate: string | null;
    dayCount: number | null;
    displayedMonth: string;
    /** The ranges Done confirmed, as `start..end (n days)`. */
    confirmed: string[];
  };
}

const today = '2026-06-01';
const click = (date: string) => ({ send: { type: 'picker.dayClicked', date } }) as const;
const done = { send: { type: 'picker.done' } } as const;
const clear = { send: { type: 'picker.cleared' } } as const;

export const dateRangePickerScenarios: DateRangePickerScenario[] = [
  {
    name: 'pick a start, then an end, then Done',
    input: { today },
    steps: [click('2026-06-10'), click('2026-06-14'), done],
    expected: {
      state: 'selection.rangePicked,view.days',
      startDate: '2026-06-10',
      endDate: '2026-06-14',
      dayCount: 5,
      displayedMonth: '2026-06',
      confirmed: ['2026-06-10..2026-06-14 (5 days)'],
    },
  },
  {
    name: 'a second click earlier than the start: it becomes the start, the old start the end',
    input: { today },
    steps: [click('2026-06-20'), click('2026-06-18'), done],
    expected: {
      state: 'selection.rangePicked,view.days',
      startDate: '2026-06-18',
      endDate: '2026-06-20',
      dayCount: 3,
      displayedMonth: '2026-06',
      confirmed: ['2026-06-18..2026-06-20 (3 days)'],
    },
  },
  {
    name: 'a click after a complete pair starts over; Done waits for the new end',
    input: { today },
    steps: [click('2026-06-10'), click('2026-06-12'), click('2026-07-01'), done],
    expected: {
      state: 'selection.startPicked,view.days',
      startDate: '2026-07-01',
      endDate: null,
      dayCount: null,
      displayedMonth: '2026-06',
      confirmed: [],
    },
  },
  {
    name: 'Clear empties the range and Done is refused',
    input: { today, startDate: '2026-06-10', endDate: '2026-06-12' },
    steps: [clear, done],
    expected: {
      state: 'selection.empty,view.days',
      startDate: null,
      endDate: null,
      dayCount: null,
      displayedMonth: '2026-06',
      confirmed: [],
    },
  },
  {
    name: 'Edit Trip: days before the minimum cannot be picked',
    input: { today, startDate: '2026-06-10', endDate: '2026-06-12', minDate: '2026-06-10' },
    steps: [
      click('2026-06-05'),
      click('2026-06-11'),
      click('2026-06-09'),
      click('2026-06-15'),
      done,
    ],
    expected: {
      state: 'selection.rangePicked,view.days',
      startDate: '2026-06-11',
      endDate: '2026-06-15',
      dayCount: 5,
      displayedMonth: '2026-06',
      confirmed: ['2026-06-11..2026-06-15 (5 days)'],
    },
  },
  {
    name: 'jump to March 2019 in the month/year view and record a past trip',
    input: { today },
    steps: [
      { send: { type: 'picker.monthYearViewOpened' } },
      { send: { type: 'picker.monthYearPicked', year: 2019, month: 3 } },
      { send: { type: 'picker.monthStepped', by: 1 } },
      click('2019-04-28'),
      click('2019-05-02'),
      done,
    ],
    expected: {
      state: 'selection.rangePicked,view.days',
      startDate: '2019-04-28',
      endDate: '2019-05-02',
      dayCount: 5,
      displayedMonth: '2019-04',
      confirmed: ['2019-04-28..2019-05-02 (5 days)'],
    },
  },
  {
    name: 'years beyond ±10 are not offered; closing the view keeps the month',
    input: { today, startDate: '2026-06-10' },
    steps: [
      { send: { type: 'picker.monthYearViewOpened' } },
      { send: { type: 'picker.monthYearPicked', year: 2015, month: 1 } },
      { send: { type: 'picker.monthYearViewClosed' } },
    ],
    expected: {
      state: 'selection.startPicked,view.days',
      startDate: '2026-06-10',
      endDate: null,
      dayCount: null,
      displayedMonth: '2026-06',
      confirmed: [],
    },
  },
  {
    name: 'a later minimum drops a range that starts before it',
    input: { today, startDate: '2026-06-10', endDate: '2026-06-12' },
    steps: [{ send: { type: 'picker.minDateChanged', minDate: '2026-06-11' } }, done],
    expected: {
      state: 'selection.empty,view.days',
      startDate: null,
      endDate: null,
      dayCount: null,
      displayedMonth: '2026-06',
      confirmed: [],
    },
  },
];
