import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { fontsLoaded } from './fonts-loaded';
import { applyStylesheetsAtTakeover, stylesheetsLoaded } from './stylesheets-loaded';
import type { AppRouter } from './router';

/** Longest a prerendered page waits for the app's render before the app shows whatever it has. */
const RENDER_OVER_TIMEOUT_MS = 10_000;

/**
 * Starts the app over a page the build prerendered (web/build/prerender.ts): the app renders into
 * a detached element, and once the router has rendered the route, that element takes #root's place
 * (and the mobile copy, #prerendered-mobile, goes). Until then the prerendered page stays: no blank
 * moment and, the app's render being the same tree, no visible change. A signed-in visitor never saw
 * a guest's page, nor anyone but its user a page rendered for one (web/head-script.js marked
 * <html>, and the page's inline CSS hid it while marked).
 *
 * Not hydration: the page holds a desktop and a phone render (one shown by width), and the app's
 * render is one of them (docs/decisions.md, issue 19). The router has loaded the route before this
 * runs (main.tsx), so the render, a transition, is done in slices.
 */
export function renderOverPrerendered(prerendered: HTMLElement, app: ReactNode, router: AppRouter) {
  const container = document.createElement('div');
  container.id = prerendered.id;
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    unsubscribe();
    clearTimeout(timeout);
    document.getElementById('prerendered-mobile')?.remove();
    prerendered.replaceWith(container);
    applyStylesheetsAtTakeover();
    document.documentElement.removeAttribute('data-session-hint');
    document.documentElement.removeAttribute('data-not-for-reader');
  };
  // A frame after the router's render is committed: React has written the route's DOM by then.
  // The full CSS, which the head script added after the first paint, must be in before the swap, and
  // Inter too: the app's page then shows in its final widths (a signed-in home, say, is not
  // prerendered, and would re-wrap when the font arrived).
  const unsubscribe = router.subscribe('onRendered', () => {
    void Promise.all([stylesheetsLoaded(), fontsLoaded()]).then(() => requestAnimationFrame(swap));
  });
  const timeout = setTimeout(swap, RENDER_OVER_TIMEOUT_MS);
  startTransition(() => createRoot(container).render(app));
}
