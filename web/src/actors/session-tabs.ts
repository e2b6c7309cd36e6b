import type { SessionTabs } from '@machines/session/session.machine';

/** The channel every tab of the app shares; the message says a session ended. */
const CHANNEL_NAME = 'wayfarer-session';
const SESSION_ENDED = 'session-ended';

/**
 * The other tabs of this browser (machines/src/session `SessionTabs`): they share the refresh-token
 * cookie, so a session that ends in one tab (logout, failed refresh) ends in all. Without
 * BroadcastChannel the tabs simply do not hear each other.
 */
export function createSessionTabs(
  openChannel: (name: string) => BroadcastChannel | null = (name) =>
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name),
): SessionTabs {
  const channel = openChannel(CHANNEL_NAME);
  return {
    announceEnd: () => channel?.postMessage(SESSION_ENDED),
    onEndElsewhere(listener) {
      if (channel === null) return () => {};
      const onMessage = (event: MessageEvent) => {
        if (event.data === SESSION_ENDED) listener();
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
