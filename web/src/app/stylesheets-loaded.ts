/**
 * Longest the app waits for its stylesheets: a stylesheet that failed before the wait began has no
 * `sheet` and sends no more events, and the app must show regardless.
 */
const STYLESHEET_WAIT_LIMIT_MS = 10_000;

/**
 * Resolves once the page's stylesheets have loaded (or failed), or after STYLESHEET_WAIT_LIMIT_MS.
 * The built pages add them from the head script so that they do not block the first paint
 * (web/head-script.js): the app waits for them before it shows, as a blocking stylesheet made it.
 */
export function stylesheetsLoaded(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.sheet === null,
  );
  if (pending.length === 0) return Promise.resolve();
  const loaded = Promise.all(
    pending.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  ).then(() => undefined);
  const limit = new Promise<void>((resolve) => setTimeout(resolve, STYLESHEET_WAIT_LIMIT_MS));
  return Promise.race([loaded, limit]);
}
