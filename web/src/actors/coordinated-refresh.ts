import type { RefreshResult } from '@machines/session/session.types';

/**
 * One token refresh per browser (issue 17: two tabs refreshing at once sent the same refresh cookie
 * twice; reuse detection then ended the login in both). The session machine's `refresh` effect is
 * wrapped here, so the machine stays as it is: under the Web Locks API one tab refreshes while the
 * others wait for the lock; the refreshing tab broadcasts its answer, and a tab that gets the lock
 * after a refresh it waited on takes that token instead of refreshing again. Without Web Locks, a
 * tab announces its refresh on the BroadcastChannel and the others wait for its answer (at most
 * REFRESH_WAIT_MS, then refresh themselves).
 */

const LOCK_NAME = 'wayfarer-token-refresh';
const CHANNEL_NAME = 'wayfarer-token-refresh';
/** Longer than the gateway's deadline (10 s) for the refresh it waits on. */
export const REFRESH_WAIT_MS = 12_000;

type RefreshMessage =
  { type: 'refreshing' } | { type: 'refreshed'; result: RefreshResult } | { type: 'refreshFailed' };

export interface RefreshCoordination {
  /** `navigator.locks`, or null where the browser has none. */
  locks: Pick<LockManager, 'request'> | null;
  /** The channel the tabs share, or null without BroadcastChannel. */
  channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'> | null;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export function browserRefreshCoordination(): RefreshCoordination {
  return {
    locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
    channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

const isRefreshMessage = (data: unknown): data is RefreshMessage =>
  typeof data === 'object' && data !== null && 'type' in data;

export function coordinatedRefresh(
  refresh: () => Promise<RefreshResult>,
  coordination: RefreshCoordination = browserRefreshCoordination(),
): () => Promise<RefreshResult> {
  const { locks, channel } = coordination;
  /** Counts the refreshes other tabs finished, and keeps the newest answer. */
  let finishedElsewhere = 0;
  let latest: RefreshResult | null = null;
  let refreshingElsewhere = false;
  const waiters = new Set<(result: RefreshResult | null) => void>();

  channel?.addEventListener('message', (event: Event) => {
    const data = (event as MessageEvent).data as unknown;
    if (!isRefreshMessage(data)) return;
    if (data.type === 'refreshing') {
      refreshingElsewhere = true;
      return;
    }
    refreshingElsewhere = false;
    const result = data.type === 'refreshed' ? data.result : null;
    if (result) {
      finishedElsewhere += 1;
      latest = result;
    }
    for (const wake of [...waiters]) wake(result);
  });

  const refreshHere = async (): Promise<RefreshResult> => {
    channel?.postMessage({ type: 'refreshing' } satisfies RefreshMessage);
    try {
      const result = await refresh();
      channel?.postMessage({ type: 'refreshed', result } satisfies RefreshMessage);
      return result;
    } catch (error) {
      channel?.postMessage({ type: 'refreshFailed' } satisfies RefreshMessage);
      throw error;
    }
  };

  /** The answer of the refresh another tab has under way, or null when it fails or takes too long. */
  const answerFromElsewhere = () =>
    new Promise<RefreshResult | null>((resolve) => {
      const done = (result: RefreshResult | null) => {
        waiters.delete(done);
        coordination.clearTimer(timer);
        resolve(result);
      };
      const timer = coordination.setTimer(() => done(null), REFRESH_WAIT_MS);
      waiters.add(done);
    });

  return async () => {
    if (locks) {
      const seenBefore = finishedElsewhere;
      return locks.request(LOCK_NAME, async () => {
        // Another tab refreshed while this one waited: its token is this browser's now.
        if (finishedElsewhere > seenBefore && latest?.accessToken) return latest;
        return refreshHere();
      });
    }
    if (refreshingElsewhere) {
      const result = await answerFromElsewhere();
      if (result?.accessToken) return result;
    }
    return refreshHere();
  };
}
