import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError } from 'graphql';

/** The gateway serves queries and mutations over HTTP; it has no subscription transport. */
export const subscriptionRefusedMessage =
  'Subscriptions are not supported: send queries and mutations over HTTP POST.';

/**
 * Refuses a subscription operation with 400 and a clear message before it runs (issue 17: it was
 * answered 200 with INTERNAL_SERVER_ERROR).
 */
export function subscriptionRefusalPlugin<
  Context extends BaseContext,
>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === 'subscription') {
            throw new GraphQLError(subscriptionRefusedMessage, {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
