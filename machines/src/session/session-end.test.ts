import { describe, expect, it } from 'vitest';
import type { SessionEmitted } from './session.machine';
import {
  MINUTE,
  T0,
  settled,
  startSession,
  storedSession,
  tokenExpiringAt,
} from './session.test-support';

/**
 * Every way a signed-in session ends emits one `session.ended` (the app clears the user's cached
 * data there, web/src/app/forget-user-data.ts) and leaves no user or token behind.
 */
function signedInSession() {
  const stored = storedSession(T0 + 15 * MINUTE);
  const session = startSession({ stored });
  return { ...session, token: stored.accessToken ?? '' };
}

function expectSignedOut(session: ReturnType<typeof signedInSession>) {
  const { context } = session.actor.getSnapshot();
  expect(session.actor.getSnapshot().matches('unauthenticated')).toBe(true);
  expect([context.user, context.accessToken]).toEqual([null, null]);
  expect(session.clearStoredSession).toHaveBeenCalledTimes(1);
}

describe('session.ended (every way a session ends)', () => {
  it('logout: the token goes along, the session and its storage are cleared, the other tabs told', async () => {
    const session = signedInSession();
    session.effects.logout.mockResolvedValueOnce(undefined);
    session.actor.send({ type: 'session.logout' });
    await settled(session.actor);
    expect(session.effects.logout).toHaveBeenCalledWith(session.token);
    expect(session.tabs.announced).toBe(1);
    expectSignedOut(session);
    expect(session.actor.getSnapshot().context.error).toBeNull();
    // Signed out, this tab no longer listens for the others' ends.
    expect(session.tabs.listenerCount()).toBe(0);
  });

  it('a failed refresh: signed out through logout, with the spec error', async () => {
    const session = signedInSession();
    session.effects.refresh.mockRejectedValueOnce(new Error(''));
    session.effects.logout.mockResolvedValueOnce(undefined);
    session.actor.send({ type: 'session.refresh' });
    await settled(session.actor);
    expect(session.actor.getSnapshot().context.error).toBe('Token refresh failed');
    expectSignedOut(session);
  });

  it('a request refused again after its one retry: signed out, error Session expired', async () => {
    const session = signedInSession();
    session.effects.logout.mockResolvedValueOnce(undefined);
    session.actor.send({ type: 'session.refusedAfterRetry', token: session.token });
    await settled(session.actor);
    expect(session.actor.getSnapshot().context.error).toBe('Session expired');
    expectSignedOut(session);
  });

  it('a refusal of a token no longer held (a later session) ends nothing', () => {
    const session = signedInSession();
    session.actor.send({
      type: 'session.refusedAfterRetry',
      token: tokenExpiringAt(T0 + 5 * MINUTE),
    });
    expect(session.actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('another tab logging out: ended here at once, no logout call, not announced back', () => {
    const session = signedInSession();
    expect(session.tabs.listenerCount()).toBe(1);
    session.tabs.endElsewhere();
    expect(session.effects.logout).not.toHaveBeenCalled();
    expect(session.tabs.announced).toBe(0);
    expectSignedOut(session);
  });
});

describe('session.ended carries the reason', () => {
  it.each([
    ['logout', (s: ReturnType<typeof signedInSession>) => s.actor.send({ type: 'session.logout' })],
    [
      'refreshFailed',
      (s: ReturnType<typeof signedInSession>) => {
        s.effects.refresh.mockRejectedValueOnce(new Error(''));
        s.actor.send({ type: 'session.refresh' });
      },
    ],
    [
      'refusedAfterRetry',
      (s: ReturnType<typeof signedInSession>) =>
        s.actor.send({ type: 'session.refusedAfterRetry', token: s.token }),
    ],
    ['otherTab', (s: ReturnType<typeof signedInSession>) => s.tabs.endElsewhere()],
  ] as const)('%s', async (reason, end) => {
    const session = signedInSession();
    const ended: SessionEmitted[] = [];
    session.actor.on('session.ended', (event) => ended.push(event));
    session.effects.logout.mockResolvedValue(undefined);
    end(session);
    await settled(session.actor);
    expect(ended).toEqual([{ type: 'session.ended', reason }]);
  });
});

describe('login outcome emits (views follow these, never an awaited actor)', () => {
  it('session.signedIn after a login, session.failed with the text after a refused one', async () => {
    const session = startSession();
    const emitted: SessionEmitted[] = [];
    session.actor.on('*', (event) => emitted.push(event));
    session.effects.login.mockRejectedValueOnce(new Error('Invalid username or password'));
    session.actor.send({ type: 'session.login', userName: 'maya', password: 'x', remember: true });
    await settled(session.actor);
    session.effects.login.mockResolvedValueOnce({
      user: { id: 'u', userName: 'maya', email: 'maya@example.com' },
      accessToken: tokenExpiringAt(T0 + 15 * MINUTE),
    });
    session.actor.send({ type: 'session.login', userName: 'maya', password: 'y', remember: true });
    await settled(session.actor);
    expect(emitted).toEqual([
      { type: 'session.failed', error: 'Invalid username or password' },
      { type: 'session.signedIn' },
    ]);
  });
});
