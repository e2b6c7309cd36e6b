import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import {
  BASEMAP_LINES,
  ROUTE_COLOURS,
  ROUTE_LINE,
  basemapLayer,
  basemapMaxZoom,
  basemapTileUrlTemplate,
  palettes,
  widthAtZoom,
} from './basemap';
import type { MapScheme } from './basemap';
import { coveringTiles, toScreen } from './map-camera';
import type { Camera, ScreenSize, TilePlacement } from './map-camera';
import type { PlacedStop } from './types';

/**
 * The route map's first frame drawn on a 2D canvas from the basemap's own vector tiles and style
 * values: what MapLibre draws at its opening camera, without its megabyte of script and its WebGL
 * set-up. RouteMap shows it until the reader reaches for the map.
 */

/** A decoded tile's features by what they draw as (web/build/basemap.ts tags each with `kind`). */
interface DecodedTile {
  land: { x: number; y: number }[][][];
  coast: { x: number; y: number }[][][];
  border: { x: number; y: number }[][][];
  extent: number;
}

type Kind = keyof Omit<DecodedTile, 'extent'>;
const KINDS: readonly Kind[] = ['land', 'coast', 'border'];

function decodeTile(bytes: ArrayBuffer): DecodedTile {
  const decoded: DecodedTile = { land: [], coast: [], border: [], extent: 4096 };
  const layer = new VectorTile(new PbfReader(bytes)).layers[basemapLayer];
  if (!layer) return decoded;
  decoded.extent = layer.extent;
  for (let index = 0; index < layer.length; index += 1) {
    const feature = layer.feature(index);
    const kind = feature.properties['kind'];
    if (KINDS.includes(kind as Kind)) decoded[kind as Kind].push(feature.loadGeometry());
  }
  return decoded;
}

/** The tiles asked for so far, by URL: a redraw (resize, colour scheme) fetches none again. */
const tileCache = new Map<string, Promise<DecodedTile>>();

function tileUrl(tile: Pick<TilePlacement, 'z' | 'x' | 'y'>): string {
  return basemapTileUrlTemplate()
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y));
}

function loadTile(url: string, signal: AbortSignal): Promise<DecodedTile> {
  let pending = tileCache.get(url);
  if (!pending) {
    pending = fetch(url, { signal }).then(async (response) => {
      if (!response.ok) throw new Error(`Basemap tile ${url} answered ${response.status}`);
      return decodeTile(await response.arrayBuffer());
    });
    // A failed or abandoned fetch is not kept: the next draw asks again.
    pending.catch(() => tileCache.delete(url));
    tileCache.set(url, pending);
  }
  return pending;
}

/** The tiles a view needs, fetched and decoded; rejects when one cannot be had. */
export async function loadViewTiles(
  camera: Camera,
  size: ScreenSize,
  signal: AbortSignal,
): Promise<{ placement: TilePlacement; tile: DecodedTile }[]> {
  const placements = coveringTiles(camera, size, basemapMaxZoom);
  const tiles = await Promise.all(
    placements.map((placement) => loadTile(tileUrl(placement), signal)),
  );
  return placements.flatMap((placement, index) => {
    const tile = tiles[index];
    return tile ? [{ placement, tile }] : [];
  });
}

function tracePath(
  context: CanvasRenderingContext2D,
  rings: { x: number; y: number }[][],
  placement: TilePlacement,
  extent: number,
  close: boolean,
) {
  const scale = placement.side / extent;
  for (const ring of rings) {
    ring.forEach((point, index) => {
      const x = placement.left + point.x * scale;
      const y = placement.top + point.y * scale;
      if (index === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
    if (close) context.closePath();
  }
}

/** Draws the view: sea, land, coasts, borders, then the route in stop order. */
export function drawPreview(
  canvas: HTMLCanvasElement,
  {
    camera,
    size,
    tiles,
    stops,
    scheme,
    pixelRatio,
  }: {
    camera: Camera;
    size: ScreenSize;
    tiles: { placement: TilePlacement; tile: DecodedTile }[];
    stops: readonly PlacedStop[];
    scheme: MapScheme;
    pixelRatio: number;
  },
): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  canvas.width = Math.round(size.width * pixelRatio);
  canvas.height = Math.round(size.height * pixelRatio);
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  const colours = palettes[scheme];
  context.fillStyle = colours.sea;
  context.fillRect(0, 0, size.width, size.height);

  const coastWidth = widthAtZoom(BASEMAP_LINES.coast.width, camera.zoom);
  const borderWidth = widthAtZoom(BASEMAP_LINES.border.width, camera.zoom);
  for (const { placement, tile } of tiles) {
    context.save();
    // Each tile's shapes run a little past its edge (the cut's buffer): draw only its own square,
    // its edges on whole device pixels, or the seam between two tiles would show the sea through.
    const snap = (value: number) => Math.round(value * pixelRatio) / pixelRatio;
    const left = snap(placement.left);
    const top = snap(placement.top);
    context.beginPath();
    context.rect(
      left,
      top,
      snap(placement.left + placement.side) - left,
      snap(placement.top + placement.side) - top,
    );
    context.clip();

    context.beginPath();
    for (const polygon of tile.land) tracePath(context, polygon, placement, tile.extent, true);
    context.fillStyle = colours.land;
    context.fill('evenodd');
    context.strokeStyle = colours.landOutline;
    context.lineWidth = 1;
    context.stroke();

    context.beginPath();
    for (const line of tile.coast) tracePath(context, line, placement, tile.extent, false);
    context.strokeStyle = colours.coast;
    context.lineWidth = coastWidth;
    context.stroke();

    context.beginPath();
    for (const line of tile.border) tracePath(context, line, placement, tile.extent, false);
    context.strokeStyle = colours.border;
    context.lineWidth = borderWidth;
    context.setLineDash(BASEMAP_LINES.border.dash.map((length) => length * borderWidth));
    context.stroke();
    context.restore();
  }

  if (stops.length > 1) {
    const route = ROUTE_COLOURS[scheme];
    context.beginPath();
    stops.forEach((stop, index) => {
      const { x, y } = toScreen(camera, size, stop.longitude, stop.latitude);
      if (index === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
    context.lineJoin = 'round';
    context.lineCap = 'round';
    context.globalAlpha = ROUTE_LINE.casingOpacity;
    context.strokeStyle = route.casing;
    context.lineWidth = ROUTE_LINE.casingWidth;
    context.stroke();
    context.globalAlpha = 1;
    context.strokeStyle = route.line;
    context.lineWidth = ROUTE_LINE.width;
    context.stroke();
  }
}
