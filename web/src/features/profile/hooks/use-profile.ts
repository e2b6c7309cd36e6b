import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { ProfileQuery } from '../graphql/profile-query';

/**
 * The signed-in user's profile (spec 001 §2 "Profile"): fresh 15 min, kept 1 h, not retried on 401
 * or 403, else up to 2 times (spec 000 §8, §9). `user` is undefined until it has loaded; `failed`
 * once the last retry failed too.
 */
export function useProfile() {
  const { data, error } = useFreshQuery(ProfileQuery, { freshness: 'profile' });
  return { user: data?.me, failed: error !== undefined };
}
