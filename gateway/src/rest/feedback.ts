import { feedbackResponse } from '@contract/feedback';
import type { FeedbackRequest } from '@contract/feedback';
import { paths } from '@contract/paths';
import type { RestTransport } from './transport';

/** POST user/feedback (D1 §7): open to guests; the bearer token goes along when there is one. */
export function feedbackRest({ call }: RestTransport) {
  return {
    async submitFeedback(feedback: FeedbackRequest): Promise<boolean> {
      return (await call('POST', paths.feedback, feedbackResponse, { json: feedback })).success;
    },
  };
}
