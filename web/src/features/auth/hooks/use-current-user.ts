import type { SessionUser } from '@machines/session/session.machine';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { toSessionUser } from '../api/auth-api';
import { CurrentUserQuery } from '../graphql/current-user-query';

/**
 * The user the layout shows: the session's stored copy at once (no flash on reload), replaced by
 * the server's current profile once it answers, with the profile's cache rules. Null for guests.
 */
export function useCurrentUser(storedUser: SessionUser | null): SessionUser | null {
  const { data } = useFreshQuery(CurrentUserQuery, {
    freshness: 'profile',
    skip: storedUser === null,
  });
  if (storedUser === null) return null;
  return data ? toSessionUser(data.me) : storedUser;
}
