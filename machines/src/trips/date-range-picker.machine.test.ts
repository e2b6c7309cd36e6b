import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { statePath } from '../shared/test-support';
import {
  dateRangePickerMachine,
  isDayInRange,
  isDayPickable,
  pickerYears,
  selectDateRangePicker,
} from './date-range-picker.machine';
import type {
  DateRangeConfirmed,
  DateRangePickerActorRef,
  DateRangePickerInput,
} from './date-range-picker.machine';

const TODAY = '2026-06-01';

function start(input: DateRangePickerInput = {}) {
  const actor = createActor(dateRangePickerMachine, { input: { today: TODAY, ...input } });
  const confirmed: DateRangeConfirmed[] = [];
  actor.on('picker.confirmed', (event) => {
    confirmed.push(event);
  });
  actor.start();
  return { actor, confirmed };
}

const view = (actor: DateRangePickerActorRef) => selectDateRangePicker(actor.getSnapshot());
const stateOf = (actor: DateRangePickerActorRef) => statePath(actor.getSnapshot().value);
const click = (actor: DateRangePickerActorRef, date: string) =>
  actor.send({ type: 'picker.dayClicked', date });
const range = (actor: DateRangePickerActorRef) => [view(actor).startDate, view(actor).endDate];

describe('selecting a range (spec 000 §4 "Date-range picker")', () => {
  it('starts empty on the current month, Done disabled, nothing to clear', () => {
    const { actor } = start();
    expect(stateOf(actor)).toBe('selection.empty,view.days');
    expect(view(actor)).toEqual({
      startDate: null,
      endDate: null,
      minDate: null,
      phase: 'empty',
      dayCount: null,
      canConfirm: false,
      canClear: false,
      subView: 'days',
      displayedMonth: '2026-06',
      years: pickerYears(TODAY),
    });
  });

  it('first click picks the start, second click the end; days counted inclusive', () => {
    const { actor } = start();
    click(actor, '2026-06-10');
    expect(stateOf(actor)).toBe('selection.startPicked,view.days');
    expect(range(actor)).toEqual(['2026-06-10', null]);
    expect(view(actor)).toMatchObject({ phase: 'startPicked', canConfirm: false, dayCount: null });
    click(actor, '2026-06-14');
    expect(stateOf(actor)).toBe('selection.rangePicked,view.days');
    expect(range(actor)).toEqual(['2026-06-10', '2026-06-14']);
    expect(view(actor)).toMatchObject({ phase: 'rangePicked', canConfirm: true, dayCount: 5 });
  });

  it('a second click earlier than the start makes it the start and keeps the old start as the end', () => {
    const { actor } = start();
    click(actor, '2026-06-10');
    click(actor, '2026-06-03');
    expect(range(actor)).toEqual(['2026-06-03', '2026-06-10']);
    expect(view(actor).dayCount).toBe(8);
  });

  it('a second click on the start day gives a one-day range (1 day)', () => {
    const { actor } = start();
    click(actor, '2026-06-10');
    click(actor, '2026-06-10');
    expect(range(actor)).toEqual(['2026-06-10', '2026-06-10']);
    expect(view(actor).dayCount).toBe(1);
  });

  it('a click after a complete pair restarts the selection from that day', () => {
    const { actor } = start();
    click(actor, '2026-06-10');
    click(actor, '2026-06-14');
    click(actor, '2026-06-01');
    expect(stateOf(actor)).toBe('selection.startPicked,view.days');
    expect(range(actor)).toEqual(['2026-06-01', null]);
    click(actor, '2026-07-02');
    expect(range(actor)).toEqual(['2026-06-01', '2026-07-02']);
    expect(view(actor).dayCount).toBe(32);
  });

  it('past dates can be picked (000 §5 "past dates are allowed")', () => {
    const { actor } = start();
    click(actor, '2019-03-01');
    click(actor, '2019-03-04');
    expect(view(actor).dayCount).toBe(4);
  });

  it.each([['2026-02-30'], ['June 3'], [''], ['2026-06-03T10:00:00Z']])(
    'ignores a click on something that is not a day: %j',
    (date) => {
      const { actor } = start();
      click(actor, date);
      expect(stateOf(actor)).toBe('selection.empty,view.days');
      click(actor, '2026-06-03');
      click(actor, date);
      expect(range(actor)).toEqual(['2026-06-03', null]);
    },
  );

  it.each([
    ['empty', [] as string[]],
    ['start picked', ['2026-06-10']],
    ['range picked', ['2026-06-10', '2026-06-12']],
  ])('Clear resets from %s', (_from, clicks) => {
    const { actor } = start();
    for (const date of clicks) click(actor, date);
    actor.send({ type: 'picker.cleared' });
    expect(stateOf(actor)).toBe('selection.empty,view.days');
    expect(view(actor)).toMatchObject({
      startDate: null,
      endDate: null,
      canConfirm: false,
      canClear: false,
    });
  });
});

