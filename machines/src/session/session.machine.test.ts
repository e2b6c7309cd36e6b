import { describe, expect, it, vi } from 'vitest';
import { UnsecuredJWT } from 'jose';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { MAX_TIMER_DELAY_MS } from './constants';
import { readTokenExpiry } from './jwt';
import { statePath } from '@machines/scenarios/machine-graph';
import { sessionMachine, selectSession } from './session.machine';
import type { AuthResult, SessionActorRef, SessionEvent } from './session.machine';
import {
  MINUTE,
  T0,
  deferred,
  maya,
  nothingStored,
  settled,
  startSession,
  storedSession,
  tokenExpiringAt,
} from './session.test-support';

const stateOf = (actor: SessionActorRef) => statePath(actor.getSnapshot().value);
const contextOf = (actor: SessionActorRef) => actor.getSnapshot().context;
const signedIn = (expiresAtMs: number): AuthResult => ({
  user: maya,
  accessToken: tokenExpiringAt(expiresAtMs),
});
const login = { type: 'session.login', userName: 'maya', password: 'travel123' } as const;

/** Signs in at the clock's current time with a token expiring at `expiresAtMs`. */
async function signInWith(session: ReturnType<typeof startSession>, expiresAtMs: number) {
  session.effects.login.mockResolvedValueOnce(signedIn(expiresAtMs));
  session.actor.send({ ...login, remember: true });
  await settled(session.actor);
}

describe('restoring the stored session (spec 000 §4)', () => {
  it('starts signed out when nothing is stored, and clears nothing', () => {
    const { actor, clearStoredSession } = startSession({ stored: nothingStored });
    expect(stateOf(actor)).toBe('unauthenticated.idle');
    expect(contextOf(actor).storedSessionStatus).toBe('none');
    expect(clearStoredSession).not.toHaveBeenCalled();
    expect(selectSession(actor.getSnapshot())).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
      accessToken: null,
      tokenExpiresAt: null,
    });
  });

  it('is signed in with a stored user and an unexpired token; expiry is exp × 1000', () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const { actor, clearStoredSession, effects } = startSession({ stored });
    expect(stateOf(actor)).toBe('authenticated.scheduled');
    expect(selectSession(actor.getSnapshot())).toEqual({
      user: maya,
      isAuthenticated: true,
      isLoading: false,
      error: null,
      accessToken: stored.accessToken,
      tokenExpiresAt: T0 + 15 * MINUTE,
    });
    expect(clearStoredSession).not.toHaveBeenCalled();
    expect(effects.refresh).not.toHaveBeenCalled();
  });

  it.each([
    ['in the past', T0 - 1000],
    ['exactly now', T0],
  ])('drops a token whose exp is %s and starts signed out', (_when, expiresAt) => {
    const { actor, clearStoredSession } = startSession({ stored: storedSession(expiresAt) });
    expect(stateOf(actor)).toBe('unauthenticated.idle');
    expect(contextOf(actor)).toMatchObject({
      user: null,
      accessToken: null,
      tokenExpiresAt: null,
      storedSessionStatus: 'expired',
    });
    expect(clearStoredSession).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'user JSON that does not parse',
      { user: '{"id":', accessToken: tokenExpiringAt(T0 + MINUTE) },
    ],
    [
      'user JSON that is not a user',
      { user: '{"name":"x"}', accessToken: tokenExpiringAt(T0 + MINUTE) },
    ],
    ['user JSON null', { user: 'null', accessToken: tokenExpiringAt(T0 + MINUTE) }],
    ['a token that is not a JWT', { user: JSON.stringify(maya), accessToken: 'not-a-jwt' }],
  ])('removes both when the stored data cannot be read: %s', (_case, stored) => {
    const { actor, clearStoredSession } = startSession({ stored });
    expect(stateOf(actor)).toBe('unauthenticated.idle');
    expect(contextOf(actor)).toMatchObject({
      user: null,
      accessToken: null,
      storedSessionStatus: 'unreadable',
    });
    expect(clearStoredSession).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a user without a token', { user: JSON.stringify(maya), accessToken: null }],
    ['a token without a user', { user: null, accessToken: tokenExpiringAt(T0 + MINUTE) }],
  ])('removes half a session: %s', (_case, stored) => {
    const { actor, clearStoredSession } = startSession({ stored });
    expect(stateOf(actor)).toBe('unauthenticated.idle');
    expect(contextOf(actor).storedSessionStatus).toBe('incomplete');
    expect(clearStoredSession).toHaveBeenCalledTimes(1);
  });

  it('uses Date.now when no clock is given', () => {
    const machine = sessionMachine.provide({
      actions: { persistSession: () => {}, clearStoredSession: () => {} },
    });
    const stillValid = createActor(machine, {
      input: { stored: storedSession(Date.now() + 15 * MINUTE) },
    }).start();
    const alreadyExpired = createActor(machine, {
      input: { stored: storedSession(Date.now() - MINUTE) },
    }).start();
    expect(stillValid.getSnapshot().matches('authenticated')).toBe(true);
    expect(alreadyExpired.getSnapshot().matches('unauthenticated')).toBe(true);
    stillValid.stop();
    alreadyExpired.stop();
  });
});

