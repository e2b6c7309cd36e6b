/**
 * The feedback form (spec 000 §2 "Feedback form", §3, §4, §5, §8, §9; checklist 25.1–25.17).
 * The lists repeat the REST contract's (contract/src/feedback.ts): machines and web do not import it.
 */

/** Spec 000 §2, §9: four steps. */
export const FEEDBACK_STEP_COUNT = 4;

/** Spec 000 §4, §9: the thank-you screen shows for 2 seconds, then the form closes and resets. */
export const THANK_YOU_MS = 2000;

/** Spec 000 §9: star ratings 1–5; recommendation 0–10 (0 cannot be submitted, §4). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RECOMMENDATION_MIN = 0;
export const RECOMMENDATION_MAX = 10;

/** The server takes free texts of at most 2000 characters (contract/src/feedback.ts). */
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;

/** Spec 000 §9: the most-wanted feature choices, in the spec's order. */
export const FEEDBACK_FEATURES = [
  'better_search',
  'offline_maps',
  'group_planning',
  'budget_tracking',
  'travel_social',
  'ai_recommendations',
  'weather_integration',
  'local_guides',
  'other',
] as const;
export type FeedbackFeature = (typeof FEEDBACK_FEATURES)[number];

/** Spec 000 §5, §9: bug severities, mildest first. */
export const BUG_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type BugSeverity = (typeof BUG_SEVERITIES)[number];

/**
 * Spec 000 §4 mood messages: 0–3 and 4–7 as written; above 7 the fan thank-you, which the spec does
 * not give (RESOLUTIONS "Texts not given": in the voice of the others).
 */
export const MOOD_LOW = "We'd love to improve your experience!";
export const MOOD_MIDDLE = 'Thanks for the feedback!';
export const MOOD_FAN = "You're amazing! Thanks for being a Wayfarer fan!";
/** Highest score of each of the first two moods. */
export const MOOD_LOW_MAX = 3;
export const MOOD_MIDDLE_MAX = 7;

/** Spec 000 §8: a failed submit is a browser alert with this text. */
export const FEEDBACK_FAILED_ALERT = 'Failed to submit feedback. Please try again.';

/** The contact e-mail, when given, must look like one (the sign-up pattern, 001 §5). */
export const CONTACT_EMAIL_INVALID = 'Please enter a valid email address';
