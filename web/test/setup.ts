import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeAll } from 'vitest';
import { createAppRouter } from '@web/app/router';
import type { RouterContext } from '@web/app/router-context';

/**
 * jsdom lacks the layout APIs Mantine reads: matchMedia (colour scheme, breakpoints) and
 * ResizeObserver (menus, scroll areas). These stubs answer "no match" and observe nothing.
 */
/**
 * How long `findBy*` and `waitFor` wait when a test names no timeout. Testing Library's 1 s is met
 * on an idle machine; on a busy one (CI beside another job) a render after a click took longer. What
 * they wait for must still happen; only the patience grows.
 */
configure({ asyncUtilTimeout: 5000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// Mantine scrolls focused options into view, and the router restores scroll on navigation; jsdom
// has no scrolling (and logs "Not implemented" for window.scrollTo).
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  // Test files share one module graph (isolate: false), so Mantine's notification store would
  // carry toasts, never closed once their <Notifications> unmounted, into the next file and hold
  // new ones in its queue.
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/**
 * Route screens load lazily (autoCodeSplitting). Test files share one module graph, so a chunk
 * still loading when a file ends would fail as its environment is torn down, and stay failed for
 * every later file. Loading every chunk up front, once per worker, leaves nothing in flight.
 */
let routeChunksLoaded: Promise<unknown> | undefined;
beforeAll(async () => {
  routeChunksLoaded ??= (() => {
    // Loading chunks runs no loader, so the router needs no session or Apollo client here.
    const router = createAppRouter({} as RouterContext, createMemoryHistory());
    return Promise.all(
      Object.values(router.routesById).map((route) => router.loadRouteChunk(route)),
    );
  })();
  await routeChunksLoaded;
});
