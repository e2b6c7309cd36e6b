import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';

/** The module the map imports for its basemap's URL (declared in web/src/env.d.ts). */
export const BASEMAP_MODULE = 'virtual:basemap';
const RESOLVED_ID = `\0${BASEMAP_MODULE}`;
/** Where the dev server answers with the basemap's tiles (the build emits them under /assets). */
const DEV_PATH = '/basemap';

/** What each of the basemap's features draws as: the style's layers filter on it. */
type BasemapKind = 'land' | 'border' | 'coast';

type CountriesTopology = Topology<{ countries: GeometryCollection }>;

/**
 * Natural Earth's countries (TopoJSON) as one GeoJSON collection: each country as land, shared arcs
 * as borders, arcs with one neighbour as coastlines, each feature tagged with its `kind`.
 */
function basemapGeoJson(topology: CountriesTopology): FeatureCollection {
  const countries = topology.objects.countries;
  const tagged = (kind: BasemapKind, geometry: Geometry): Feature => ({
    type: 'Feature',
    properties: { kind },
    geometry,
  });
  const land = feature(topology, countries) as FeatureCollection;
  return {
    type: 'FeatureCollection',
    features: [
      ...land.features.map((country) => tagged('land', country.geometry)),
      tagged(
        'border',
        mesh(topology, countries, (a, b) => a !== b),
      ),
      tagged(
        'coast',
        mesh(topology, countries, (a, b) => a === b),
      ),
    ],
  };
}

function readCountries(): { text: string; topology: CountriesTopology } {
  const path = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  const text = readFileSync(path, 'utf8');
  return { text, topology: JSON.parse(text) as CountriesTopology };
}

/** The vector tiles' layer (the style's `source-layer`). */
export const BASEMAP_LAYER = 'basemap';
/**
 * The deepest zoom cut into tiles: a z6 tile spans about 600 km, 150 m a unit, and the map draws
 * deeper zooms from it (overzoom) without visible loss at the data's 1:50m scale.
 */
export const BASEMAP_MAX_ZOOM = 6;
/**
 * Simplification at the deepest zoom, in tile units (geojson-vt's default is 3): 1 keeps the
 * coast within about 150 m of Natural Earth's, two pixels at the map's closest framing (zoom 11).
 */
const TILE_TOLERANCE = 1;

/** A tile's units across (the vector tile format's usual 4096). */
const TILE_EXTENT = 4096;

/** One cut tile: its coordinates and its Mapbox Vector Tile bytes. */
export interface BasemapTile {
  z: number;
  x: number;
  y: number;
  bytes: Uint8Array;
}

/**
 * The collection cut into vector tiles, zooms 0 to BASEMAP_MAX_ZOOM, and the tiles with no feature
 * left out (open sea: the map answers their 404 with nothing drawn, as MapLibre does).
 */
export function cutBasemapTiles(topology: CountriesTopology): BasemapTile[] {
  const index = new GeoJSONVT(basemapGeoJson(topology), {
    extent: TILE_EXTENT,
    maxZoom: BASEMAP_MAX_ZOOM,
    indexMaxZoom: BASEMAP_MAX_ZOOM,
    tolerance: TILE_TOLERANCE,
  });
  const tiles: BasemapTile[] = [];
  for (let z = 0; z <= BASEMAP_MAX_ZOOM; z += 1) {
    for (let x = 0; x < 2 ** z; x += 1) {
      for (let y = 0; y < 2 ** z; y += 1) {
        const tile = index.getTile(z, x, y);
        if (tile === null || tile.features.length === 0) continue;
        tiles.push({
          z,
          x,
          y,
          bytes: fromGeojsonVt({ [BASEMAP_LAYER]: tile }, { version: 2, extent: TILE_EXTENT }),
        });
      }
    }
  }
  return tiles;
}

const tilePath = ({ z, x, y }: BasemapTile) => `${z}/${x}/${y}.mvt`;
/** The virtual module: the tiles' URL template, their layer and their deepest zoom. */
const basemapModule = (template: string) =>
  [
    `export default ${JSON.stringify(template)};`,
    `export const layer = ${JSON.stringify(BASEMAP_LAYER)};`,
    `export const maxZoom = ${BASEMAP_MAX_ZOOM};`,
  ].join('\n');

/** Where the build writes the tiles, under the assets the gateway caches for a year. */
const tilesDirectory = (version: string) => `assets/basemap-${version}`;

/** A request path under the tiles' directory: `/` and a tile's path. */
const TILE_REQUEST = /^\/\d+\/\d+\/\d+\.mvt$/;

/**
 * The maps' basemap as vector tiles cut at build (issue 19): MapLibre's worker fetches and parses
 * the few tiles a view needs. As one GeoJSON source, the page converted the TopoJSON, and MapLibre
 * then copied the whole world to its worker and back (main-thread work of about 1 s on a phone, in
 * Lighthouse), for 200–340 KiB where a city's view now takes one or two tiles of a few KiB.
 * `import basemapTiles from 'virtual:basemap'` gives the tiles' URL template ({z}/{x}/{y}).
 */
export function basemapPlugin(): Plugin {
  let cut: { tiles: Map<string, Uint8Array>; version: string } | undefined;
  const cutTiles = () => {
    if (cut) return cut;
    const { text, topology } = readCountries();
    const tiles = cutBasemapTiles(topology);
    // The directory's name changes with the data and the cutting (the files are cached for a year).
    const version = createHash('sha256')
      .update(`${text}|${BASEMAP_MAX_ZOOM}|${TILE_TOLERANCE}|${TILE_EXTENT}`)
      .digest('hex')
      .slice(0, 10);
    cut = { tiles: new Map(tiles.map((tile) => [tilePath(tile), tile.bytes])), version };
    return cut;
  };
  let serving = false;
  let base = '/';
  return {
    name: 'wayfarer-basemap',
    configResolved(config) {
      serving = config.command === 'serve';
      base = config.base;
    },
    resolveId(id) {
      return id === BASEMAP_MODULE ? RESOLVED_ID : null;
    },
    load(id, options) {
      if (id !== RESOLVED_ID) return null;
      // The dev server (and Vitest) answers tiles from memory; so does the prerender's Node bundle,
      // which never draws a map and whose output is thrown away.
      if (serving || options?.ssr) return basemapModule(`${DEV_PATH}/{z}/{x}/{y}.mvt`);
      return basemapModule(`${base}${tilesDirectory(cutTiles().version)}/{z}/{x}/{y}.mvt`);
    },
    // Written beside the bundle rather than emitted into it: Vite would list each of the ~3,000
    // tiles in the build's report. Before the precompress step (closeBundle) compresses them.
    writeBundle(output) {
      if (!cut || output.dir === undefined) return;
      for (const [path, bytes] of cut.tiles) {
        const file = join(output.dir, tilesDirectory(cut.version), path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, bytes);
      }
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (request, response, next) => {
        const url = request.url ?? '';
        if (!TILE_REQUEST.test(url)) return next();
        const bytes = cutTiles().tiles.get(url.slice(1));
        // A tile of open sea is not there, as in the build: a 404, which MapLibre draws as nothing
        // (passed on, the dev server would answer with the app's page).
        response.statusCode = bytes ? 200 : 404;
        if (bytes) response.setHeader('Content-Type', 'application/vnd.mapbox-vector-tile');
        response.end(bytes);
      });
    },
  };
}
