/**
 * The face the shell's head preloads (web/build/font-preload.ts): the cut of Inter's variable Latin
 * file (web/build/font-subset.ts), which holds every weight the app uses.
 */
const PRELOADED_FACE = '400 1em "Inter Variable"';

/**
 * Longest the first render waits for it: past it the app shows in the fallback font. The head script
 * (web/head-script.js, plain inline JavaScript) waits for the same face with the same limit before a
 * prerendered page shows.
 */
const FONT_WAIT_LIMIT_MS = 3000;

/**
 * Resolves once Inter is ready (loaded or failed), or after FONT_WAIT_LIMIT_MS (issue 19): text
 * first laid out in the fallback font re-wraps when Inter arrives, and everything below it moves.
 * Preloaded beside the scripts, the file is usually in before the app has run, so the wait costs
 * nothing then.
 */
export function fontsLoaded(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  const face = document.fonts.load(PRELOADED_FACE).then(
    () => undefined,
    () => undefined,
  );
  const limit = new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_LIMIT_MS));
  return Promise.race([face, limit]);
}
