import { describe, expect, it } from 'vitest';
import type { User } from '@contract/user';
import { newShareToken, searchUsers } from './sharing';

const user = (userName: string, _id = userName): User => ({
  _id,
  userName,
  email: `${userName}@example.com`,
  isVerified: true,
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('searchUsers', () => {
  const users = ['Zara', 'anna', 'maya', 'Alex', 'sam', 'lena'].map((name) => user(name));

  it('finds names holding the text (any case), those starting with it first, then alphabetically', () => {
    expect(searchUsers(users, 'A', 'nobody', 10).map((found) => found.userName)).toEqual([
      'Alex',
      'anna',
      'lena',
      'maya',
      'sam',
      'Zara',
    ]);
  });

  it('leaves the caller out and answers at most the limit', () => {
    expect(searchUsers(users, 'a', 'anna', 2).map((found) => found.userName)).toEqual([
      'Alex',
      'lena',
    ]);
  });
});

describe('newShareToken', () => {
  it('is URL-safe, carries at least 128 bits and differs every time', () => {
    const tokens = Array.from({ length: 200 }, () => newShareToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(token.length * 6).toBeGreaterThanOrEqual(128);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
