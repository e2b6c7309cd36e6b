import type { User } from '@contract/user';

/**
 * The parent of `Home`'s sections: the profile is read once per query however many sections need
 * it (`me` and the nearby attractions), and only when one of them is asked for.
 */
export interface HomeModel {
  profile: () => Promise<User>;
}

export function homeModel(getProfile: () => Promise<User>): HomeModel {
  let profile: Promise<User> | undefined;
  return {
    profile: () => (profile ??= getProfile()),
  };
}
