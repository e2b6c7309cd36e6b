import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASEMAP_LAYER,
  BASEMAP_MAX_ZOOM,
  BASEMAP_MODULE,
  basemapPlugin,
  cutBasemapTiles,
} from './basemap';
import type { BasemapTile } from './basemap';

const countries = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-50m.json'), 'utf8'),
) as Parameters<typeof cutBasemapTiles>[0];

/** The tile of zoom z holding a longitude/latitude (Web Mercator, as MapLibre numbers tiles). */
function tileAt(z: number, longitude: number, latitude: number) {
  const n = 2 ** z;
  const radians = (latitude * Math.PI) / 180;
  return {
    x: Math.floor(((longitude + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n),
  };
}

/** The `kind` of each feature of a tile's basemap layer. */
function kindsOf(tile: BasemapTile | undefined): string[] {
  if (!tile) return [];
  const layer = new VectorTile(new PbfReader(tile.bytes)).layers[BASEMAP_LAYER];
  if (!layer) return [];
  return Array.from({ length: layer.length }, (_, i) => String(layer.feature(i).properties.kind));
}

describe('the basemap cut into vector tiles', () => {
  let tiles: BasemapTile[];
  const find = (z: number, { x, y }: { x: number; y: number }) =>
    tiles.find((tile) => tile.z === z && tile.x === x && tile.y === y);

  beforeAll(() => {
    tiles = cutBasemapTiles(countries);
  });

  it('draws the whole world at zoom 0: countries as land, their borders and the coasts', () => {
    const kinds = kindsOf(find(0, { x: 0, y: 0 }));
    expect(new Set(kinds)).toEqual(new Set(['land', 'border', 'coast']));
    // One land feature a country (Natural Earth 1:50m has 241), one border mesh, one coast mesh.
    expect(kinds.filter((kind) => kind === 'land').length).toBeGreaterThan(200);
  });

  it('cuts every zoom down to the deepest, where a city has its tile of land', () => {
    expect(new Set(tiles.map((tile) => tile.z))).toEqual(
      new Set(Array.from({ length: BASEMAP_MAX_ZOOM + 1 }, (_, z) => z)),
    );
    const paris = find(BASEMAP_MAX_ZOOM, tileAt(BASEMAP_MAX_ZOOM, 2.35, 48.86));
    expect(kindsOf(paris)).toContain('land');
    const kyoto = find(BASEMAP_MAX_ZOOM, tileAt(BASEMAP_MAX_ZOOM, 135.77, 35.01));
    expect(kindsOf(kyoto)).toContain('coast');
  });

  it('leaves out the open sea (MapLibre draws nothing for a tile that is not there)', () => {
    expect(find(BASEMAP_MAX_ZOOM, tileAt(BASEMAP_MAX_ZOOM, -140, 0))).toBeUndefined();
    expect(tiles.every((tile) => kindsOf(tile).length > 0)).toBe(true);
  });
});

describe('the basemap plugin', () => {
  let outDir: string;
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'basemap-'));
  });
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  /** Calls one of the plugin's hooks as Vite would (this plugin's hooks use no context). */
  function call(
    plugin: Plugin,
    hook: 'configResolved' | 'resolveId' | 'load' | 'writeBundle' | 'configureServer',
    ...args: unknown[]
  ) {
    const handler = plugin[hook] as ((...hookArgs: unknown[]) => unknown) | undefined;
    return handler?.call({}, ...args);
  }

  it('gives a build the tiles under a versioned assets directory, and writes them there', () => {
    const plugin = basemapPlugin();
    call(plugin, 'configResolved', { command: 'build', base: '/' });
    const id = call(plugin, 'resolveId', BASEMAP_MODULE) as string;
    const code = call(plugin, 'load', id) as string;
    const template =
      /export default "(\/assets\/basemap-[0-9a-f]{10})\/\{z\}\/\{x\}\/\{y\}\.mvt"/.exec(code);
    expect(template).not.toBeNull();
    expect(code).toContain(`export const layer = "${BASEMAP_LAYER}"`);
    expect(code).toContain(`export const maxZoom = ${BASEMAP_MAX_ZOOM}`);

    call(plugin, 'writeBundle', { dir: outDir });
    const world = join(outDir, template?.[1] ?? '', '0/0/0.mvt');
    expect(existsSync(world)).toBe(true);
    expect(kindsOf({ z: 0, x: 0, y: 0, bytes: readFileSync(world) })).toContain('coast');
  });

  it('has the dev server (and Vitest) answer the tiles from memory', () => {
    const plugin = basemapPlugin();
    call(plugin, 'configResolved', { command: 'serve', base: '/' });
    const code = call(plugin, 'load', call(plugin, 'resolveId', BASEMAP_MODULE)) as string;
    expect(code).toContain('export default "/basemap/{z}/{x}/{y}.mvt"');

    type Middleware = (request: { url: string }, response: unknown, next: () => void) => void;
    const routes = new Map<string, Middleware>();
    call(plugin, 'configureServer', {
      middlewares: { use: (path: string, middleware: Middleware) => routes.set(path, middleware) },
    });
    const serveTile = routes.get('/basemap');
    expect(serveTile).toBeDefined();
    const answer = (url: string) => {
      const sent: { status?: number; type?: string; bytes?: Uint8Array; passedOn: boolean } = {
        passedOn: false,
      };
      serveTile?.(
        { url },
        {
          set statusCode(status: number) {
            sent.status = status;
          },
          setHeader: (_name: string, value: string) => (sent.type = value),
          end: (bytes: Uint8Array) => (sent.bytes = bytes),
        },
        () => (sent.passedOn = true),
      );
      return sent;
    };
    const world = answer('/0/0/0.mvt');
    expect(world).toMatchObject({ status: 200, type: 'application/vnd.mapbox-vector-tile' });
    expect(kindsOf({ z: 0, x: 0, y: 0, bytes: world.bytes ?? new Uint8Array() })).toContain('land');
    const openSea = tileAt(BASEMAP_MAX_ZOOM, -140, 0);
    expect(answer(`/${BASEMAP_MAX_ZOOM}/${openSea.x}/${openSea.y}.mvt`)).toMatchObject({
      status: 404,
      passedOn: false,
    });
    expect(answer('/index.html').passedOn).toBe(true);
  });
});
