import type { FeedbackRequest } from '@contract/feedback';
import type { FeedbackInput, Resolvers } from '../../generated/resolvers-types';

/** GraphQL leaves an unset optional field null; the REST payload leaves it out (D1 §5, 25.13). */
function withoutNulls(input: FeedbackInput): FeedbackRequest {
  const entries = Object.entries(input).filter(
    ([, value]) => value !== null && value !== undefined,
  );
  // The REST server checks the lists and limits (contract/src/feedback.ts) and answers 400 otherwise.
  return Object.fromEntries(entries) as FeedbackRequest;
}

/** The feedback form (issue 15): one REST call, for guests and users alike (D1 §6). */
export const feedbackResolvers: Resolvers = {
  Mutation: {
    submitFeedback: (_parent, { input }, { rest }) => rest.submitFeedback(withoutNulls(input)),
  },
};
