import {
  ActionIcon,
  Box,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { formatDayName, formatMonthTitle } from '@machines/shared/date-format';
import { stepMonth } from '@machines/trips/calendar-day';
import type { CalendarDay, CalendarMonth } from '@machines/trips/calendar-day';
import {
  dateRangePickerMachine,
  isDayInRange,
  isDayPickable,
  selectDateRangePicker,
} from '@machines/trips/date-range-picker.machine';
import type { DateRangePickerView } from '@machines/trips/date-range-picker.machine';
import {
  MONTH_SHORT_NAMES,
  PICKER_CLEAR_LABEL,
  PICKER_DONE_LABEL,
  WEEKDAY_LETTERS,
} from './constants';
import classes from './date-range-picker.module.css';
import { monthCells } from './month-grid';

export interface DateRange {
  startDate: CalendarDay | null;
  endDate: CalendarDay | null;
}

export interface DateRangeCalendarProps extends DateRange {
  /** The first day that can be picked (Edit Trip: the start date, spec 001 §5). */
  minDate?: CalendarDay | null;
  /** How many months side by side: two on desktop, one on mobile. */
  months: 1 | 2;
  /** Done with both dates (spec 000 §4). */
  onConfirm: (range: { startDate: CalendarDay; endDate: CalendarDay }) => void;
  /** Clear: the selection is emptied. */
  onClear: () => void;
  /** Today, `yyyy-MM-dd` (tests); default the device's. */
  today?: string;
}

const monthTitle = (month: CalendarMonth) => formatMonthTitle(month);

/**
 * The calendar of the date-range picker, bound to the picker machine (spec 000 §2, §4, §9): clicks
 * pick the start then the end (an earlier second click swaps), a third click restarts; Clear; Done
 * only with both dates; a month/year sub-view whose years run from the current year −10 to +10.
 */
export function DateRangeCalendar({
  startDate,
  endDate,
  minDate = null,
  months,
  onConfirm,
  onClear,
  today,
}: DateRangeCalendarProps) {
  const picker = useActorRef(dateRangePickerMachine, {
    input: { startDate, endDate, minDate, ...(today === undefined ? {} : { today }) },
  });
  const view = useSelector(picker, selectDateRangePicker);

  useEffect(() => {
    const subscription = picker.on('picker.confirmed', (event) =>
      onConfirm({ startDate: event.startDate, endDate: event.endDate }),
    );
    return () => subscription.unsubscribe();
  }, [picker, onConfirm]);

  useEffect(() => {
    picker.send({ type: 'picker.minDateChanged', minDate });
  }, [picker, minDate]);

  const shownMonths = Array.from({ length: months }, (_, index) =>
    stepMonth(view.displayedMonth, index),
  );

  return (
    <Stack gap="sm" className={classes.calendar} data-testid="date-range-calendar">
      {view.subView === 'monthYear' ? (
        <MonthYearView
          view={view}
          onPick={(year, month) => picker.send({ type: 'picker.monthYearPicked', year, month })}
          onClose={() => picker.send({ type: 'picker.monthYearViewClosed' })}
        />
      ) : (
        <Group align="flex-start" gap="lg" wrap="nowrap" justify="center">
          {shownMonths.map((month, index) => (
            <Box key={month} className={classes.month}>
              <Group justify="space-between" wrap="nowrap" mb={6} gap={4}>
                {index === 0 ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label="Previous month"
                    onClick={() => picker.send({ type: 'picker.monthStepped', by: -1 })}
                  >
                    <IconChevronLeft size={18} aria-hidden />
                  </ActionIcon>
                ) : (
                  <Box w={28} />
                )}
                <UnstyledButton
                  className={classes.monthTitle}
                  onClick={() => picker.send({ type: 'picker.monthYearViewOpened' })}
                  aria-label={`${monthTitle(month)}: choose month and year`}
                >
                  {monthTitle(month)}
                </UnstyledButton>
                {index === months - 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label="Next month"
                    onClick={() => picker.send({ type: 'picker.monthStepped', by: 1 })}
                  >
                    <IconChevronRight size={18} aria-hidden />
                  </ActionIcon>
                ) : (
                  <Box w={28} />
                )}
              </Group>
              <SimpleGrid cols={7} spacing={0} verticalSpacing={2}>
                {WEEKDAY_LETTERS.map((weekday) => (
                  <Text key={weekday} size="xs" c="dimmed" ta="center" aria-hidden>
                    {weekday}
                  </Text>
                ))}
                {monthCells(month).map((day, cell) =>
                  day === null ? (
                    <span key={`blank-${cell}`} />
                  ) : (
                    <DayButton
                      key={day}
                      day={day}
                      view={view}
                      onClick={() => picker.send({ type: 'picker.dayClicked', date: day })}
                    />
                  ),
                )}
              </SimpleGrid>
            </Box>
          ))}
        </Group>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {view.dayCount === null
            ? view.startDate === null
              ? 'Pick the first day'
              : 'Pick the last day'
            : `${view.dayCount} ${view.dayCount === 1 ? 'day' : 'days'}`}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              picker.send({ type: 'picker.cleared' });
              onClear();
            }}
          >
            {PICKER_CLEAR_LABEL}
          </Button>
          <Button
            size="xs"
            disabled={!view.canConfirm}
            onClick={() => picker.send({ type: 'picker.done' })}
          >
            {PICKER_DONE_LABEL}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function DayButton({
  day,
  view,
  onClick,
}: {
  day: CalendarDay;
  view: DateRangePickerView;
  onClick: () => void;
}) {
  const selected = day === view.startDate || day === view.endDate;
  const inRange = isDayInRange(view, day);
  return (
    <UnstyledButton
      className={classes.day}
      data-selected={selected || undefined}
      data-in-range={(inRange && !selected) || undefined}
      disabled={!isDayPickable(view, day)}
      aria-pressed={selected}
      aria-label={formatDayName(day)}
      onClick={onClick}
    >
      {Number(day.slice(8))}
    </UnstyledButton>
  );
}

function MonthYearView({
  view,
  onPick,
  onClose,
}: {
  view: DateRangePickerView;
  onPick: (year: number, month: number) => void;
  onClose: () => void;
}) {
  const [year, setYear] = useState(Number(view.displayedMonth.slice(0, 4)));
  const shownMonth = Number(view.displayedMonth.slice(5, 7));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <NativeSelect
          label="Year"
          size="xs"
          value={String(year)}
          data={view.years.map(String)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
        />
        <Button variant="subtle" size="xs" onClick={onClose}>
          Back to days
        </Button>
      </Group>
      <SimpleGrid cols={4} spacing="xs">
        {MONTH_SHORT_NAMES.map((name, index) => (
          <Button
            key={name}
            size="xs"
            variant={
              index + 1 === shownMonth && view.displayedMonth.startsWith(String(year))
                ? 'filled'
                : 'default'
            }
            onClick={() => onPick(year, index + 1)}
          >
            {name}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
