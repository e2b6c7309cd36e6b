import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** Navigation state the account screens pass along (spec 001 §2: verify-email, login messages). */
declare module '@tanstack/history' {
  interface HistoryState {
    /** The e-mail (or, from a refused login, what was typed as the username) to verify or show. */
    email?: string;
    /** The username typed on the login screen, when a refused login sends on to /verify-email. */
    userName?: string;
    /** A message the login screen shows on arrival (spec 001 §8 "Login-screen messages"). */
    message?: string;
  }
}
