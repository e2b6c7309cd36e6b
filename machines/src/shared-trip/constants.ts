/**
 * The shared-trip page's texts (spec 001 §2 "Shared trip page", §6, §8; checklist 12.8, 12.14,
 * 12.15).
 */

/** 001 §6: a join makes the caller a viewer; the success toast. */
export const JOINED_AS_VIEWER = 'Successfully joined the trip as a viewer!';

/** 001 §8: a failed join is a browser alert (checklist 26.6), never the server's text. */
export const JOIN_FAILED_ALERT = 'Failed to join trip. Please try again.';

/** 001 §8: the message on the "Trip Not Available" screen. */
export const SHARED_TRIP_LOAD_FAILED = 'Failed to load shared trip';
