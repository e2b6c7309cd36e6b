import { and, assertEvent, assign, emit, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  calendarDayOf,
  calendarMonth,
  isCalendarDay,
  monthOf,
  stepMonth,
  yearOf,
} from './calendar-day';
import type { CalendarDay, CalendarMonth } from './calendar-day';
import { PICKER_YEARS_AFTER, PICKER_YEARS_BEFORE } from './constants';
import { tripDayCount } from './itinerary';

/**
 * The date-range picker (spec 000 §2 "Date-range picker", §4, §9; RESOLUTIONS 6.14).
 *
 * Two regions:
 * - `selection`: `empty` → first click → `startPicked` → second click → `rangePicked`. A second
 *   click earlier than the start makes it the start and the old start the end; a click after a
 *   complete pair starts over from that day. Clear empties it from anywhere. Days before `minDate`
 *   cannot be picked (Edit Trip: the end date's minimum is the start date, 001 §5).
 * - `view`: the days of `displayedMonth`, or the month/year sub-view whose years run from the
 *   current year minus 10 to plus 10.
 *
 * Done is refused until both dates are set (guard `isRangeComplete`); then it emits
 * `picker.confirmed` with the range and its inclusive day count, and the app closes the picker.
 * Dates are calendar days, `yyyy-MM-dd` (Mantine's date values, and the API's).
 */

export interface DateRangePickerInput {
  startDate?: string | null;
  endDate?: string | null;
  /** The first day that can be picked. */
  minDate?: string | null;
  /** Today, `yyyy-MM-dd`: sets the years offered and the month first shown. Default: the device's. */
  today?: string;
}

export interface DateRangePickerContext {
  startDate: CalendarDay | null;
  endDate: CalendarDay | null;
  minDate: CalendarDay | null;
  /** The month whose days are shown, `yyyy-MM`. */
  displayedMonth: CalendarMonth;
  /** The years of the month/year sub-view. */
  years: readonly number[];
}

export type DateRangePickerEvent =
  | { type: 'picker.dayClicked'; date: string }
  | { type: 'picker.cleared' }
  | { type: 'picker.done' }
  | { type: 'picker.minDateChanged'; minDate: string | null }
  /** Previous (−1) or next (+1) month. */
  | { type: 'picker.monthStepped'; by: number }
  | { type: 'picker.monthYearViewOpened' }
  /** `month` 1-12. */
  | { type: 'picker.monthYearPicked'; year: number; month: number }
  | { type: 'picker.monthYearViewClosed' };

export interface DateRangeConfirmed {
  type: 'picker.confirmed';
  startDate: CalendarDay;
  endDate: CalendarDay;
  /** Whole days, inclusive. */
  dayCount: number;
}

/** Spec 000 §2, §9: the current year minus 10 to plus 10, in order. */
export function pickerYears(now: Date | string): number[] {
  const today = calendarDayOf(now);
  if (today === null) throw new Error(`pickerYears: not a date: ${String(now)}`);
  const year = yearOf(today);
  return Array.from(
    { length: PICKER_YEARS_BEFORE + PICKER_YEARS_AFTER + 1 },
    (_, index) => year - PICKER_YEARS_BEFORE + index,
  );
}

/** The initial pair, in order: a reversed pair is read as the two ends of one range. */
function initialRange(
  input: DateRangePickerInput,
): Pick<DateRangePickerContext, 'startDate' | 'endDate'> {
  const start = calendarDayOf(input.startDate);
  const end = calendarDayOf(input.endDate);
  if (start === null) return { startDate: null, endDate: null };
  if (end === null) return { startDate: start, endDate: null };
  return end < start ? { startDate: end, endDate: start } : { startDate: start, endDate: end };
}

const clickedDay = (event: DateRangePickerEvent): CalendarDay | null =>
  event.type === 'picker.dayClicked' && isCalendarDay(event.date) ? event.date : null;