describe('login (spec 000 §4, §8)', () => {
  it('pending sets loading and clears the previous error; only credentials go to the effect', async () => {
    const session = startSession();
    session.effects.login.mockRejectedValueOnce(new Error('Invalid username or password'));
    session.actor.send({ ...login, remember: true });
    await settled(session.actor);
    expect(contextOf(session.actor).error).toBe('Invalid username or password');

    const answer = deferred<AuthResult>();
    session.effects.login.mockReturnValueOnce(answer.promise);
    session.actor.send({ ...login, remember: true });
    expect(stateOf(session.actor)).toBe('unauthenticated.loggingIn');
    expect(contextOf(session.actor)).toMatchObject({ isLoading: true, error: null });
    expect(session.effects.login).toHaveBeenLastCalledWith({
      userName: 'maya',
      password: 'travel123',
    });
    answer.resolve(signedIn(T0 + 15 * MINUTE));
    await settled(session.actor);
  });

  it.each([true, false])(
    'fulfilled signs in and persists the session with remember=%s',
    async (remember) => {
      const session = startSession();
      const result = signedIn(T0 + 15 * MINUTE);
      session.effects.login.mockResolvedValueOnce(result);
      session.actor.send({ ...login, remember });
      await settled(session.actor);
      expect(stateOf(session.actor)).toBe('authenticated.scheduled');
      expect(selectSession(session.actor.getSnapshot())).toEqual({
        user: maya,
        isAuthenticated: true,
        isLoading: false,
        error: null,
        accessToken: result.accessToken,
        tokenExpiresAt: T0 + 15 * MINUTE,
      });
      expect(session.persistSession).toHaveBeenCalledTimes(1);
      expect(session.persistSession).toHaveBeenCalledWith({
        user: maya,
        accessToken: result.accessToken,
        remember,
      });
    },
  );

  it.each([
    [
      'the server message',
      new Error('Invalid username or password'),
      'Invalid username or password',
    ],
    ['the fallback when the error has no message', new Error(''), 'Login failed'],
    ['the fallback when something else is thrown', { status: 500 }, 'Login failed'],
  ])('rejected stores %s', async (_case, thrown, expected) => {
    const session = startSession();
    session.effects.login.mockRejectedValueOnce(thrown);
    session.actor.send({ ...login, remember: true });
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(contextOf(session.actor)).toMatchObject({
      isLoading: false,
      error: expected,
      user: null,
    });
    expect(session.persistSession).not.toHaveBeenCalled();
  });

  it('a string thrown is used as the message', async () => {
    const session = startSession();
    session.effects.login.mockRejectedValueOnce('Please verify your email first');
    session.actor.send({ ...login, remember: true });
    await settled(session.actor);
    expect(contextOf(session.actor).error).toBe('Please verify your email first');
  });

  it('session.clearError clears the stored error', async () => {
    const session = startSession();
    session.effects.login.mockRejectedValueOnce(new Error('nope'));
    session.actor.send({ ...login, remember: true });
    await settled(session.actor);
    session.actor.send({ type: 'session.clearError' });
    expect(contextOf(session.actor).error).toBeNull();
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
  });

  it('ignores a second login while one is under way, and any login once signed in', async () => {
    const session = startSession();
    const answer = deferred<AuthResult>();
    session.effects.login.mockReturnValueOnce(answer.promise);
    session.actor.send({ ...login, remember: true });
    session.actor.send({ ...login, remember: true });
    session.actor.send({ type: 'session.googleLogin', credential: 'g', remember: true });
    answer.resolve(signedIn(T0 + 15 * MINUTE));
    await settled(session.actor);
    session.actor.send({ ...login, remember: true });
    expect(session.effects.login).toHaveBeenCalledTimes(1);
    expect(session.effects.googleLogin).not.toHaveBeenCalled();
    expect(stateOf(session.actor)).toBe('authenticated.scheduled');
  });
});

