import type { FeatureCollection, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:50m countries (public domain), served as a static asset and fetched with the map.
import countriesUrl from 'world-atlas/countries-50m.json?url';

/** The basemap's geometry: land (as countries), country borders and coastlines. */
export interface BasemapData {
  land: FeatureCollection;
  borders: MultiLineString;
  coast: MultiLineString;
}

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

let loading: Promise<BasemapData> | undefined;

/** Loads and converts the Natural Earth TopoJSON once per page (TopoJSON → GeoJSON). */
export function loadBasemap(): Promise<BasemapData> {
  loading ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Basemap answered ${response.status}`);
      return response.json() as Promise<CountriesTopology>;
    })
    .then((topology) => {
      const countries = topology.objects.countries;
      return {
        land: feature(topology, countries) as FeatureCollection,
        // Shared arcs are borders; arcs with one neighbour are coastlines.
        borders: mesh(topology, countries, (a, b) => a !== b),
        coast: mesh(topology, countries, (a, b) => a === b),
      };
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

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
 * The basemap as a MapLibre style written in code: GeoJSON sources and fill/line layers only, so no
 * tile, sprite or glyph server is needed (the labels are HTML markers).
 */
export function basemapStyle(data: BasemapData, scheme: MapScheme): StyleSpecification {
  const colours = palettes[scheme];
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: data.land, attribution: 'Natural Earth' },
      borders: {
        type: 'geojson',
        data: { type: 'Feature', geometry: data.borders, properties: {} },
      },
      coast: { type: 'geojson', data: { type: 'Feature', geometry: data.coast, properties: {} } },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': colours.sea } },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': colours.land, 'fill-outline-color': colours.landOutline },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'coast',
        paint: {
          'line-color': colours.coast,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 2],
        },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': colours.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5],
          'line-dasharray': [3, 2],
        },
      },
    ],
  };
}
