import type {
  DataDrivenPropertyValueSpecification,
  FilterSpecification,
  StyleSpecification,
} from 'maplibre-gl';
// Natural Earth 1:50m countries (public domain) as vector tiles cut at build (web/build/basemap.ts):
// MapLibre's worker fetches and parses the few a view needs, off the page's main thread.
import basemapTiles, { layer as basemapLayer, maxZoom as basemapMaxZoom } from 'virtual:basemap';

/** The colours of a paper map a traveller knows: blue sea, beige-green land, grey borders. */
export const palettes = {
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

/** The basemap's source, credited in the map's corner. */
export const BASEMAP_ATTRIBUTION = 'Natural Earth';

export type MapScheme = keyof typeof palettes;

/** The route line's colours, shared with the markers' CSS (teal, the app's primary). */
export const ROUTE_COLOURS = {
  light: { line: '#0b7285', casing: '#ffffff' },
  dark: { line: '#38d9a9', casing: '#0b1a24' },
} as const;

/** The route's line over a wider, lighter casing that keeps it readable on land and sea. */
export const ROUTE_LINE = { width: 3, casingWidth: 6, casingOpacity: 0.85 } as const;

/** A width that grows with the zoom, linear between the stops (MapLibre's `interpolate linear`). */
type WidthByZoom = readonly (readonly [zoom: number, width: number])[];

/** The basemap's lines: coasts, and borders dashed (in line widths, as MapLibre's dasharray). */
export const BASEMAP_LINES = {
  coast: {
    width: [
      [2, 0.6],
      [8, 2],
    ],
  },
  border: {
    width: [
      [2, 0.5],
      [8, 1.5],
    ],
    dash: [3, 2],
  },
} as const satisfies Record<string, { width: WidthByZoom; dash?: readonly number[] }>;

/** A zoom-dependent width at one zoom, as MapLibre evaluates it (held at the ends). */
export function widthAtZoom(stops: WidthByZoom, zoom: number): number {
  const [first] = stops;
  if (!first) return 1;
  if (zoom <= first[0]) return first[1];
  for (let index = 1; index < stops.length; index += 1) {
    const [lowZoom, lowWidth] = stops[index - 1] ?? first;
    const [highZoom, highWidth] = stops[index] ?? first;
    if (zoom <= highZoom) {
      return lowWidth + ((zoom - lowZoom) / (highZoom - lowZoom)) * (highWidth - lowWidth);
    }
  }
  return (stops[stops.length - 1] ?? first)[1];
}

const widthExpression = (stops: WidthByZoom): DataDrivenPropertyValueSpecification<number> => [
  'interpolate',
  ['linear'],
  ['zoom'],
  ...stops.flat(),
];

/** The tiles' URL template ({z}/{x}/{y}), absolute: MapLibre's worker fetches them. */
export const basemapTileUrlTemplate = () => `${window.location.origin}${basemapTiles}`;

/** The tiles' one layer and the deepest zoom cut (the map draws deeper ones from it). */
export { basemapLayer, basemapMaxZoom };

/**
 * The basemap as a MapLibre style written in code: the app's own vector tiles and fill/line layers
 * only, so no tile, sprite or glyph server is needed (the labels are HTML markers).
 */
export function basemapStyle(scheme: MapScheme): StyleSpecification {
  const colours = palettes[scheme];
  const tiles = basemapTileUrlTemplate();
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
        attribution: BASEMAP_ATTRIBUTION,
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
          'line-width': widthExpression(BASEMAP_LINES.coast.width),
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
          'line-width': widthExpression(BASEMAP_LINES.border.width),
          'line-dasharray': [...BASEMAP_LINES.border.dash],
        },
      },
    ],
  };
}