describe('Google login (spec 000 §4, §8)', () => {
  it('pending, then fulfilled: signs in with the credential and persists', async () => {
    const session = startSession();
    const answer = deferred<AuthResult>();
    session.effects.googleLogin.mockReturnValueOnce(answer.promise);
    session.actor.send({
      type: 'session.googleLogin',
      credential: 'google-token',
      remember: false,
    });
    expect(stateOf(session.actor)).toBe('unauthenticated.googleLoggingIn');
    expect(contextOf(session.actor)).toMatchObject({ isLoading: true, error: null });
    expect(session.effects.googleLogin).toHaveBeenCalledWith({ credential: 'google-token' });

    const result = signedIn(T0 + 15 * MINUTE);
    answer.resolve(result);
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('authenticated.scheduled');
    expect(contextOf(session.actor)).toMatchObject({
      user: maya,
      accessToken: result.accessToken,
      isLoading: false,
    });
    expect(session.persistSession).toHaveBeenCalledWith({
      user: maya,
      accessToken: result.accessToken,
      remember: false,
    });
  });

  it.each([
    [new Error('Google account not allowed'), 'Google account not allowed'],
    [new Error(''), 'Google login failed'],
  ])('rejected stores the message or the fallback', async (thrown, expected) => {
    const session = startSession();
    session.effects.googleLogin.mockRejectedValueOnce(thrown);
    session.actor.send({ type: 'session.googleLogin', credential: 'g', remember: true });
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(contextOf(session.actor)).toMatchObject({ isLoading: false, error: expected });
  });
});

describe('register (spec 000 §4, §8)', () => {
  const input = {
    userName: 'newtraveller',
    email: 'new@example.com',
    password: 'travel123',
    profilePic: { name: 'me.png' },
  };

  it('pending sets loading; fulfilled only clears loading (no sign-in) and emits session.registered', async () => {
    const session = startSession();
    const registered = vi.fn();
    session.actor.on('session.registered', registered);
    const answer = deferred<undefined>();
    session.effects.register.mockReturnValueOnce(answer.promise);
    session.actor.send({ type: 'session.register', input });
    expect(stateOf(session.actor)).toBe('unauthenticated.registering');
    expect(contextOf(session.actor)).toMatchObject({ isLoading: true, error: null });
    expect(session.effects.register).toHaveBeenCalledWith(input);

    answer.resolve(undefined);
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(contextOf(session.actor)).toMatchObject({ isLoading: false, error: null, user: null });
    expect(registered).toHaveBeenCalledTimes(1);
    expect(session.persistSession).not.toHaveBeenCalled();
  });

  it.each([
    [new Error('User name already taken'), 'User name already taken'],
    [new Error(''), 'Registration failed'],
  ])('rejected stores the error or the fallback', async (thrown, expected) => {
    const session = startSession();
    const registered = vi.fn();
    session.actor.on('session.registered', registered);
    session.effects.register.mockRejectedValueOnce(thrown);
    session.actor.send({ type: 'session.register', input });
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(contextOf(session.actor)).toMatchObject({ isLoading: false, error: expected });
    expect(registered).not.toHaveBeenCalled();
  });
});

