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

declare module 'virtual:basemap' {
  /** The URL template ({z}/{x}/{y}) of the maps' basemap tiles, cut at build (web/build/basemap.ts). */
  const basemapTiles: string;
  export default basemapTiles;
  /** The tiles' one layer (the style's `source-layer`). */
  export const layer: string;
  /** The deepest zoom cut; the map draws deeper ones from it. */
  export const maxZoom: number;
}
