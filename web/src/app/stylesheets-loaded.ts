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

/**
 * Puts the page's inline CSS (`<style data-critical>`, web/build/page-html.ts) ahead of the
 * stylesheets, once the app's DOM has taken the page's place. The head script added the stylesheets
 * before it (web/head-script.js) so that the page's own rules kept their place in the cascade while
 * it showed; but the inline rules are only those the page's first markup matched, and after it they
 * outranked the full stylesheets' later rules: a page the app rendered next (a trip's tabs, reached
 * from the login page) lost the rules Mantine gives a component over its base's (the tabs' padding
 * to the plain button's `padding: 0`). Ahead of the stylesheets, the inline rules (the same rules,
 * in the same order) change nothing the stylesheets hold, and still style the page if one failed.
 */
export function moveInlineCssBeforeStylesheets(): void {
  const inline = document.head.querySelector('style[data-critical]');
  const firstStylesheet = document.head.querySelector('link[rel="stylesheet"]');
  if (inline === null || firstStylesheet === null) return;
  if (inline.compareDocumentPosition(firstStylesheet) & Node.DOCUMENT_POSITION_FOLLOWING) return;
  firstStylesheet.before(inline);
}
