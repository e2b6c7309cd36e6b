import { describe, expect, it, vi } from 'vitest';
import type { RefreshResult } from '@machines/session/session.types';
import { REFRESH_WAIT_MS, coordinatedRefresh } from './coordinated-refresh';
import type { RefreshCoordination } from './coordinated-refresh';

/** Tabs over one in-memory channel, delivering as BroadcastChannel does: to the others only. */
function sharedChannel() {
  const channels: EventTarget[] = [];
  return () => {
    const channel = new EventTarget();
    channels.push(channel);
    return Object.assign(channel, {
      postMessage: (data: unknown) =>
        channels
          .filter((other) => other !== channel)
          .forEach((other) => other.dispatchEvent(new MessageEvent('message', { data }))),
    });
  };
}

/** One lock per browser, granted in request order, as the Web Locks API does. */
function sharedLocks(): Pick<LockManager, 'request'> {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request: ((_name: string, callback: () => Promise<unknown>) => {
      const run = queue.then(() => callback());
      queue = run.catch(() => undefined);
      return run;
    }) as LockManager['request'],
  };
}

/** A refresh the test settles by hand, counting the calls (each call sends the refresh cookie). */
function manualRefresh() {
  const pending: ((result: RefreshResult) => void)[] = [];
  const refresh = vi.fn(() => new Promise<RefreshResult>((resolve) => pending.push(resolve)));
  return { refresh, answer: (token: string) => pending.shift()?.({ accessToken: token }) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coordinated refresh across tabs', () => {
  it('with Web Locks: one tab refreshes, the other waits and takes its token', async () => {
    const open = sharedChannel();
    const locks = sharedLocks();
    const server = manualRefresh();
    const tab = () =>
      coordinatedRefresh(server.refresh, {
        locks,
        channel: open(),
        setTimer: setTimeout,
        clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      });
    const [first, second] = [tab(), tab()];

    const firstAnswer = first();
    const secondAnswer = second();
    await flush();
    expect(server.refresh).toHaveBeenCalledTimes(1);
    server.answer('token-2');

    expect(await firstAnswer).toEqual({ accessToken: 'token-2' });
    expect(await secondAnswer).toEqual({ accessToken: 'token-2' });
    expect(server.refresh).toHaveBeenCalledTimes(1);

    // A later refresh, with nobody else refreshing, goes to the server again.
    const later = second();
    await flush();
    server.answer('token-3');
    expect(await later).toEqual({ accessToken: 'token-3' });
    expect(server.refresh).toHaveBeenCalledTimes(2);
  });

  it('without Web Locks: the other tab waits for the announced refresh and takes its token', async () => {
    const open = sharedChannel();
    const server = manualRefresh();
    const coordination = (): RefreshCoordination => ({
      locks: null,
      channel: open(),
      setTimer: setTimeout,
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    const first = coordinatedRefresh(server.refresh, coordination());
    const second = coordinatedRefresh(server.refresh, coordination());

    const firstAnswer = first();
    const secondAnswer = second();
    await flush();
    expect(server.refresh).toHaveBeenCalledTimes(1);
    server.answer('token-2');
    expect(await firstAnswer).toEqual({ accessToken: 'token-2' });
    expect(await secondAnswer).toEqual({ accessToken: 'token-2' });
  });

  it('without Web Locks: refreshes itself when the other tab never answers', async () => {
    vi.useFakeTimers();
    try {
      const open = sharedChannel();
      const silent = manualRefresh();
      const own = manualRefresh();
      const coordination = (): RefreshCoordination => ({
        locks: null,
        channel: open(),
        setTimer: (callback, ms) => setTimeout(callback, ms),
        clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      });
      void coordinatedRefresh(silent.refresh, coordination())();
      const answer = coordinatedRefresh(own.refresh, coordination())();
      await vi.advanceTimersByTimeAsync(REFRESH_WAIT_MS);
      expect(own.refresh).toHaveBeenCalledTimes(1);
      own.answer('own-token');
      expect(await answer).toEqual({ accessToken: 'own-token' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a failed refresh on, and the waiting tab then tries for itself', async () => {
    const open = sharedChannel();
    const locks = sharedLocks();
    const failing = vi.fn(() => Promise.reject(new Error('refresh failed')));
    const working = manualRefresh();
    const make = (refresh: () => Promise<RefreshResult>) =>
      coordinatedRefresh(refresh, {
        locks,
        channel: open(),
        setTimer: setTimeout,
        clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      });
    const firstAnswer = make(failing)();
    const secondAnswer = make(working.refresh)();
    await expect(firstAnswer).rejects.toThrow('refresh failed');
    await flush();
    working.answer('token-after');
    expect(await secondAnswer).toEqual({ accessToken: 'token-after' });
  });
});