describe('logout (spec 000 §4, §8)', () => {
  it('fulfilled clears user, token and expiry and the stored session', async () => {
    const session = startSession({ stored: storedSession(T0 + 15 * MINUTE) });
    const answer = deferred<undefined>();
    session.effects.logout.mockReturnValueOnce(answer.promise);
    session.actor.send({ type: 'session.logout' });
    expect(stateOf(session.actor)).toBe('loggingOut');
    expect(session.clearStoredSession).not.toHaveBeenCalled();

    answer.resolve(undefined);
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(selectSession(session.actor.getSnapshot())).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
      accessToken: null,
      tokenExpiresAt: null,
    });
    expect(session.effects.logout).toHaveBeenCalledTimes(1);
    expect(session.clearStoredSession).toHaveBeenCalledTimes(1);
  });

  it("rejected ends the session all the same; 'Logout failed' is only logged", async () => {
    const session = startSession({ stored: storedSession(T0 + 15 * MINUTE) });
    const failure = new Error('Network error');
    session.effects.logout.mockRejectedValueOnce(failure);
    session.actor.send({ type: 'session.logout' });
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(contextOf(session.actor)).toMatchObject({
      user: null,
      accessToken: null,
      tokenExpiresAt: null,
      error: null,
    });
    expect(session.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(session.logger).toHaveBeenCalledWith('Logout failed', failure);
  });

  it('cancels the scheduled refresh', async () => {
    const session = startSession({ stored: storedSession(T0 + 15 * MINUTE) });
    session.effects.logout.mockResolvedValueOnce();
    session.actor.send({ type: 'session.logout' });
    await settled(session.actor);
    session.clock.increment(30 * MINUTE);
    expect(session.effects.refresh).not.toHaveBeenCalled();
  });

  it('is ignored when nobody is signed in', () => {
    const session = startSession();
    session.actor.send({ type: 'session.logout' });
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(session.effects.logout).not.toHaveBeenCalled();
  });
});

