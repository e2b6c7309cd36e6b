import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { SESSION_EXPIRED, refreshAfterUnauthorized } from './session-tokens';
import type { RefreshResult, SessionActorRef } from './session.machine';
import {
  MINUTE,
  T0,
  deferred,
  settled,
  startSession,
  storedSession,
  tokenExpiringAt,
} from './session.test-support';

const CONCURRENT_REQUESTS = 100;

/**
 * A fake API behind the session: it accepts only `validToken`. A request that gets a 401 asks for
 * a fresh token once and retries once, as the app's network layer does (spec 000 §4).
 */
function fakeApi(session: SessionActorRef, validToken: { current: string }) {
  const counts = { requests: 0, retries: 0, unauthorized: 0 };
  const send = (token: string | null) => {
    counts.requests += 1;
    if (token !== validToken.current) {
      counts.unauthorized += 1;
      return Promise.reject(new Error('UNAUTHENTICATED'));
    }
    return Promise.resolve('ok');
  };
  async function request(): Promise<string> {
    const token = session.getSnapshot().context.accessToken;
    try {
      return await send(token);
    } catch {
      const freshToken = await refreshAfterUnauthorized(session, token);
      counts.retries += 1;
      return send(freshToken); // once: a second 401 is the caller's failure, never a loop
    }
  }
  return { request, counts };
}

describe('refreshAfterUnauthorized (spec 000 §4, §8)', () => {
  it(`${CONCURRENT_REQUESTS} concurrent 401s share one refresh and each retry once with the new token`, async () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    const renewed = tokenExpiringAt(T0 + 30 * MINUTE);
    const refresh = deferred<RefreshResult>();
    session.effects.refresh.mockReturnValue(refresh.promise);
    // The server has revoked the stored token.
    const validToken = { current: renewed };
    const api = fakeApi(session.actor, validToken);

    const results = Array.from({ length: CONCURRENT_REQUESTS }, () => api.request());
    await waitFor(session.actor, (snapshot) => snapshot.matches({ authenticated: 'refreshing' }));
    refresh.resolve({ accessToken: renewed });

    await expect(Promise.all(results)).resolves.toEqual(
      Array.from({ length: CONCURRENT_REQUESTS }, () => 'ok'),
    );
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
    expect(api.counts).toEqual({
      requests: 2 * CONCURRENT_REQUESTS,
      retries: CONCURRENT_REQUESTS,
      unauthorized: CONCURRENT_REQUESTS,
    });
    expect(session.actor.getSnapshot().context.accessToken).toBe(renewed);
    expect(session.persistSession).toHaveBeenCalledTimes(1);
  });

  it(`${CONCURRENT_REQUESTS} concurrent 401s with a failing refresh: one refresh, one logout, all 'Session expired'`, async () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    const refresh = deferred<RefreshResult>();
    session.effects.refresh.mockReturnValue(refresh.promise);
    session.effects.logout.mockResolvedValue();

    const calls = Array.from({ length: CONCURRENT_REQUESTS }, () =>
      refreshAfterUnauthorized(session.actor, stored.accessToken),
    );
    refresh.reject(new Error('Refresh token expired'));

    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(
      CONCURRENT_REQUESTS,
    );
    for (const outcome of outcomes) {
      expect(outcome).toEqual({ status: 'rejected', reason: new Error(SESSION_EXPIRED) });
    }
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
    expect(session.effects.logout).toHaveBeenCalledTimes(1);
    expect(session.clearStoredSession).toHaveBeenCalledTimes(1);
    expect(session.actor.getSnapshot().matches('unauthenticated')).toBe(true);
    expect(session.actor.getSnapshot().context.error).toBe('Refresh token expired');
  });

  it("rejects with 'Session expired' when the refresh answers without a token", async () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    session.effects.refresh.mockResolvedValueOnce({ accessToken: null });
    session.effects.logout.mockResolvedValueOnce();
    await expect(refreshAfterUnauthorized(session.actor, stored.accessToken)).rejects.toThrow(
      SESSION_EXPIRED,
    );
    expect(session.effects.logout).toHaveBeenCalledTimes(1);
  });

  it('resolves the current token at once when a newer one is already held', async () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    const stale = tokenExpiringAt(T0 + 5 * MINUTE);
    await expect(refreshAfterUnauthorized(session.actor, stale)).resolves.toBe(stored.accessToken);
    expect(session.effects.refresh).not.toHaveBeenCalled();
    expect(session.actor.getSnapshot().matches({ authenticated: 'scheduled' })).toBe(true);
  });

  it('a request sent before sign-in completed (no token) retries with the current token', async () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    await expect(refreshAfterUnauthorized(session.actor, null)).resolves.toBe(stored.accessToken);
    expect(session.effects.refresh).not.toHaveBeenCalled();
  });

  it('waits for the refresh in flight even for an older token than the current one', async () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    const renewed = tokenExpiringAt(T0 + 30 * MINUTE);
    const refresh = deferred<RefreshResult>();
    session.effects.refresh.mockReturnValueOnce(refresh.promise);
    session.actor.send({ type: 'session.refresh' });

    const olderToken = tokenExpiringAt(T0 + 5 * MINUTE);
    const retryToken = refreshAfterUnauthorized(session.actor, olderToken);
    refresh.resolve({ accessToken: renewed });
    await expect(retryToken).resolves.toBe(renewed);
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
  });

  it("rejects with 'Session expired' at once when signed out, without a refresh", async () => {
    const session = startSession();
    await expect(refreshAfterUnauthorized(session.actor, 'some-token')).rejects.toThrow(
      SESSION_EXPIRED,
    );
    expect(session.effects.refresh).not.toHaveBeenCalled();
  });

  it("rejects with 'Session expired' when the user logs out during the refresh", async () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    session.effects.refresh.mockReturnValueOnce(deferred<RefreshResult>().promise);
    session.effects.logout.mockResolvedValueOnce();
    const retryToken = refreshAfterUnauthorized(session.actor, stored.accessToken);
    session.actor.send({ type: 'session.logout' });
    await expect(retryToken).rejects.toThrow(SESSION_EXPIRED);
    await settled(session.actor);
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
  });

  it("rejects with 'Session expired' when the session actor stops while waiting", async () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    session.effects.refresh.mockReturnValueOnce(deferred<RefreshResult>().promise);
    const retryToken = refreshAfterUnauthorized(session.actor, stored.accessToken);
    session.actor.stop();
    await expect(retryToken).rejects.toThrow(SESSION_EXPIRED);
  });

  it('a retry refused again starts one more refresh only when asked, never on its own', async () => {
    const stored = storedSession(T0 + 15 * MINUTE);
    const session = startSession({ stored });
    const first = tokenExpiringAt(T0 + 30 * MINUTE);
    const second = tokenExpiringAt(T0 + 31 * MINUTE);
    session.effects.refresh
      .mockResolvedValueOnce({ accessToken: first })
      .mockResolvedValueOnce({ accessToken: second });

    await expect(refreshAfterUnauthorized(session.actor, stored.accessToken)).resolves.toBe(first);
    await settled(session.actor);
    expect(session.effects.refresh).toHaveBeenCalledTimes(1);
    await expect(refreshAfterUnauthorized(session.actor, first)).resolves.toBe(second);
    expect(session.effects.refresh).toHaveBeenCalledTimes(2);
  });
});
