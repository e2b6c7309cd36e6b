import { DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM, SWIPE_DISTANCE, ZOOM_STEP_FACTOR } from './constants';

/** Pure rules of the photo viewer: index wrap-around, zoom steps and the pan limits. */

/** The index after moving by `step` (±1) through `count` photos, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

// Floating point: 1 × 1.5 × 1.5 ÷ 1.5 ÷ 1.5 should land on 1 again, not 0.9999999.
const roundZoom = (zoom: number) => Math.round(zoom * 1e6) / 1e6;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, roundZoom(zoom)));
}

export function zoomIn(zoom: number): number {
  return clampZoom(zoom * ZOOM_STEP_FACTOR);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom / ZOOM_STEP_FACTOR);
}

export const canZoomIn = (zoom: number) => zoom < MAX_ZOOM;
export const canZoomOut = (zoom: number) => zoom > MIN_ZOOM;

/** Drag-to-pan is on only while the photo is enlarged beyond its fitted size. */
export const canPan = (zoom: number) => zoom > DEFAULT_ZOOM;

export interface Offset {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const NO_OFFSET: Offset = { x: 0, y: 0 };

/**
 * Keeps a panned photo covering its frame: at zoom z the photo (fitted to `frame`) is z times larger,
 * so it may move at most half of the overflow each way. At zoom ≤ 1 there is nothing to pan.
 */
export function clampPan(offset: Offset, zoom: number, frame: Size): Offset {
  if (!canPan(zoom)) return NO_OFFSET;
  const maxX = (frame.width * (zoom - 1)) / 2;
  const maxY = (frame.height * (zoom - 1)) / 2;
  return {
    x: Math.min(maxX, Math.max(-maxX, offset.x)),
    y: Math.min(maxY, Math.max(-maxY, offset.y)),
  };
}

/** Counter text, "3 / 5" for the third of five photos. */
export const counterText = (index: number, count: number) => `${index + 1} / ${count}`;

/** Pinch: the zoom follows the fingers' spread since the pinch began, within 0.5–5. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom;
  return clampZoom((startZoom * distance) / startDistance);
}

/** One wheel notch is one zoom step: up (negative delta) zooms in. */
export const wheelZoom = (zoom: number, deltaY: number) =>
  deltaY < 0 ? zoomIn(zoom) : deltaY > 0 ? zoomOut(zoom) : zoom;

/** A mostly horizontal drag of at least `SWIPE_DISTANCE`: left shows the next photo (+1). */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
