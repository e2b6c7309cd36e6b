import type { User } from '@contract/user';
import { hashPassword, verifyPassword } from './password';
import type { StateAccess, StoredUser } from './state';

/** The public user: every field but the password hash. */
export function toPublicUser(stored: StoredUser): User {
  const { passwordHash: _passwordHash, profilePictureId: _profilePictureId, ...user } = stored;
  return structuredClone(user);
}

/**
 * A hash no password matches in practice, verified for unknown user names so they take as long as a
 * wrong password (issue 17: 2 ms against 6-7 ms told which user names exist). Made once per process.
 */
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
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
    /** Whether the name is in use, ignoring case (so "Maya" cannot sit beside "maya"). */
    isUserNameTaken(userName: string): boolean {
      const wanted = userName.toLowerCase();
      return find((user) => user.userName.toLowerCase() === wanted) !== undefined;
    },
    insert(stored: StoredUser): User {
      access.change((state) => {
        state.users.push(structuredClone(stored));
      });
      return toPublicUser(stored);
    },
    /** Applies `change` to the stored user; answers the public user after it, undefined if unknown. */
    update(userId: string, change: (stored: StoredUser) => void): User | undefined {
      return access.change((state) => {
        const stored = state.users.find((user) => user._id === userId);
        if (!stored) return undefined;
        change(stored);
        return toPublicUser(stored);
      });
    },
    /** The id of the user's stored profile picture, if they uploaded one. */
    profilePictureIdOf(userId: string): string | undefined {
      return find((user) => user._id === userId)?.profilePictureId;
    },
    /** The user when the password matches their stored hash; undefined for an unknown name too. */
    async checkPassword(userName: string, password: string): Promise<User | undefined> {
      const stored = find((user) => user.userName === userName);
      // A Google account without a password cannot sign in with one.
      if (!stored?.passwordHash) {
        await verifyPassword(password, await dummyPasswordHash());
        return undefined;
      }
      return (await verifyPassword(password, stored.passwordHash))
        ? toPublicUser(stored)
        : undefined;
    },
  };
}

export type UsersArea = ReturnType<typeof createUsersArea>;
