import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });

    await yieldToMain();

    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a later task, not in a microtask of this one', async () => {
    vi.stubGlobal('scheduler', undefined);
    let resumed = false;
    const resuming = yieldToMain().then(() => {
      resumed = true;
    });

    // Every microtask queued so far runs before a new task starts.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(resumed).toBe(false);

    await resuming;
    expect(resumed).toBe(true);
  });
});
