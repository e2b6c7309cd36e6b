import { describe, expect, it } from 'vitest';
import {
  FIT_MAX_ZOOM,
  FIT_PADDING,
  SINGLE_STOP_ZOOM,
  coveringTiles,
  initialCamera,
  openingView,
  toMercator,
  toScreen,
} from './map-camera';
import type { PlacedStop } from './types';

const stop = (number: number, longitude: number, latitude: number): PlacedStop => ({
  key: String(number),
  placeId: `place-${number}`,
  name: `Stop ${number}`,
  number,
  longitude,
  latitude,
});

const size = { width: 640, height: 360 };

describe('the route map’s opening camera (as MapLibre fits it)', () => {
  it('projects positions onto the Mercator square', () => {
    expect(toMercator(0, 0)).toEqual({ x: 0.5, y: 0.5 });
    expect(toMercator(-180, 0).x).toBe(0);
    expect(toMercator(90, 0).x).toBe(0.75);
    // Mercator's edge: 85.0511° is the top of the square.
    expect(toMercator(0, 85.0511287798).y).toBeCloseTo(0, 6);
    expect(toMercator(0, 40).y).toBeLessThan(0.5);
  });

  it('opens MapLibre on the one stop, or on the stops’ bounds west-south to east-north', () => {
    expect(openingView([stop(1, 2.2945, 48.8584)])).toEqual({
      longitude: 2.2945,
      latitude: 48.8584,
      zoom: SINGLE_STOP_ZOOM,
    });
    expect(openingView([stop(1, 139.69, 35.69), stop(2, 135.5, 34.69)])).toEqual({
      bounds: [
        [135.5, 34.69],
        [139.69, 35.69],
      ],
    });
  });

  it('shows a single place at country level, centred', () => {
    const camera = initialCamera([stop(1, 2.2945, 48.8584)], size);
    expect(camera.zoom).toBe(SINGLE_STOP_ZOOM);
    expect(toScreen(camera, size, 2.2945, 48.8584)).toEqual({ x: 320, y: 180 });
  });

  it('fits the stops with the padding on the tighter side and centres them', () => {
    // Tokyo, Kyoto, Osaka: farther apart than a city, so fitted below the zoom limit.
    const stops = [stop(1, 139.69, 35.69), stop(2, 135.77, 35.01), stop(3, 135.5, 34.69)];
    const camera = initialCamera(stops, size);
    expect(camera.zoom).toBeLessThan(FIT_MAX_ZOOM);
    const points = stops.map((each) => toScreen(camera, size, each.longitude, each.latitude));
    const xs = points.map((point) => point.x);
    const ys = points.map((point) => point.y);
    // Either the stops span the width less the padding, or the height does (whichever is tighter).
    const spansWidth = Math.abs(Math.max(...xs) - Math.min(...xs) - (size.width - 2 * FIT_PADDING));
    const spansHeight = Math.abs(
      Math.max(...ys) - Math.min(...ys) - (size.height - 2 * FIT_PADDING),
    );
    expect(Math.min(spansWidth, spansHeight)).toBeLessThan(1e-6);
    // Centred: as much room on each side.
    expect(Math.min(...xs) + Math.max(...xs)).toBeCloseTo(size.width, 6);
    expect(Math.min(...ys) + Math.max(...ys)).toBeCloseTo(size.height, 6);
    for (const point of points) {
      expect(point.x).toBeGreaterThanOrEqual(FIT_PADDING - 1e-6);
      expect(point.y).toBeGreaterThanOrEqual(FIT_PADDING - 1e-6);
    }
  });

  it('comes no closer than city level, even for stops on one spot', () => {
    expect(initialCamera([stop(1, 10, 10), stop(2, 10, 10)], size).zoom).toBe(FIT_MAX_ZOOM);
    expect(initialCamera([stop(1, 10, 10), stop(2, 10.0001, 10)], size).zoom).toBe(FIT_MAX_ZOOM);
  });

  it('zooms out for stops far apart (Lisbon to Tokyo)', () => {
    const camera = initialCamera([stop(1, -9.14, 38.72), stop(2, 139.69, 35.69)], size);
    expect(camera.zoom).toBeGreaterThan(1);
    expect(camera.zoom).toBeLessThan(2);
  });
});

describe('the tiles a view needs', () => {
  it('covers the whole view with tiles of the zoom rounded down, over-zoomed past the deepest cut', () => {
    for (const camera of [
      { center: toMercator(2.29, 48.86), zoom: 5 },
      { center: toMercator(135.73, 35.01), zoom: 10.4 },
      { center: toMercator(179.9, 0), zoom: 3.5 },
    ]) {
      const tiles = coveringTiles(camera, size, 6);
      const z = Math.min(Math.floor(camera.zoom), 6);
      expect(new Set(tiles.map((tile) => tile.z))).toEqual(new Set([z]));
      for (const tile of tiles) {
        expect(tile.side).toBeCloseTo(512 * 2 ** (camera.zoom - z), 6);
        expect(tile.x).toBeGreaterThanOrEqual(0);
        expect(tile.x).toBeLessThan(2 ** z);
      }
      // Every corner and the middle of the view falls in a tile.
      for (const [x, y] of [
        [0, 0],
        [size.width - 1, 0],
        [0, size.height - 1],
        [size.width - 1, size.height - 1],
        [size.width / 2, size.height / 2],
      ] as const) {
        expect(
          tiles.some(
            (tile) =>
              x >= tile.left &&
              x < tile.left + tile.side &&
              y >= tile.top &&
              y < tile.top + tile.side,
          ),
        ).toBe(true);
      }
      // And no tile lies wholly outside it.
      for (const tile of tiles) {
        expect(tile.left).toBeLessThan(size.width);
        expect(tile.top).toBeLessThan(size.height);
        expect(tile.left + tile.side).toBeGreaterThan(0);
        expect(tile.top + tile.side).toBeGreaterThan(0);
      }
    }
  });

  it('wraps across the antimeridian to the world’s other side', () => {
    const tiles = coveringTiles({ center: toMercator(179.9, 0), zoom: 3.5 }, size, 6);
    const columns = new Set(tiles.map((tile) => tile.x));
    expect(columns.has(0)).toBe(true);
    expect(columns.has(7)).toBe(true);
  });
});
