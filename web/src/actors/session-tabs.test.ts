import { describe, expect, it, vi } from 'vitest';
import { createSessionTabs } from './session-tabs';

/** Two tabs over one in-memory channel, delivering as BroadcastChannel does: to the others only. */
function twoTabs() {
  const channels: EventTarget[] = [];
  const open = () => {
    const channel = new EventTarget();
    channels.push(channel);
    return Object.assign(channel, {
      postMessage: (data: unknown) =>
        channels
          .filter((other) => other !== channel)
          .forEach((other) => other.dispatchEvent(new MessageEvent('message', { data }))),
    }) as unknown as BroadcastChannel;
  };
  return [createSessionTabs(open), createSessionTabs(open)] as const;
}

describe('session tabs (a session ended in one tab ends in all)', () => {
  it('tells the other tab, not itself, and stops telling after unsubscribe', () => {
    const [first, second] = twoTabs();
    const heardByFirst = vi.fn();
    const heardBySecond = vi.fn();
    first.onEndElsewhere(heardByFirst);
    const stop = second.onEndElsewhere(heardBySecond);

    first.announceEnd();
    expect(heardBySecond).toHaveBeenCalledTimes(1);
    expect(heardByFirst).not.toHaveBeenCalled();

    stop();
    first.announceEnd();
    expect(heardBySecond).toHaveBeenCalledTimes(1);
  });

  it('does nothing without BroadcastChannel', () => {
    const tabs = createSessionTabs(() => null);
    const listener = vi.fn();
    tabs.onEndElsewhere(listener)();
    expect(() => tabs.announceEnd()).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});