describe('Done (spec 000 §4 "Done is disabled until both dates are set")', () => {
  it('is refused with no date or with only the start', () => {
    const { actor, confirmed } = start();
    actor.send({ type: 'picker.done' });
    click(actor, '2026-06-10');
    actor.send({ type: 'picker.done' });
    expect(confirmed).toEqual([]);
  });

  it('emits the range with its inclusive day count once both are set', () => {
    const { actor, confirmed } = start();
    click(actor, '2026-06-28');
    click(actor, '2026-07-03');
    actor.send({ type: 'picker.done' });
    expect(confirmed).toEqual([
      { type: 'picker.confirmed', startDate: '2026-06-28', endDate: '2026-07-03', dayCount: 6 },
    ]);
    // The selection stays as chosen.
    expect(stateOf(actor)).toBe('selection.rangePicked,view.days');
  });
});

describe('initial range and minimum date (Edit Trip: the end date cannot precede the start, 001 §5)', () => {
  it('opens on a complete range, showing its first month', () => {
    const { actor, confirmed } = start({ startDate: '2026-08-30', endDate: '2026-09-02' });
    expect(stateOf(actor)).toBe('selection.rangePicked,view.days');
    expect(view(actor)).toMatchObject({ displayedMonth: '2026-08', dayCount: 4, canConfirm: true });
    actor.send({ type: 'picker.done' });
    expect(confirmed).toHaveLength(1);
  });

  it('opens on a start only, and reads a reversed pair as one range', () => {
    expect(stateOf(start({ startDate: '2026-08-30' }).actor)).toBe(
      'selection.startPicked,view.days',
    );
    const reversed = start({ startDate: '2026-09-02', endDate: '2026-08-30' }).actor;
    expect(range(reversed)).toEqual(['2026-08-30', '2026-09-02']);
    // An end without a start is no selection; server time stamps are read by their day.
    expect(stateOf(start({ endDate: '2026-08-30' }).actor)).toBe('selection.empty,view.days');
    expect(range(start({ startDate: '2026-08-30T00:00:00.000Z', endDate: null }).actor)).toEqual([
      '2026-08-30',
      null,
    ]);
  });

  it('refuses days before the minimum, whether as start, end or restart', () => {
    const { actor } = start({ minDate: '2026-06-10' });
    click(actor, '2026-06-09');
    expect(stateOf(actor)).toBe('selection.empty,view.days');
    click(actor, '2026-06-10');
    click(actor, '2026-06-05');
    expect(range(actor)).toEqual(['2026-06-10', null]);
    click(actor, '2026-06-12');
    click(actor, '2026-06-01');
    expect(range(actor)).toEqual(['2026-06-10', '2026-06-12']);
    expect(isDayPickable(view(actor), '2026-06-09')).toBe(false);
    expect(isDayPickable(view(actor), '2026-06-10')).toBe(true);
  });

  it('a new minimum after the chosen start clears the selection; an earlier one keeps it', () => {
    const { actor } = start({ startDate: '2026-06-10', endDate: '2026-06-12' });
    actor.send({ type: 'picker.minDateChanged', minDate: '2026-06-01' });
    expect(view(actor)).toMatchObject({ minDate: '2026-06-01', startDate: '2026-06-10' });
    actor.send({ type: 'picker.minDateChanged', minDate: '2026-06-11' });
    expect(stateOf(actor)).toBe('selection.empty,view.days');
    expect(view(actor)).toMatchObject({ minDate: '2026-06-11', startDate: null, endDate: null });
    actor.send({ type: 'picker.minDateChanged', minDate: null });
    click(actor, '2026-01-01');
    expect(range(actor)).toEqual(['2026-01-01', null]);
  });
});