export const dateRangePickerMachine = setup({
  types: {
    context: {} as DateRangePickerContext,
    events: {} as DateRangePickerEvent,
    input: {} as DateRangePickerInput | undefined,
    emitted: {} as DateRangeConfirmed,
  },
  actions: {
    pickStart: assign(({ event }) => ({ startDate: clickedDay(event), endDate: null })),
    pickEnd: assign(({ event }) => ({ endDate: clickedDay(event) })),
    /** Spec 000 §4: the earlier click becomes the start and the old start the end. */
    pickEarlierStart: assign(({ context, event }) => ({
      startDate: clickedDay(event),
      endDate: context.startDate,
    })),
    clearRange: assign({ startDate: null, endDate: null }),
    setMinDate: assign(({ event }) => {
      assertEvent(event, 'picker.minDateChanged');
      return { minDate: calendarDayOf(event.minDate) };
    }),
    stepDisplayedMonth: assign(({ context, event }) => {
      assertEvent(event, 'picker.monthStepped');
      return { displayedMonth: stepMonth(context.displayedMonth, Math.trunc(event.by)) };
    }),
    showPickedMonth: assign(({ event }) => {
      assertEvent(event, 'picker.monthYearPicked');
      return { displayedMonth: calendarMonth(event.year, event.month) };
    }),
    confirm: emit(({ context }) => {
      if (context.startDate === null || context.endDate === null) {
        throw new Error('date-range picker: confirmed without both dates');
      }
      return {
        type: 'picker.confirmed' as const,
        startDate: context.startDate,
        endDate: context.endDate,
        dayCount: tripDayCount(context.startDate, context.endDate),
      };
    }),
  },
  guards: {
    /** A real day, not before the minimum. */
    isPickableDay: ({ context, event }) => {
      const day = clickedDay(event);
      return day !== null && (context.minDate === null || day >= context.minDate);
    },
    isBeforeStart: ({ context, event }) => {
      const day = clickedDay(event);
      return day !== null && context.startDate !== null && day < context.startDate;
    },
    /** Spec 000 §4: Done is disabled until both dates are set. */
    isRangeComplete: ({ context }) => context.startDate !== null && context.endDate !== null,
    hasStartOnly: ({ context }) => context.startDate !== null && context.endDate === null,
    /** The new minimum falls after the chosen start: that range can no longer be picked. */
    isSelectionBeforeNewMinimum: ({ context, event }) => {
      assertEvent(event, 'picker.minDateChanged');
      const minDate = calendarDayOf(event.minDate);
      return minDate !== null && context.startDate !== null && context.startDate < minDate;
    },
    isOfferedMonth: ({ context, event }) => {
      assertEvent(event, 'picker.monthYearPicked');
      return (
        context.years.includes(event.year) &&
        Number.isInteger(event.month) &&
        event.month >= 1 &&
        event.month <= 12
      );
    },
  },
}).createMachine({
  id: 'dateRangePicker',
  context: ({ input }) => {
    const today = calendarDayOf(input?.today ?? new Date());
    if (today === null) throw new Error(`date-range picker: today is not a date: ${input?.today}`);
    const range = initialRange(input ?? {});
    return {
      ...range,
      minDate: calendarDayOf(input?.minDate),
      displayedMonth: monthOf(range.startDate ?? today),
      years: pickerYears(today),
    };
  },
  type: 'parallel',
  on: {
    'picker.done': { guard: 'isRangeComplete', actions: 'confirm' },
  },
  states: {
    selection: {
      initial: 'empty',
      on: {
        'picker.cleared': { target: '.empty', actions: 'clearRange' },
        'picker.minDateChanged': [
          {
            guard: 'isSelectionBeforeNewMinimum',
            target: '.empty',
            actions: ['setMinDate', 'clearRange'],
          },
          { actions: 'setMinDate' },
        ],
      },
      states: {
        empty: {
          // Only a range given as input is here with dates: it moves on to where it belongs.
          always: [
            { guard: 'isRangeComplete', target: 'rangePicked' },
            { guard: 'hasStartOnly', target: 'startPicked' },
          ],
          on: {
            'picker.dayClicked': {
              guard: 'isPickableDay',
              target: 'startPicked',
              actions: 'pickStart',
            },
          },
        },
        startPicked: {
          on: {
            'picker.dayClicked': [
              {
                guard: and(['isPickableDay', 'isBeforeStart']),
                target: 'rangePicked',
                actions: 'pickEarlierStart',
              },
              { guard: 'isPickableDay', target: 'rangePicked', actions: 'pickEnd' },
            ],
          },
        },
        rangePicked: {
          on: {
            // Spec 000 §4: a click after a complete pair restarts the selection from that day.
            'picker.dayClicked': {
              guard: 'isPickableDay',
              target: 'startPicked',
              actions: 'pickStart',
            },
          },
        },
      },
    },
    view: {
      initial: 'days',
      states: {
        days: {
          on: {
            'picker.monthStepped': { actions: 'stepDisplayedMonth' },
            'picker.monthYearViewOpened': { target: 'monthYear' },
          },
        },
        monthYear: {
          on: {
            'picker.monthYearPicked': {
              guard: 'isOfferedMonth',
              target: 'days',
              actions: 'showPickedMonth',
            },
            'picker.monthYearViewClosed': { target: 'days' },
          },
        },
      },
    },
  },
});

