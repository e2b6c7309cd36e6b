import { describe, expect, it } from 'vitest';
import { maya } from '@web-test/session-fixtures';
import { createSessionStorageBinding } from './session-storage';

const binding = () => createSessionStorageBinding(window.localStorage, window.sessionStorage);

describe('session storage (spec 000 §9 keys; RESOLUTIONS "Remember me")', () => {
  it('keeps a remembered session in localStorage under user and accessToken', () => {
    binding().persist({ user: maya, accessToken: 'token-a', remember: true });
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(maya);
    expect(window.localStorage.getItem('accessToken')).toBe('token-a');
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(binding().read()).toEqual({
      stored: { user: JSON.stringify(maya), accessToken: 'token-a' },
      remember: true,
    });
  });

  it('keeps a session without Remember me in sessionStorage, and restores it from there', () => {
    binding().persist({ user: maya, accessToken: 'token-b', remember: false });
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(binding().read()).toEqual({
      stored: { user: JSON.stringify(maya), accessToken: 'token-b' },
      remember: false,
    });
  });

  it('moves the session when the choice changes, and clears both stores', () => {
    binding().persist({ user: maya, accessToken: 'token-c', remember: true });
    binding().persist({ user: maya, accessToken: 'token-d', remember: false });
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.sessionStorage.getItem('accessToken')).toBe('token-d');
    binding().clear();
    expect(binding().read()).toEqual({ stored: { user: null, accessToken: null }, remember: true });
  });

  it('keeps the session-hint cookie to what the stores hold', () => {
    const calls: string[] = [];
    const hint = {
      set: (remember: boolean) => calls.push(`set ${remember}`),
      clear: () => calls.push('clear'),
    };
    const withHint = () =>
      createSessionStorageBinding(window.localStorage, window.sessionStorage, hint);
    withHint().read();
    withHint().persist({ user: maya, accessToken: 'token-e', remember: false });
    withHint().read();
    withHint().persist({ user: maya, accessToken: 'token-f', remember: true });
    withHint().read();
    withHint().clear();
    expect(calls).toEqual(['clear', 'set false', 'set false', 'set true', 'set true', 'clear']);
  });

  it('writes the page-session cookie for a remembered session only, and removes it with the session', () => {
    const calls: string[] = [];
    const pageSession = {
      set: (accessToken: string) => calls.push(`set ${accessToken}`),
      clear: () => calls.push('clear'),
    };
    const withCookie = () =>
      createSessionStorageBinding(
        window.localStorage,
        window.sessionStorage,
        undefined,
        pageSession,
      );
    withCookie().read();
    withCookie().persist({ user: maya, accessToken: 'token-g', remember: true });
    withCookie().read();
    // A tab-only session ends with its tab: no navigation may be rendered for it afterwards.
    withCookie().persist({ user: maya, accessToken: 'token-h', remember: false });
    withCookie().read();
    withCookie().persist({ user: maya, accessToken: 'token-i', remember: true });
    withCookie().clear();
    expect(calls).toEqual([
      'clear',
      'set token-g',
      'set token-g',
      'clear',
      'clear',
      'set token-i',
      'clear',
    ]);
  });
});
