import type { BugSeverity, FeedbackFeature } from '@machines/feedback/constants';
import type { FeedbackTextField, RatingField } from '@machines/feedback/feedback-answers';

/**
 * The feedback form's texts (spec 000 §2 "Feedback form", §3, §4, §9). The spec gives the fields, the
 * lists and the mood messages (machines/src/feedback/constants.ts); the labels are written in its
 * voice (RESOLUTIONS "Texts not given": feature labels).
 */

export const FEEDBACK_DIALOG_TITLE = 'Share your feedback';
export const CLOSE_FEEDBACK_LABEL = 'Close feedback';

/** The heading of each of the four steps (spec 000 §2: ratings, free text, features, recommendation). */
export const STEP_TITLES = [
  'Rate your experience',
  'Tell us more',
  'Feature requests',
  'Would you recommend us?',
] as const;

export const RATING_LABELS: Record<RatingField, string> = {
  overallRating: 'Overall experience',
  usabilityRating: 'Ease of use',
  designRating: 'Design',
  performanceRating: 'Speed and performance',
};

export const TEXT_LABELS: Record<FeedbackTextField, string> = {
  generalFeedback: 'General feedback',
  likedMost: 'What did you like most?',
  needsImprovement: 'What needs improvement?',
  featureRequests: 'Which features would you like to see?',
  bugReport: 'Found a bug? Tell us what happened',
};

export const TEXT_PLACEHOLDERS: Record<FeedbackTextField, string> = {
  generalFeedback: 'Share your thoughts about Wayfarer',
  likedMost: 'The features or moments you enjoyed',
  needsImprovement: 'What slowed you down or confused you',
  featureRequests: 'Describe the features you wish Wayfarer had',
  bugReport: 'What you did, what you expected and what happened instead',
};

/** Spec 000 §9 feature choices, as a traveller reads them. */
export const FEATURE_LABELS: Record<FeedbackFeature, string> = {
  better_search: 'Better search',
  offline_maps: 'Offline maps',
  group_planning: 'Group trip planning',
  budget_tracking: 'Budget tracking',
  travel_social: 'Travel community',
  ai_recommendations: 'AI recommendations',
  weather_integration: 'Weather forecasts',
  local_guides: 'Local guides',
  other: 'Something else',
};
export const MOST_WANTED_LABEL = 'Most wanted feature';
export const MOST_WANTED_PLACEHOLDER = 'Pick the one you want most';

/** Spec 000 §5, §9 severities. */
export const SEVERITY_LABELS: Record<BugSeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
export const SEVERITY_LABEL = 'Bug severity';
export const SEVERITY_PLACEHOLDER = 'How much does it get in your way?';

export const RECOMMENDATION_LABEL = 'How likely are you to recommend Wayfarer to a friend?';
export const RECOMMENDATION_HINT = '0 = not likely, 10 = extremely likely';
export const CONTACT_EMAIL_LABEL = 'Contact e-mail (optional)';
export const CONTACT_EMAIL_PLACEHOLDER = 'you@example.com';
export const ALLOW_CONTACT_LABEL = 'You may contact me about my feedback';

/** Spec 000 §2: Previous, Next and Submit (25.11). */
export const PREVIOUS_LABEL = 'Previous';
export const NEXT_LABEL = 'Next';
export const SUBMIT_LABEL = 'Submit';

/** Spec 000 §2 "After success a thank-you screen is shown" (text not given). */
export const THANK_YOU_TITLE = 'Thank you!';
export const THANK_YOU_TEXT = 'Your feedback helps us make every journey better.';

/** The full-screen dialog below the spec's mobile breakpoint (spec 000 §9: 768 px). */
export const STEP_OF = (step: number, count: number) => `Step ${step} of ${count}`;