export type DateRangePickerMachine = typeof dateRangePickerMachine;
export type DateRangePickerSnapshot = SnapshotFrom<DateRangePickerMachine>;
export type DateRangePickerActorRef = ActorRefFrom<DateRangePickerMachine>;

export type SelectionPhase = 'empty' | 'startPicked' | 'rangePicked';

export interface DateRangePickerView {
  startDate: CalendarDay | null;
  endDate: CalendarDay | null;
  minDate: CalendarDay | null;
  phase: SelectionPhase;
  /** Whole days, inclusive (000 §4); null until both dates are set. */
  dayCount: number | null;
  /** Done is enabled (000 §4). */
  canConfirm: boolean;
  /** Something is selected. */
  canClear: boolean;
  subView: 'days' | 'monthYear';
  displayedMonth: CalendarMonth;
  years: readonly number[];
}

const viewBySnapshot = new WeakMap<DateRangePickerSnapshot, DateRangePickerView>();

/** One stable object per snapshot, for `useSelector`. */
export function selectDateRangePicker(snapshot: DateRangePickerSnapshot): DateRangePickerView {
  const cached = viewBySnapshot.get(snapshot);
  if (cached) return cached;
  const { startDate, endDate, minDate, displayedMonth, years } = snapshot.context;
  const phase: SelectionPhase = snapshot.matches({ selection: 'rangePicked' })
    ? 'rangePicked'
    : snapshot.matches({ selection: 'startPicked' })
      ? 'startPicked'
      : 'empty';
  const view: DateRangePickerView = {
    startDate,
    endDate,
    minDate,
    phase,
    dayCount: startDate !== null && endDate !== null ? tripDayCount(startDate, endDate) : null,
    canConfirm: startDate !== null && endDate !== null,
    canClear: startDate !== null,
    subView: snapshot.matches({ view: 'monthYear' }) ? 'monthYear' : 'days',
    displayedMonth,
    years,
  };
  viewBySnapshot.set(snapshot, view);
  return view;
}

/** Whether a day can be clicked (not before the minimum). */
export function isDayPickable(
  view: Pick<DateRangePickerView, 'minDate'>,
  day: CalendarDay,
): boolean {
  return isCalendarDay(day) && (view.minDate === null || day >= view.minDate);
}

/** Whether a day lies within the chosen range, ends included (to shade it). */
export function isDayInRange(
  view: Pick<DateRangePickerView, 'startDate' | 'endDate'>,
  day: CalendarDay,
): boolean {
  const { startDate, endDate } = view;
  if (startDate === null) return false;
  if (endDate === null) return day === startDate;
  return day >= startDate && day <= endDate;
}
