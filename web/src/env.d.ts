/// <reference types="vite/client" />

/** Build-time settings the web reads (Vite: only VITE_-prefixed variables reach the browser). */
interface ImportMetaEnv {
  /**
   * The Google OAuth client id. Set: the Google button signs in through Google Identity Services
   * (the gateway reads the same variable to allow Google in its CSP). Unset (always with the mock
   * API): the Google button opens the development test mode instead (RESOLUTIONS "Google test-mode").
   */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}
