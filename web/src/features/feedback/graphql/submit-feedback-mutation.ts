import { graphql } from '@web/gql';

/** POST user/feedback (spec 000 §7): open to guests; answers the success flag. */
export const SubmitFeedbackMutation = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input)
  }
`);
