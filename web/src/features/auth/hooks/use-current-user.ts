import { useQuery } from '@apollo/client/react';
import type { SessionUser } from '@machines/session/session.machine';
import { toSessionUser } from '../api/auth-api';
import { CurrentUserQuery } from '../graphql/current-user-query';

/**
 * The user the layout shows: the session's stored copy at once (no flash on reload), replaced by
 * the server's current profile once it answers. Null for guests.
 */
export function useCurrentUser(storedUser: SessionUser | null): SessionUser | null {
  const { data } = useQuery(CurrentUserQuery, { skip: storedUser === null });
  if (storedUser === null) return null;
  return data ? toSessionUser(data.me) : storedUser;
}
