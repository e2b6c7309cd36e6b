/**
 * A deployment's own MapLibre style (tiles, glyphs, sprites), set at build time as
 * VITE_MAP_STYLE_URL; unset, the map draws its built-in Natural Earth basemap (no tile server).
 */
export const MAP_STYLE_URL: string | undefined =
  import.meta.env.VITE_MAP_STYLE_URL?.trim() || undefined;

/** The caption over the stop list and the map's accessible name. */
export const ROUTE_HEADING = 'Route';
export const MAP_UNAVAILABLE = 'The map cannot be shown in this browser.';
