/**
 * The Inter weights the shell's head preloads (web/build/font-preload.ts): body text, labels and
 * titles.
 */
const PRELOADED_WEIGHTS = [400, 600, 700];

/** Longest the first render waits for them: past it the app shows in the fallback font. */
const FONT_WAIT_LIMIT_MS = 3000;

/**
 * Resolves once Inter's preloaded faces are ready (loaded or failed), or after FONT_WAIT_LIMIT_MS
 * (issue 19): text first laid out in the fallback font re-wraps when Inter arrives, and everything
 * below it moves. Preloaded beside the scripts, the files are usually in before the app has run,
 * so the wait costs nothing then.
 */
export function fontsLoaded(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  const faces = Promise.all(
    PRELOADED_WEIGHTS.map((weight) => document.fonts.load(`${weight} 1em Inter`)),
  ).then(
    () => undefined,
    () => undefined,
  );
  const limit = new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_LIMIT_MS));
  return Promise.race([faces, limit]);
}
