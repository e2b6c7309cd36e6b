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
 * Marks the stylesheets a built page loads but does not apply until the app takes over
 * (web/build/page-html.ts): they come with `media="print"`, so they load without blocking, and
 * their arrival does not restyle and lay out again the page the inline CSS has already styled
 * (the whole of it: 90 and 60 ms of a phone's main thread on a place's page, Lighthouse's 4× CPU),
 * which the app's DOM is about to replace.
 */
export const APPLIED_AT_TAKEOVER = 'data-applied-at-takeover';

/**
 * Applies the page's stylesheets as the app's DOM takes the built page's place: the deferred ones
 * (APPLIED_AT_TAKEOVER) for the screen, and the page's inline CSS (`<style data-critical>`) put
 * ahead of them. The inline rules are only those the page's first markup matched; after the
 * stylesheets in the cascade they outranked their later rules, and a page the app rendered next
 * (a trip's tabs, reached from the login page) lost the rules Mantine gives a component over its
 * base's (the tabs' padding to the plain button's `padding: 0`). Ahead of them, the inline rules
 * (the same rules, in the same order) change nothing the stylesheets hold, and still style the page
 * if one failed. The head script puts the stylesheets there already (a moved <style> is parsed
 * again); only those it added before the inline CSS was parsed come first.
 */
export function applyStylesheetsAtTakeover(): void {
  for (const link of document.head.querySelectorAll<HTMLLinkElement>(
    `link[${APPLIED_AT_TAKEOVER}]`,
  )) {
    link.media = 'all';
    link.removeAttribute(APPLIED_AT_TAKEOVER);
  }
  const inline = document.head.querySelector('style[data-critical]');
  const firstStylesheet = document.head.querySelector('link[rel="stylesheet"]');
  if (inline === null || firstStylesheet === null) return;
  if (inline.compareDocumentPosition(firstStylesheet) & Node.DOCUMENT_POSITION_FOLLOWING) return;
  firstStylesheet.before(inline);
}
