import { EMAIL_PATTERN } from '../password-reset/constants';
import {
  CONTACT_EMAIL_INVALID,
  FEEDBACK_TEXT_MAX_LENGTH,
  MOOD_FAN,
  MOOD_LOW,
  MOOD_LOW_MAX,
  MOOD_MIDDLE,
  MOOD_MIDDLE_MAX,
  RATING_MAX,
  RATING_MIN,
  RECOMMENDATION_MAX,
  RECOMMENDATION_MIN,
} from './constants';
import type { BugSeverity, FeedbackFeature } from './constants';

/** The answers of the four steps (spec 000 §2 "Feedback form", §3) and what is sent of them. */

/** Step 1's star ratings (25.3). */
export const RATING_FIELDS = [
  'overallRating',
  'usabilityRating',
  'designRating',
  'performanceRating',
] as const;
export type RatingField = (typeof RATING_FIELDS)[number];

/** The free texts of steps 2 and 3 (25.6, 25.7). */
export const TEXT_FIELDS = [
  'generalFeedback',
  'likedMost',
  'needsImprovement',
  'featureRequests',
  'bugReport',
] as const;
export type FeedbackTextField = (typeof TEXT_FIELDS)[number];

export type FeedbackAnswers = Record<RatingField, number | null> &
  Record<FeedbackTextField, string> & {
    mostWantedFeature: FeedbackFeature | null;
    /** Only while the bug report has text (25.8). */
    bugSeverity: BugSeverity | null;
    /** 0–10; 0 (the start) cannot be submitted (25.12). */
    recommendationScore: number;
    contactEmail: string;
    allowContact: boolean;
  };

/** What the form sends (25.13): empty optional texts and unset choices are left out. */
export type FeedbackAnswersPayload = Record<RatingField, number> &
  Partial<Record<FeedbackTextField, string>> & {
    mostWantedFeature?: FeedbackFeature;
    bugSeverity?: BugSeverity;
    recommendationScore: number;
    contactEmail?: string;
    allowContact: boolean;
  };

/** A fresh form: nothing rated, the e-mail prefilled with the signed-in user's (25.16). */
export function emptyAnswers(signedInEmail: string): FeedbackAnswers {
  return {
    overallRating: null,
    usabilityRating: null,
    designRating: null,
    performanceRating: null,
    generalFeedback: '',
    likedMost: '',
    needsImprovement: '',
    featureRequests: '',
    mostWantedFeature: null,
    bugReport: '',
    bugSeverity: null,
    recommendationScore: RECOMMENDATION_MIN,
    contactEmail: signedInEmail,
    allowContact: false,
  };
}

const isWholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

export const isRating = (value: number) => isWholeIn(value, RATING_MIN, RATING_MAX);
export const isRecommendationScore = (value: number) =>
  isWholeIn(value, RECOMMENDATION_MIN, RECOMMENDATION_MAX);

/** Spec 000 §4, 25.4: all four ratings set. */
export const allRated = (answers: FeedbackAnswers) =>
  RATING_FIELDS.every((field) => answers[field] !== null);

/** Whitespace alone is no text: such a field is left out, and a bug report of it shows no severity. */
export const hasText = (text: string) => text.trim() !== '';

/** Spec 000 §5: the e-mail is optional; given, it must look like one. Null when fine. */
export function contactEmailError(answers: FeedbackAnswers): string | null {
  const email = answers.contactEmail.trim();
  return email === '' || EMAIL_PATTERN.test(email) ? null : CONTACT_EMAIL_INVALID;
}

/** Spec 000 §4, 25.12: a nonzero score, and an e-mail that is empty or valid (step 1 rated). */
export const canSubmit = (answers: FeedbackAnswers) =>
  allRated(answers) &&
  answers.recommendationScore !== RECOMMENDATION_MIN &&
  contactEmailError(answers) === null;

/** A set rating; the submit guard makes sure all four are. */
function ratingOf(answers: FeedbackAnswers, field: RatingField): number {
  const rating = answers[field];
  if (rating === null) throw new Error(`feedback: ${field} is not rated`);
  return rating;
}

/** A text as typed, cut at the server's limit. */
export const cappedText = (text: string) => text.slice(0, FEEDBACK_TEXT_MAX_LENGTH);

/** Spec 000 §4 "Mood message" for a recommendation score. */
export function moodMessageFor(score: number): string {
  if (score <= MOOD_LOW_MAX) return MOOD_LOW;
  if (score <= MOOD_MIDDLE_MAX) return MOOD_MIDDLE;
  return MOOD_FAN;
}

/** The answers as sent (25.13): texts trimmed, empty ones and unset choices left out. */
export function feedbackPayloadOf(answers: FeedbackAnswers): FeedbackAnswersPayload {
  const payload: FeedbackAnswersPayload = {
    overallRating: ratingOf(answers, 'overallRating'),
    usabilityRating: ratingOf(answers, 'usabilityRating'),
    designRating: ratingOf(answers, 'designRating'),
    performanceRating: ratingOf(answers, 'performanceRating'),
    recommendationScore: answers.recommendationScore,
    allowContact: answers.allowContact,
  };
  for (const field of TEXT_FIELDS) {
    if (hasText(answers[field])) payload[field] = answers[field].trim();
  }
  if (answers.mostWantedFeature !== null) payload.mostWantedFeature = answers.mostWantedFeature;
  if (answers.bugSeverity !== null && hasText(answers.bugReport)) {
    payload.bugSeverity = answers.bugSeverity;
  }
  const email = answers.contactEmail.trim();
  if (email !== '') payload.contactEmail = email;
  return payload;
}
