import type { RequestTexts } from '../trips/constants';

/**
 * Collaborators and sharing texts and timings (spec 001 §2 "Collaborators tab", "Add Collaborator",
 * "Sharing dialog"; §8; §9). Texts the spec does not give are written in its voice and marked so.
 */

/** 001 §9 "user search pause 400 ms". */
export const USER_SEARCH_DEBOUNCE_MS = 400;
/** 001 §9 "copied indicator 2 seconds". */
export const COPIED_INDICATOR_MS = 2000;

const texts = (success: string | null, failure: string): RequestTexts => ({
  fallback: failure,
  success,
  failure,
});

/** 001 §8 (checklist 11.9–11.11). */
export const ADD_COLLABORATOR_TEXTS = texts(
  'Collaborator added successfully',
  'Failed to add collaborator',
);
export const REMOVE_COLLABORATOR_TEXTS = texts(
  'Collaborator removed successfully',
  'Failed to remove collaborator',
);
export const UPDATE_ROLE_TEXTS = texts(
  'Collaborator role updated successfully',
  'Failed to update collaborator role',
);
/** Leaving goes through remove-collaborator; the spec names no texts for it: ours. */
export const LEAVE_TRIP_TEXTS = texts('You left the trip', 'Failed to leave the trip');

/** 001 §8 (checklist 11.12). */
export const USER_DETAILS_FAILED = 'Failed to fetch user details';
/** Shown in the Add Collaborator dialog when the search fails (ours: the spec names none). */
export const USER_SEARCH_FAILED = 'Failed to search users';

/** 001 §8 (checklist 12.2, 12.3). */
export const SHARE_LINK_GENERATED = 'Trip share link generated successfully!';
export const SHARE_LINK_FAILED = 'Failed to generate share link';
/** Ours: the spec names no texts for these. */
export const SHARING_SETTINGS_FAILED = 'Failed to update sharing settings';
export const COPY_LINK_FAILED = 'Failed to copy the link';

/** 001 §3 / §9: a new link's settings. */
export const DEFAULT_SHARING_SETTINGS = {
  allowPublicView: true,
  allowJoinRequests: false,
} as const;
