import type { EffectAnswer, ScenarioStep } from '../../shared/scenario';
import type { FeedbackAnswersPayload } from '../feedback-answers';
import { RATING_FIELDS } from '../feedback-answers';
import type { FeedbackWizardEvent, FeedbackWizardInput } from '../feedback-wizard.machine';

/**
 * Named runs of the feedback wizard for QA to replay in an inspector
 * (`replayFeedbackWizardScenario(scenario, { inspect })`), on a simulated clock.
 */

export interface FeedbackWizardScenario {
  name: string;
  input: FeedbackWizardInput;
  answers: { submitFeedback?: EffectAnswer<undefined>[] };
  steps: ScenarioStep<FeedbackWizardEvent>[];
  expected: {
    /** Dotted state path, regions joined by commas. */
    state: string;
    /** The browser alerts, in order. */
    alerts: string[];
    /** The payloads sent, in order. */
    sent: FeedbackAnswersPayload[];
    /** The contact e-mail at the end. */
    contactEmail: string;
  };
}

type Step = ScenarioStep<FeedbackWizardEvent>;
const send = (event: FeedbackWizardEvent): Step => ({ send: event });
const open = send({ type: 'feedback.open' });
const close = send({ type: 'feedback.close' });
const next = send({ type: 'feedback.next' });
const previous = send({ type: 'feedback.previous' });
const submit = send({ type: 'feedback.submit' });
const rateAll = (rating: number): Step[] =>
  RATING_FIELDS.map((field) => send({ type: 'feedback.rated', field, rating }));
const score = (value: number) => send({ type: 'feedback.scoreChanged', score: value });

const ratedFours = {
  overallRating: 4,
  usabilityRating: 4,
  designRating: 4,
  performanceRating: 4,
};

export const feedbackWizardScenarios: FeedbackWizardScenario[] = [
  {
    name: 'a guest rates, writes, reports a bug and recommends: thanks for 2 s, then closed at step 1',
    input: { signedInEmail: null },
    answers: { submitFeedback: [{ ok: undefined }] },
    steps: [
      open,
      next,
      ...rateAll(4),
      next,
      send({ type: 'feedback.textChanged', field: 'likedMost', text: 'The itinerary days' }),
      next,
      send({ type: 'feedback.featureChosen', feature: 'group_planning' }),
      send({ type: 'feedback.textChanged', field: 'bugReport', text: 'Map jumps on zoom' }),
      send({ type: 'feedback.severityChosen', severity: 'low' }),
      next,
      submit,
      score(9),
      send({ type: 'feedback.emailChanged', email: 'guest@example.com' }),
      submit,
      { advanceSeconds: 1 },
      { advanceSeconds: 1 },
    ],
    expected: {
      state: 'dialog.closed,form.editing.step1',
      alerts: [],
      sent: [
        {
          ...ratedFours,
          likedMost: 'The itinerary days',
          mostWantedFeature: 'group_planning',
          bugReport: 'Map jumps on zoom',
          bugSeverity: 'low',
          recommendationScore: 9,
          contactEmail: 'guest@example.com',
          allowContact: false,
        },
      ],
      contactEmail: '',
    },
  },
  {
    name: "maya's send fails: the alert, every answer kept at step 4, the retry thanks her",
    input: { signedInEmail: 'maya@example.com' },
    answers: { submitFeedback: [{ fail: 'Injected fault' }, { ok: undefined }] },
    steps: [
      open,
      ...rateAll(5),
      next,
      next,
      next,
      score(3),
      send({ type: 'feedback.allowContactChanged', allowContact: true }),
      submit,
      submit,
      { advanceSeconds: 1 },
    ],
    expected: {
      state: 'dialog.open,form.thankYou',
      alerts: ['Failed to submit feedback. Please try again.'],
      sent: [
        {
          overallRating: 5,
          usabilityRating: 5,
          designRating: 5,
          performanceRating: 5,
          recommendationScore: 3,
          contactEmail: 'maya@example.com',
          allowContact: true,
        },
        {
          overallRating: 5,
          usabilityRating: 5,
          designRating: 5,
          performanceRating: 5,
          recommendationScore: 3,
          contactEmail: 'maya@example.com',
          allowContact: true,
        },
      ],
      contactEmail: 'maya@example.com',
    },
  },
  {
    name: 'closed at step 3 and reopened: still step 3; Previous walks back to step 1',
    input: { signedInEmail: null },
    answers: {},
    steps: [open, ...rateAll(2), next, next, close, open, previous, previous, previous],
    expected: {
      state: 'dialog.open,form.editing.step1',
      alerts: [],
      sent: [],
      contactEmail: '',
    },
  },
  {
    name: 'closing the thank-you early: closed, and the form starts again',
    input: { signedInEmail: 'arjun@example.com' },
    answers: { submitFeedback: [{ ok: undefined }] },
    steps: [
      open,
      ...rateAll(3),
      next,
      next,
      next,
      score(6),
      send({ type: 'feedback.emailChanged', email: '' }),
      submit,
      close,
    ],
    expected: {
      state: 'dialog.closed,form.editing.step1',
      alerts: [],
      sent: [
        {
          ...ratedFours,
          overallRating: 3,
          usabilityRating: 3,
          designRating: 3,
          performanceRating: 3,
          recommendationScore: 6,
          allowContact: false,
        },
      ],
      contactEmail: 'arjun@example.com',
    },
  },
];
