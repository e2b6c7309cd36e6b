import DataLoader from 'dataloader';
import { decodeJwt } from 'jose';
import { tripLimits } from '@contract/trip';
import type { UserCard } from '@contract/trip';
import type { RestClient } from './rest/client';

/**
 * Look-ups shared by all resolvers of one GraphQL request, made once per request (never shared
 * between requests or users): what several fields need is fetched once, in one batch.
 */
export interface RequestLoaders {
  /**
   * User cards by id (trip owners and collaborators): every id asked for while the query runs goes
   * into one GET user/collaboraters-info call; null for an id the REST server does not know.
   */
  userCards: DataLoader<string, UserCard | null>;
  /** The signed-in user's id, or null when nobody is signed in (or the token is not usable). */
  viewerId(): Promise<string | null>;
}

const BEARER_PREFIX = /^Bearer\s+/i;

/**
 * The user id an access token names, read without checking the signature: the REST server checks
 * the token on the call that fetched the trip, so a forged token gets no trip to judge. The id is
 * only used to tell the client which controls to show; every write is allowed or refused upstream.
 * The mock's tokens carry the id in `sub` (the JWT standard claim); null when there is none.
 */
export function userIdFromBearer(authorization: string | undefined): string | null {
  if (!authorization || !BEARER_PREFIX.test(authorization)) return null;
  try {
    const { sub } = decodeJwt(authorization.replace(BEARER_PREFIX, ''));
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

export function createRequestLoaders(
  rest: Pick<RestClient, 'collaboratorsInfo' | 'getProfile'>,
  authorization: string | undefined,
): RequestLoaders {
  let viewerId: Promise<string | null> | undefined;
  return {
    userCards: new DataLoader(
      async (ids: readonly string[]) => {
        const cards = await rest.collaboratorsInfo(ids);
        const byId = new Map(cards.map((card) => [card._id, card]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: tripLimits.maxUserCardIds },
    ),
    viewerId() {
      // A token without a usable `sub` (a REST server that names the user otherwise): ask
      // get-profile, once per request however many trips the answer holds.
      viewerId ??= Promise.resolve(userIdFromBearer(authorization)).then(
        async (fromToken) =>
          fromToken ??
          (authorization
            ? rest.getProfile().then(
                (user) => user._id,
                () => null,
              )
            : null),
      );
      return viewerId;
    },
  };
}
