import type { PlacedStop } from './types';

/**
 * Where a route map opens, worked out as MapLibre works it out (Web Mercator, 512 px tiles, no
 * bearing or pitch), so the preview drawn before MapLibre loads and the map that replaces it show
 * the same place at the same size, markers on the same pixels.
 */

/** How close the map comes when it fits the stops: city level, where the basemap still has shape. */
export const FIT_MAX_ZOOM = 11;
/** A single place is shown at country level, where its country can be recognised. */
export const SINGLE_STOP_ZOOM = 5;
/** The space kept between the fitted stops and the map's edges, in CSS pixels. */
export const FIT_PADDING = 48;
/** MapLibre's world is 512 px wide at zoom 0 (its vector tiles' size). */
export const TILE_SIZE = 512;
/** Where the map opens without a stop (not shown: a map needs at least one placed stop). */
const WORLD_VIEW = { longitude: 0, latitude: 20, zoom: 1 };

/** A point of the Mercator square: x and y from 0 to 1, y down (MapLibre's `MercatorCoordinate`). */
export interface MercatorPoint {
  x: number;
  y: number;
}

export interface Camera {
  center: MercatorPoint;
  zoom: number;
}

export interface ScreenSize {
  width: number;
  height: number;
}

export function toMercator(longitude: number, latitude: number): MercatorPoint {
  return {
    x: (180 + longitude) / 360,
    y: (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360))) / 360,
  };
}

/** The world's width in CSS pixels at a zoom. */
export const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/**
 * What the map opens on for these stops, before any size is known: a point at a zoom (the one stop
 * at SINGLE_STOP_ZOOM), or the stops' bounds ([west, south], [east, north]) to fit with FIT_PADDING
 * up to FIT_MAX_ZOOM. MapLibre is given this (`initialViewState`); the preview fits it itself.
 */
export type OpeningView =
  | { longitude: number; latitude: number; zoom: number }
  | { bounds: [[number, number], [number, number]] };

export function openingView(stops: readonly PlacedStop[]): OpeningView {
  const [first] = stops;
  if (!first) return WORLD_VIEW;
  if (stops.length === 1) {
    return { longitude: first.longitude, latitude: first.latitude, zoom: SINGLE_STOP_ZOOM };
  }
  const longitudes = stops.map((stop) => stop.longitude);
  const latitudes = stops.map((stop) => stop.latitude);
  return {
    bounds: [
      [Math.min(...longitudes), Math.min(...latitudes)],
      [Math.max(...longitudes), Math.max(...latitudes)],
    ],
  };
}

/**
 * The camera MapLibre opens on for these stops in a map of this size (`fitBounds` with the
 * padding and zoom limit RouteMapCanvas gives it, for bounds).
 */
export function initialCamera(stops: readonly PlacedStop[], size: ScreenSize): Camera {
  const view = openingView(stops);
  if (!('bounds' in view)) {
    return { center: toMercator(view.longitude, view.latitude), zoom: view.zoom };
  }
  const [[west, south], [east, north]] = view.bounds;
  const northWest = toMercator(west, north);
  const southEast = toMercator(east, south);
  // In world units at zoom 0 (MapLibre's scale cancels out: its zoom is the log of the fitted scale).
  const boxWidth = (southEast.x - northWest.x) * TILE_SIZE;
  const boxHeight = (southEast.y - northWest.y) * TILE_SIZE;
  const scale = Math.min(
    (size.width - 2 * FIT_PADDING) / boxWidth,
    (size.height - 2 * FIT_PADDING) / boxHeight,
  );
  return {
    center: { x: (northWest.x + southEast.x) / 2, y: (northWest.y + southEast.y) / 2 },
    // Stops on one spot give an infinite scale: the closest zoom allowed.
    zoom: Math.min(Math.log2(scale), FIT_MAX_ZOOM),
  };
}

/** Where a position falls on the map, in CSS pixels from its top-left corner. */
export function toScreen(
  camera: Camera,
  size: ScreenSize,
  longitude: number,
  latitude: number,
): { x: number; y: number } {
  const point = toMercator(longitude, latitude);
  const world = worldSize(camera.zoom);
  return {
    x: (point.x - camera.center.x) * world + size.width / 2,
    y: (point.y - camera.center.y) * world + size.height / 2,
  };
}

/** One tile the view needs, and where it is drawn. */
export interface TilePlacement {
  /** The tile's address (x wrapped into the world, as a server knows it). */
  z: number;
  x: number;
  y: number;
  /** Its top-left corner on the map and its side, in CSS pixels (over-zoomed tiles are larger). */
  left: number;
  top: number;
  side: number;
}

/**
 * The tiles that cover the view, as MapLibre picks them for a vector source: the zoom rounded down,
 * no deeper than the deepest cut (over-zoomed beyond), copies of the world side by side.
 */
export function coveringTiles(camera: Camera, size: ScreenSize, maxZoom: number): TilePlacement[] {
  const z = Math.max(0, Math.min(Math.floor(camera.zoom), maxZoom));
  const count = 2 ** z;
  const world = worldSize(camera.zoom);
  const side = world / count;
  const left = camera.center.x * world - size.width / 2;
  const top = camera.center.y * world - size.height / 2;
  const firstColumn = Math.floor(left / side);
  const lastColumn = Math.floor((left + size.width) / side);
  const firstRow = Math.max(0, Math.floor(top / side));
  const lastRow = Math.min(count - 1, Math.floor((top + size.height) / side));
  const tiles: TilePlacement[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      tiles.push({
        z,
        x: ((column % count) + count) % count,
        y: row,
        left: column * side - left,
        top: row * side - top,
        side,
      });
    }
  }
  return tiles;
}
