/**
 * Navigation state the sign-up flow adds to the one declared in app/router.tsx: the return path
 * travels from /signup through /verify-email to /login, so a visitor who signed up from a shared
 * trip comes back to it after the first login.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    /** An in-app path to return to after the first login. */
    returnTo?: string;
  }
}

export {};
