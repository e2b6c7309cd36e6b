import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, Kind, visit } from 'graphql';
import type { DocumentNode } from 'graphql';
import { safeTextMessages, unsafeTextReason } from '@contract/safe-text';
import { firstTextOverCap } from './text-caps';

/**
 * Every text a GraphQL request brings in, in its variables or written into the operation, is checked
 * before any resolver runs (issue 17: a photo reference with a lone surrogate was stored, and the
 * trip could no longer be loaded). This is the edge's one rule for all of them; each field's own
 * length cap, the contract's number, is checked after it (text-caps.ts).
 */

/**
 * No input text of the app comes near this: the longest spec limit is 1,000 characters (feedback)
 * and a Google credential is about 1.5 kB. It bounds what any one string can cost downstream.
 */
export const MAX_INPUT_TEXT_LENGTH = 10_000;

function reasonToRefuse(text: string): string | undefined {
  if (text.length > MAX_INPUT_TEXT_LENGTH) return safeTextMessages.tooLong(MAX_INPUT_TEXT_LENGTH);
  return unsafeTextReason(text);
}

/** Plain JSON only: an upload (a class instance) is never walked into. */
function firstRefusalIn(value: unknown): string | undefined {
  if (typeof value === 'string') return reasonToRefuse(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const reason = firstRefusalIn(item);
      if (reason) return reason;
    }
    return undefined;
  }
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    for (const [key, item] of Object.entries(value)) {
      const reason = reasonToRefuse(key) ?? firstRefusalIn(item);
      if (reason) return reason;
    }
  }
  return undefined;
}

function firstRefusalInDocument(document: DocumentNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    [Kind.STRING](node) {
      found ??= reasonToRefuse(node.value);
    },
  });
  return found;
}

/** BAD_USER_INPUT with the reason, answered 400 like any request refused before it runs. */
export function unsafeInputError(reason: string): GraphQLError {
  return new GraphQLError(reason, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

export function inputTextPlugin<Context extends BaseContext>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          const reason =
            firstRefusalIn(request.variables) ??
            firstRefusalInDocument(document) ??
            (operation ? firstTextOverCap(operation, request.variables) : undefined);
          if (reason) throw unsafeInputError(reason);
        },
      };
    },
  };
}
