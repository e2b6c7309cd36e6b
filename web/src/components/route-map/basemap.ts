import type { FilterSpecification, StyleSpecification } from 'maplibre-gl';
// Natural Earth 1:50m countries (public domain) as vector tiles cut at build (web/build/basemap.ts):
// MapLibre's worker fetches and parses the few a view needs, off the page's main thread.
import basemapTiles, { layer as basemapLayer, maxZoom as basemapMaxZoom } from 'virtual:basemap';

/** The colours of a paper map a traveller knows: blue sea, beige-green land, grey borders. */
const palettes = {
  light: {
    sea: '#a8d5ec',
    land: '#ece9d3',
    landOutline: '#d9d4bd',
    border: '#a59f93',
    coast: '#7fb4d0',
  },
  dark: {
    sea: '#16283a',
    land: '#2b3230',
    landOutline: '#3b4441',
    border: '#6b7570',
    coast: '#2f5670',
  },
} as const;

export type MapScheme = keyof typeof palettes;

/** The route line's colours, shared with the markers' CSS (teal, the app's primary). */
export const ROUTE_COLOURS = {
  light: { line: '#0b7285', casing: '#ffffff' },
  dark: { line: '#38d9a9', casing: '#0b1a24' },
} as const;

/**
 * The basemap as a MapLibre style written in code: the app's own vector tiles and fill/line layers
 * only, so no tile, sprite or glyph server is needed (the labels are HTML markers).
 */
export function basemapStyle(scheme: MapScheme): StyleSpecification {
  const colours = palettes[scheme];
  // Absolute (the template is a path from the root): the worker fetches the tiles.
  const tiles = `${window.location.origin}${basemapTiles}`;
  // Each feature's `kind`, as web/build/basemap.ts tags it.
  const kind = (value: 'land' | 'border' | 'coast'): FilterSpecification => [
    '==',
    ['get', 'kind'],
    value,
  ];
  return {
    version: 8,
    sources: {
      basemap: {
        type: 'vector',
        tiles: [tiles],
        maxzoom: basemapMaxZoom,
        attribution: 'Natural Earth',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': colours.sea } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        'source-layer': basemapLayer,
        filter: kind('land'),
        paint: { 'fill-color': colours.land, 'fill-outline-color': colours.landOutline },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'basemap',
        'source-layer': basemapLayer,
        filter: kind('coast'),
        paint: {
          'line-color': colours.coast,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 2],
        },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        'source-layer': basemapLayer,
        filter: kind('border'),
        paint: {
          'line-color': colours.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5],
          'line-dasharray': [3, 2],
        },
      },
    ],
  };
}