describe('months and the month/year sub-view (spec 000 §2, §9)', () => {
  it('offers the current year minus 10 to plus 10', () => {
    expect(pickerYears('2026-06-01')).toEqual([
      2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030,
      2031, 2032, 2033, 2034, 2035, 2036,
    ]);
    expect(pickerYears(new Date(2031, 0, 1))).toHaveLength(21);
    expect(pickerYears(new Date(2031, 0, 1))[0]).toBe(2021);
    expect(pickerYears(new Date(2031, 0, 1)).at(-1)).toBe(2041);
    expect(() => pickerYears('soon')).toThrow('not a date');
  });

  it('steps months across year ends', () => {
    const { actor } = start({ today: '2026-01-15' });
    actor.send({ type: 'picker.monthStepped', by: -1 });
    expect(view(actor).displayedMonth).toBe('2025-12');
    actor.send({ type: 'picker.monthStepped', by: 2 });
    expect(view(actor).displayedMonth).toBe('2026-02');
  });

  it('opens the sub-view, picks an offered month and year, and returns to the days', () => {
    const { actor } = start();
    actor.send({ type: 'picker.monthYearViewOpened' });
    expect(stateOf(actor)).toBe('selection.empty,view.monthYear');
    expect(view(actor).subView).toBe('monthYear');
    // Years outside ±10 and months outside 1-12 are not offered.
    actor.send({ type: 'picker.monthYearPicked', year: 2037, month: 1 });
    actor.send({ type: 'picker.monthYearPicked', year: 2030, month: 13 });
    expect(stateOf(actor)).toBe('selection.empty,view.monthYear');
    actor.send({ type: 'picker.monthYearPicked', year: 2016, month: 3 });
    expect(stateOf(actor)).toBe('selection.empty,view.days');
    expect(view(actor).displayedMonth).toBe('2016-03');
  });

  it('closes the sub-view without changing the month; a selection survives it', () => {
    const { actor } = start();
    click(actor, '2026-06-10');
    actor.send({ type: 'picker.monthYearViewOpened' });
    click(actor, '2026-06-12');
    actor.send({ type: 'picker.monthYearViewClosed' });
    expect(stateOf(actor)).toBe('selection.rangePicked,view.days');
    expect(view(actor).displayedMonth).toBe('2026-06');
  });
});

describe('view helpers', () => {
  it('is one object per snapshot', () => {
    const { actor } = start();
    expect(view(actor)).toBe(view(actor));
    click(actor, '2026-06-10');
    const afterClick = view(actor);
    click(actor, '2026-06-11');
    expect(view(actor)).not.toBe(afterClick);
  });

  it('shades the days of the range, ends included', () => {
    expect(isDayInRange({ startDate: null, endDate: null }, '2026-06-10')).toBe(false);
    expect(isDayInRange({ startDate: '2026-06-10', endDate: null }, '2026-06-10')).toBe(true);
    expect(isDayInRange({ startDate: '2026-06-10', endDate: null }, '2026-06-11')).toBe(false);
    const chosen = { startDate: '2026-06-10', endDate: '2026-06-12' };
    expect(
      ['2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13'].map((day) =>
        isDayInRange(chosen, day),
      ),
    ).toEqual([false, true, true, true, false]);
  });
});
