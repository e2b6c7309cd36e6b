/** `scheduler.yield()` (Chromium 129+, Firefox 142+): not in TypeScript's DOM types yet. */
interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Ends the current task; the returned promise resolves in a new one (issue 19). The app's start
 * (the session, the prefetches, the router) ran in the task that evaluated the bundle, one block
 * of main-thread time that a tap had to wait out and Lighthouse counted as blocking; cut at these
 * points, each piece is short. `scheduler.yield()` resumes ahead of other queued tasks, so the
 * start is not put behind them; where the browser lacks it, a zero-delay timeout ends the task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
