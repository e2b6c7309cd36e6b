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
});
