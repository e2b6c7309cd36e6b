/**
 * Length caps of the free texts the spec gives no limit for (issue 17: "every free text has the
 * spec's limit or a stated one"). The reasons are in docs/decisions.md "Text length caps". The mock's
 * zod schemas refuse longer text with `textLimitMessages.tooLong`, the gateway refuses it at the edge
 * (gateway/src/security/text-caps.ts), and the web's inputs take the same numbers as maxLength.
 * Limits the spec or an earlier issue set live beside their schemas: trip texts (tripLimits in
 * trip.ts), profile names and bio (account-messages.ts), reflections (memories.ts), feedback
 * (feedback.ts), searches (places-messages.ts).
 */

/** A user name at sign-up and sign-in; Google names are cut to 20 and get a number. */
export const USER_NAME_MAX_LENGTH = 30;
/** RFC 5321's longest forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** Bounds the cost of hashing what a stranger sends (PBKDF2 over the whole text). */
export const PASSWORD_MAX_LENGTH = 128;
/** The reset token the mock issues is 43 characters; room for a real server's. */
export const RESET_TOKEN_MAX_LENGTH = 256;
/** A Google ID token is about 1.5 kB. */
export const GOOGLE_CREDENTIAL_MAX_LENGTH = 4096;
/** A social link (an http(s) URL); browsers handle URLs far longer, people do not type them. */
export const SOCIAL_LINK_MAX_LENGTH = 2048;
/** A Google place id is under 300 characters. */
export const PLACE_ID_MAX_LENGTH = 512;
/** A saved place's name and address, as the places API gives them. */
export const DESTINATION_NAME_MAX_LENGTH = 200;
export const DESTINATION_ADDRESS_MAX_LENGTH = 500;
export const MAPS_URL_MAX_LENGTH = 2048;
/** A place photo reference (Google's photo names are a few hundred characters). */
export const PHOTO_REF_MAX_LENGTH = 2048;
/** One place type ("tourist_attraction") and how many a place may carry. */
export const PLACE_TYPE_MAX_LENGTH = 100;
export const PLACE_TYPES_MAX_COUNT = 50;
/** The user search of Share Trip. */
export const USER_SEARCH_MAX_LENGTH = 100;

export const textLimitMessages = {
  tooLong: (label: string, maxLength: number) => `${label} must be at most ${maxLength} characters`,
} as const;
