/** Date-range picker texts (spec 000 §2 "Date-range picker", §4, §9). */
export { PICKER_CLEAR_LABEL, PICKER_DONE_LABEL } from '@machines/trips/constants';

/** The field's text before any date is chosen (not given by the spec). */
export const PICK_DATES_PLACEHOLDER = 'Select start and end dates';
export const WEEKDAY_LETTERS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
export const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
