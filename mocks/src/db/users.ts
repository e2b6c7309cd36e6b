import type { User } from '../../../contract/src/user';
import { verifyPassword } from './password';
import type { StateAccess, StoredUser } from './state';

/** The public user: every field but the password hash. */
export function toPublicUser(stored: StoredUser): User {
  const { passwordHash: _passwordHash, ...user } = stored;
  return structuredClone(user);
}

export function createUsersArea(access: StateAccess) {
  const find = (predicate: (user: StoredUser) => boolean) => access.read().users.find(predicate);
  const publicOrUndefined = (stored: StoredUser | undefined) =>
    stored ? toPublicUser(stored) : undefined;

  return {
    list(): User[] {
      return access.read().users.map(toPublicUser);
    },
    findById(userId: string): User | undefined {
      return publicOrUndefined(find((user) => user._id === userId));
    },
    findByUserName(userName: string): User | undefined {
      return publicOrUndefined(find((user) => user.userName === userName));
    },
    findByEmail(email: string): User | undefined {
      const wanted = email.trim().toLowerCase();
      return publicOrUndefined(find((user) => user.email.toLowerCase() === wanted));
    },
    /** The user when the password matches their stored hash; undefined for an unknown name too. */
    async checkPassword(userName: string, password: string): Promise<User | undefined> {
      const stored = find((user) => user.userName === userName);
      if (!stored) return undefined;
      return (await verifyPassword(password, stored.passwordHash))
        ? toPublicUser(stored)
        : undefined;
    },
  };
}

export type UsersArea = ReturnType<typeof createUsersArea>;
