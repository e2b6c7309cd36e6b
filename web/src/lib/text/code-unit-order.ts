/**
 * Orders strings by their UTF-16 code units: for the machine-made strings the app sorts (ISO dates
 * and timestamps, `HH:mm` times, ids) that is their order. Not `localeCompare`: its first call
 * loads ICU's collation data (12 ms on this machine unthrottled) inside the first render of the
 * home and the trips list (issue 19), and a locale's order is not wanted for them.
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
