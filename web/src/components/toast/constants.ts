/** Toasts auto-dismiss after 3000 ms unless their duration is 0 (spec 001 §4, §9 "Toast duration"). */
export const TOAST_DURATION_MS = 3000;

/** The toast area is fixed at the top right (spec 001 §2 "Toast area"). */
export const TOAST_POSITION = 'top-right';