describe('scheduled refresh (spec 000 §4, §9)', () => {
  it('fires exactly one minute before expiry, not a millisecond earlier', async () => {
    const session = startSession();
    await signInWith(session, T0 + 15 * MINUTE);
    session.effects.refresh.mockReturnValueOnce(deferred<{ accessToken: string }>().promise);

    session.clock.increment(14 * MINUTE - 1);
    expect(session.effects.refresh).not.toHaveBeenCalled();
    expect(stateOf(session.actor)).toBe('authenticated.scheduled');

    session.clock.increment(1);
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
    expect(stateOf(session.actor)).toBe('authenticated.refreshing');
    expect(session.clock.now()).toBe(T0 + 15 * MINUTE - 60_000);
  });

  it('refreshes at once when under 10 s remain before the refresh point', async () => {
    const session = startSession();
    session.effects.refresh.mockReturnValueOnce(deferred<{ accessToken: string }>().promise);
    session.effects.login.mockResolvedValueOnce(signedIn(T0 + 60_000 + 9_999));
    session.actor.send({ ...login, remember: true });
    await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'));
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
    expect(stateOf(session.actor)).toBe('authenticated.refreshing');
  });

  it('waits when exactly 10 s remain before the refresh point', async () => {
    const session = startSession();
    await signInWith(session, T0 + 60_000 + 10_000);
    expect(session.effects.refresh).not.toHaveBeenCalled();
    session.effects.refresh.mockReturnValueOnce(deferred<{ accessToken: string }>().promise);
    session.clock.increment(9_999);
    expect(session.effects.refresh).not.toHaveBeenCalled();
    session.clock.increment(1);
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['under 10 s before the refresh point', T0 + 65_000],
    ['past the refresh point', T0 + 30_000],
  ])('refreshes at once a restored token %s', (_case, expiresAt) => {
    const session = startSession({
      stored: storedSession(expiresAt),
      beforeStart: (effects) =>
        effects.refresh.mockReturnValueOnce(deferred<{ accessToken: string }>().promise),
    });
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
    expect(stateOf(session.actor)).toBe('authenticated.refreshing');
  });

  it('fulfilled replaces token and expiry, persists, and reschedules from the new expiry', async () => {
    const session = startSession({ stored: storedSession(T0 + 15 * MINUTE), remember: false });
    const renewed = tokenExpiringAt(T0 + 29 * MINUTE);
    session.effects.refresh.mockResolvedValueOnce({ accessToken: renewed });
    session.clock.increment(14 * MINUTE);
    await settled(session.actor);

    expect(stateOf(session.actor)).toBe('authenticated.scheduled');
    expect(contextOf(session.actor)).toMatchObject({
      user: maya,
      accessToken: renewed,
      tokenExpiresAt: T0 + 29 * MINUTE,
      error: null,
    });
    expect(session.persistSession).toHaveBeenCalledWith({
      user: maya,
      accessToken: renewed,
      remember: false,
    });

    session.effects.refresh.mockReturnValueOnce(deferred<{ accessToken: string }>().promise);
    session.clock.increment(14 * MINUTE - 1); // T0 + 28 min − 1 ms
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
    session.clock.increment(1);
    expect(session.effects.refresh).toHaveBeenCalledTimes(2);
  });

  it('session.refresh refreshes on demand; a second one during the refresh is ignored', async () => {
    const session = startSession({ stored: storedSession(T0 + 15 * MINUTE) });
    const answer = deferred<{ accessToken: string }>();
    session.effects.refresh.mockReturnValueOnce(answer.promise);
    session.actor.send({ type: 'session.refresh' });
    session.actor.send({ type: 'session.refresh' });
    expect(stateOf(session.actor)).toBe('authenticated.refreshing');
    answer.resolve({ accessToken: tokenExpiringAt(T0 + 30 * MINUTE) });
    await settled(session.actor);
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
    expect(contextOf(session.actor).tokenExpiresAt).toBe(T0 + 30 * MINUTE);
  });

  it('does not loop when the renewed token is already inside the refresh window', async () => {
    const session = startSession();
    // One answer only: a loop would call again and fail on the default answer, not hang.
    session.effects.refresh.mockResolvedValueOnce({ accessToken: tokenExpiringAt(T0 + 60_000) });
    await signInWith(session, T0 + 30_000); // due at once
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('authenticated.unscheduled');
    session.clock.increment(10 * MINUTE);
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
    // It is renewed on demand (a 401, or session.refresh).
    session.effects.refresh.mockReturnValueOnce(deferred<{ accessToken: string }>().promise);
    session.actor.send({
      type: 'session.tokenRejected',
      token: contextOf(session.actor).accessToken,
    });
    expect(session.effects.refresh).toHaveBeenCalledTimes(2);
  });

  it('schedules nothing for a token without exp, and refreshes it on demand', async () => {
    const session = startSession();
    session.effects.login.mockResolvedValueOnce({ user: maya, accessToken: 'opaque-token' });
    session.actor.send({ ...login, remember: true });
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('authenticated.unscheduled');
    expect(contextOf(session.actor).tokenExpiresAt).toBeNull();
    session.clock.increment(60 * 24 * MINUTE);
    expect(session.effects.refresh).not.toHaveBeenCalled();
  });

  it('waits past the longest timer a browser honours for a far expiry', () => {
    const expiresAt = T0 + 40 * 24 * 60 * MINUTE; // 40 days
    const session = startSession({ stored: storedSession(expiresAt) });
    session.effects.refresh.mockReturnValueOnce(deferred<{ accessToken: string }>().promise);
    session.clock.increment(MAX_TIMER_DELAY_MS);
    expect(session.effects.refresh).not.toHaveBeenCalled();
    expect(stateOf(session.actor)).toBe('authenticated.scheduled');
    session.clock.set(expiresAt - 60_000 - 1);
    expect(session.effects.refresh).not.toHaveBeenCalled();
    session.clock.increment(1);
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('refresh failure clears the session through logout (spec 000 §4, §8)', () => {
  it.each([
    ['answer without a token', { resolve: { accessToken: null } }, 'No access token in response'],
    [
      'rejected with a message',
      { reject: new Error('Refresh token expired') },
      'Refresh token expired',
    ],
    ['rejected without a message', { reject: new Error('') }, 'Token refresh failed'],
  ] as const)('%s', async (_case, outcome, expectedError) => {
    const session = startSession({ stored: storedSession(T0 + 15 * MINUTE) });
    if ('resolve' in outcome) session.effects.refresh.mockResolvedValueOnce(outcome.resolve);
    else session.effects.refresh.mockRejectedValueOnce(outcome.reject);
    const loggedOut = deferred<undefined>();
    session.effects.logout.mockReturnValueOnce(loggedOut.promise);

    session.clock.increment(14 * MINUTE);
    await waitFor(session.actor, (snapshot) => snapshot.matches('loggingOut'));
    expect(session.effects.logout).toHaveBeenCalledTimes(1);
    expect(session.clearStoredSession).not.toHaveBeenCalled();

    loggedOut.resolve(undefined);
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(selectSession(session.actor.getSnapshot())).toEqual({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      error: expectedError,
      accessToken: null,
      tokenExpiresAt: null,
    });
    expect(session.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(session.persistSession).not.toHaveBeenCalled();
  });

  it('keeps the refresh error when the logout call fails too', async () => {
    const session = startSession({ stored: storedSession(T0 + 15 * MINUTE) });
    session.effects.refresh.mockRejectedValueOnce(new Error(''));
    session.effects.logout.mockRejectedValueOnce(new Error('offline'));
    session.actor.send({ type: 'session.refresh' });
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(contextOf(session.actor).error).toBe('Token refresh failed');
    expect(session.clearStoredSession).toHaveBeenCalledTimes(1);
  });

  it('a logout during a refresh cancels the refresh', async () => {
    const session = startSession({ stored: storedSession(T0 + 15 * MINUTE) });
    const refresh = deferred<{ accessToken: string }>();
    session.effects.refresh.mockReturnValueOnce(refresh.promise);
    session.effects.logout.mockResolvedValueOnce();
    session.actor.send({ type: 'session.refresh' });
    session.actor.send({ type: 'session.logout' });
    refresh.resolve({ accessToken: tokenExpiringAt(T0 + 30 * MINUTE) });
    await settled(session.actor);
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(contextOf(session.actor).accessToken).toBeNull();
    expect(session.persistSession).not.toHaveBeenCalled();
  });
});

describe('session.tokenRejected', () => {
  it('starts a refresh when the rejected token is the current one', () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    session.effects.refresh.mockReturnValueOnce(deferred<{ accessToken: string }>().promise);
    session.actor.send({ type: 'session.tokenRejected', token: stored.accessToken });
    expect(stateOf(session.actor)).toBe('authenticated.refreshing');
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an older token', tokenExpiringAt(T0 + MINUTE)],
    ['no token', null],
  ])('does nothing for %s: the caller retries with the current one', (_case, token) => {
    const session = startSession({ stored: storedSession(T0 + 15 * MINUTE) });
    session.actor.send({ type: 'session.tokenRejected', token });
    expect(stateOf(session.actor)).toBe('authenticated.scheduled');
    expect(session.effects.refresh).not.toHaveBeenCalled();
  });

  it('joins the refresh in flight instead of starting a second one', () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    session.effects.refresh.mockReturnValue(deferred<{ accessToken: string }>().promise);
    session.actor.send({ type: 'session.tokenRejected', token: stored.accessToken });
    session.actor.send({ type: 'session.tokenRejected', token: stored.accessToken });
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing when signed out', () => {
    const session = startSession();
    session.actor.send({ type: 'session.tokenRejected', token: 'whatever' });
    session.actor.send({ type: 'session.refresh' });
    expect(stateOf(session.actor)).toBe('unauthenticated.idle');
    expect(session.effects.refresh).not.toHaveBeenCalled();
  });
});

describe('effects left unprovided fail loudly', () => {
  it('an unprovided login effect shows as the login error', async () => {
    const actor = createActor(sessionMachine, { input: { stored: nothingStored } }).start();
    actor.send({ ...login, remember: true });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toMatch(/"login" effect was not provided/);
  });

  it('an unprovided storage action stops the session with an error', () => {
    const actor = createActor(sessionMachine, {
      input: { stored: storedSession(Date.now() - MINUTE) },
    });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/"clearStoredSession" effect was not provided/);
  });
});

describe('selectSession', () => {
  it('gives one stable view per snapshot', () => {
    const { actor } = startSession({ stored: storedSession(T0 + 15 * MINUTE) });
    const snapshot = actor.getSnapshot();
    expect(selectSession(snapshot)).toBe(selectSession(snapshot));
  });

  it('is not authenticated while logging out', () => {
    const session = startSession({ stored: storedSession(T0 + 15 * MINUTE) });
    session.effects.logout.mockReturnValueOnce(deferred<undefined>().promise);
    session.actor.send({ type: 'session.logout' });
    expect(selectSession(session.actor.getSnapshot()).isAuthenticated).toBe(false);
  });
});

describe('readTokenExpiry', () => {
  it('reads exp × 1000, and null for a token without exp or not a JWT', () => {
    expect(readTokenExpiry(tokenExpiringAt(T0 + 15 * MINUTE))).toBe(T0 + 15 * MINUTE);
    expect(readTokenExpiry(new UnsecuredJWT({ sub: 'x' }).encode())).toBeNull();
    expect(readTokenExpiry('a.b.c')).toBeNull();
    expect(readTokenExpiry('opaque')).toBeNull();
  });
});

describe('model (xstate/graph): every state is reachable and consistent', () => {
  const machine = sessionMachine.provide({
    actions: { persistSession: () => {}, clearStoredSession: () => {} },
  });
  const user = signedIn(T0 + 15 * MINUTE).user;
  const effectOutputs: Record<string, unknown[]> = {
    login: [signedIn(T0 + 15 * MINUTE), signedIn(T0 + 30_000), { user, accessToken: 'opaque' }],
    googleLogin: [signedIn(T0 + 15 * MINUTE)],
    register: [undefined],
    logout: [undefined],
    refresh: [
      { accessToken: tokenExpiringAt(T0 + 16 * MINUTE) },
      { accessToken: tokenExpiringAt(T0 + 60_000) },
      { accessToken: null },
    ],
  };
  const userEvents: SessionEvent[] = [
    { ...login, remember: true },
    { type: 'session.googleLogin', credential: 'g', remember: true },
    {
      type: 'session.register',
      input: { userName: 'n', email: 'n@example.com', password: 'travel123', profilePic: null },
    },
    { type: 'session.logout' },
    { type: 'session.refresh' },
    { type: 'session.tokenRejected', token: null },
    { type: 'session.clearError' },
  ];

  const paths = getShortestPaths(machine, {
    input: { stored: nothingStored, now: () => T0 },
    events: (snapshot) => [
      ...userEvents,
      { type: 'session.tokenRejected' as const, token: snapshot.context.accessToken },
      // What the running effects answer: the machine's internal done/error events.
      ...Object.keys(snapshot.children).flatMap(
        (id) =>
          [
            ...(effectOutputs[id] ?? []).map((output) => ({
              type: `xstate.done.actor.${id}`,
              output,
            })),
            { type: `xstate.error.actor.${id}`, error: new Error('') },
          ] as unknown as SessionEvent[],
      ),
    ],
  });
  const reached = paths.map((path) => path.state);

  it('reaches every stable state from a fresh start', () => {
    const stable = new Set(reached.map((snapshot) => statePath(snapshot.value)));
    expect([...stable].sort()).toEqual([
      'authenticated.refreshing',
      'authenticated.scheduled',
      'authenticated.unscheduled',
      'loggingOut',
      'unauthenticated.googleLoggingIn',
      'unauthenticated.idle',
      'unauthenticated.loggingIn',
      'unauthenticated.registering',
    ]);
  });

  it('holds a user and token exactly when signed in, and loads only while logging in or registering', () => {
    for (const snapshot of reached) {
      const { user: heldUser, accessToken, isLoading } = snapshot.context;
      if (snapshot.matches('authenticated')) {
        expect(heldUser).not.toBeNull();
        expect(accessToken).not.toBeNull();
      }
      if (snapshot.matches('unauthenticated')) {
        expect([heldUser, accessToken, snapshot.context.tokenExpiresAt]).toEqual([
          null,
          null,
          null,
        ]);
      }
      const loadingStates = ['loggingIn', 'googleLoggingIn', 'registering'] as const;
      const isLoggingIn = loadingStates.some((state) =>
        snapshot.matches({ unauthenticated: state }),
      );
      expect(isLoading).toBe(isLoggingIn);
    }
  });
});
