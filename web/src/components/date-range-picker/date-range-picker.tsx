import { Button, Collapse, Input, Paper } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useCallback, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { formatTripDateRange } from '@machines/trips/itinerary';
import type { CalendarDay } from '@machines/trips/calendar-day';
import { useIsDesktop } from '../layout/use-is-desktop';
import { PICK_DATES_PLACEHOLDER } from './constants';
import { DateRangeCalendar } from './date-range-calendar';
import type { DateRange } from './date-range-calendar';
import classes from './date-range-picker.module.css';

export type { DateRange } from './date-range-calendar';

/**
 * Mantine's dialogs close on an Escape anywhere in them unless the key's target carries this attribute; the open
 * calendar marks its own controls so Escape closes only the calendar.
 */
const KEEP_ESCAPE = 'data-mantine-stop-propagation';

export interface DateRangePickerProps {
  label: string;
  required?: boolean;
  description?: string;
  error?: string | null;
  value: DateRange;
  onChange: (range: DateRange) => void;
  minDate?: CalendarDay | null;
  /** Today, `yyyy-MM-dd` (tests); default the device's. */
  today?: string;
}

/**
 * A trip-dates field: a button showing the chosen range that opens the calendar below it (inline,
 * so it works the same inside dialogs and on small screens). Two months side by side from 768 px,
 * one below (spec 000 §9 breakpoint). Done puts the range in the field and closes the calendar; Escape closes the
 * calendar only (not the dialog around it) and returns focus to the field.
 */
export function DateRangePicker({
  label,
  required = false,
  description,
  error,
  value,
  onChange,
  minDate,
  today,
}: DateRangePickerProps) {
  const [opened, setOpened] = useState(false);
  const isDesktop = useIsDesktop();
  const calendarId = useId();
  const rangeText = formatTripDateRange(value.startDate, value.endDate);

  const confirm = useCallback(
    (range: { startDate: CalendarDay; endDate: CalendarDay }) => {
      onChange(range);
      setOpened(false);
    },
    [onChange],
  );
  const clear = useCallback(() => onChange({ startDate: null, endDate: null }), [onChange]);
  const fieldRef = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !opened) return;
    event.stopPropagation();
    setOpened(false);
    fieldRef.current?.focus();
  };
  const keepEscape = (event: FocusEvent<HTMLElement>) =>
    event.target.setAttribute(KEEP_ESCAPE, 'true');

  return (
    <Input.Wrapper label={label} required={required} description={description} error={error}>
      <Button
        ref={fieldRef}
        {...{ [KEEP_ESCAPE]: opened ? 'true' : undefined }}
        onKeyDown={closeOnEscape}
        variant="default"
        fullWidth
        justify="flex-start"
        className={classes.field}
        data-placeholder={rangeText === '' || undefined}
        leftSection={<IconCalendar size={18} aria-hidden />}
        aria-expanded={opened}
        aria-controls={calendarId}
        aria-invalid={error ? true : undefined}
        onClick={() => setOpened((open) => !open)}
        mt={4}
      >
        {rangeText === '' ? PICK_DATES_PLACEHOLDER : rangeText}
      </Button>
      <Collapse expanded={opened} id={calendarId}>
        {opened && (
          <Paper
            withBorder
            radius="md"
            p="sm"
            mt="xs"
            onFocus={keepEscape}
            onKeyDown={closeOnEscape}
          >
            <DateRangeCalendar
              startDate={value.startDate}
              endDate={value.endDate}
              minDate={minDate ?? null}
              months={isDesktop ? 2 : 1}
              onConfirm={confirm}
              onClear={clear}
              {...(today === undefined ? {} : { today })}
            />
          </Paper>
        )}
      </Collapse>
    </Input.Wrapper>
  );
}
