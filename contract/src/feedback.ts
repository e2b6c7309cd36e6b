import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './text-limits';
import { EMAIL_PATTERN } from './account';

/**
 * POST /api/v1/user/feedback (D1 §3 "Feedback", §5, §7, §9; checklist 25.3–25.14, 27.8). Open to guests
 * and users alike (D1 §6); the answer is a success flag only (D1 §7 "the rest is not shown").
 *
 * The form's recommendation runs 0–10, but a 0 cannot be submitted (D1 §4, 25.12), so the server takes
 * 1–10 (docs/decisions.md "Feedback score"). Texts the spec does not give are the mock's, in its voice.
 */

/** D1 §9: the most-wanted feature choices, in the spec's order. */
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

/** D1 §9: bug severities, mildest first. */
export const BUG_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type BugSeverity = (typeof BUG_SEVERITIES)[number];

/** D1 §9: star ratings 1–5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** D1 §3, §9: recommendation 0–10 in the form; 0 is never submitted (D1 §4). */
export const RECOMMENDATION_MIN = 0;
export const RECOMMENDATION_MAX = 10;
/** Free texts are capped (issue 15), so one answer cannot fill the store. */
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;

const RATING_FIELDS = {
  overallRating: 'Overall rating',
  usabilityRating: 'Usability rating',
  designRating: 'Design rating',
  performanceRating: 'Performance rating',
} as const;

const TEXT_FIELDS = {
  generalFeedback: 'General feedback',
  likedMost: 'What you liked most',
  needsImprovement: 'What needs improvement',
  featureRequests: 'Feature requests',
  bugReport: 'Bug report',
} as const;

export const feedbackMessages = {
  ratingRange: (label: string) => `${label} must be a whole number from 1 to 5`,
  scoreRange: 'Recommendation score must be a whole number from 1 to 10',
  textTooLong: (label: string) => `${label} must be 2000 characters or less`,
  featureInvalid: `Most wanted feature must be one of ${FEEDBACK_FEATURES.join(', ')}`,
  severityInvalid: `Bug severity must be one of ${BUG_SEVERITIES.join(', ')}`,
  emailInvalid: 'Please enter a valid email address',
  allowContactInvalid: 'allowContact must be true or false',
  deviceInfoInvalid: 'deviceInfo must hold isMobile, screenWidth, screenHeight and browserName',
  clientTextInvalid: (field: string) => `${field} must be text of 2000 characters or less`,
  sessionDurationInvalid: 'sessionDuration must be a whole number of minutes',
  severityWithoutBug: 'Bug severity needs a bug report',
} as const;

const rating = (label: string) =>
  z
    .number({ error: feedbackMessages.ratingRange(label) })
    .int({ error: feedbackMessages.ratingRange(label) })
    .min(RATING_MIN, { error: feedbackMessages.ratingRange(label) })
    .max(RATING_MAX, { error: feedbackMessages.ratingRange(label) });

const optionalText = (label: string) =>
  z
    .string({ error: feedbackMessages.textTooLong(label) })
    .max(FEEDBACK_TEXT_MAX_LENGTH, { error: feedbackMessages.textTooLong(label) })
    .optional();

const clientText = (field: string) =>
  z
    .string({ error: feedbackMessages.clientTextInvalid(field) })
    .max(FEEDBACK_TEXT_MAX_LENGTH, { error: feedbackMessages.clientTextInvalid(field) })
    .optional();

/** D1 §3: what the client adds about the device (25.14). */
export const feedbackDeviceInfo = z.object(
  {
    isMobile: z.boolean({ error: feedbackMessages.deviceInfoInvalid }),
    screenWidth: z.number({ error: feedbackMessages.deviceInfoInvalid }).int().nonnegative(),
    screenHeight: z.number({ error: feedbackMessages.deviceInfoInvalid }).int().nonnegative(),
    browserName: z.string({ error: feedbackMessages.deviceInfoInvalid }).max(100),
  },
  { error: feedbackMessages.deviceInfoInvalid },
);
export type FeedbackDeviceInfo = z.infer<typeof feedbackDeviceInfo>;

export const feedbackRequest = z
  .object({
    overallRating: rating(RATING_FIELDS.overallRating),
    usabilityRating: rating(RATING_FIELDS.usabilityRating),
    designRating: rating(RATING_FIELDS.designRating),
    performanceRating: rating(RATING_FIELDS.performanceRating),
    generalFeedback: optionalText(TEXT_FIELDS.generalFeedback),
    likedMost: optionalText(TEXT_FIELDS.likedMost),
    needsImprovement: optionalText(TEXT_FIELDS.needsImprovement),
    featureRequests: optionalText(TEXT_FIELDS.featureRequests),
    mostWantedFeature: z
      .enum(FEEDBACK_FEATURES, { error: feedbackMessages.featureInvalid })
      .optional(),
    bugReport: optionalText(TEXT_FIELDS.bugReport),
    bugSeverity: z.enum(BUG_SEVERITIES, { error: feedbackMessages.severityInvalid }).optional(),
    recommendationScore: z
      .number({ error: feedbackMessages.scoreRange })
      .int({ error: feedbackMessages.scoreRange })
      .min(RECOMMENDATION_MIN + 1, { error: feedbackMessages.scoreRange })
      .max(RECOMMENDATION_MAX, { error: feedbackMessages.scoreRange }),
    contactEmail: z
      .string({ error: feedbackMessages.emailInvalid })
      .trim()
      .max(EMAIL_MAX_LENGTH, { error: feedbackMessages.emailInvalid })
      .regex(EMAIL_PATTERN, { error: feedbackMessages.emailInvalid })
      .optional(),
    allowContact: z.boolean({ error: feedbackMessages.allowContactInvalid }).optional(),
    userAgent: clientText('userAgent'),
    deviceInfo: feedbackDeviceInfo.optional(),
    currentPage: clientText('currentPage'),
    sessionDuration: z
      .number({ error: feedbackMessages.sessionDurationInvalid })
      .int({ error: feedbackMessages.sessionDurationInvalid })
      .nonnegative({ error: feedbackMessages.sessionDurationInvalid })
      .optional(),
  })
  // D1 §5: the severity exists only beside a bug report.
  .refine((feedback) => feedback.bugSeverity === undefined || Boolean(feedback.bugReport?.trim()), {
    error: feedbackMessages.severityWithoutBug,
    path: ['bugSeverity'],
  });
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

/** D1 §7: a success flag; nothing else is shown. */
export const feedbackResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type FeedbackResponse = z.infer<typeof feedbackResponse>;
