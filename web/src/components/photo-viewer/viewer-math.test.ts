import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, MIN_ZOOM } from './constants';
import {
  canPan,
  canZoomIn,
  canZoomOut,
  clampPan,
  counterText,
  pinchZoom,
  swipeStep,
  wheelZoom,
  wrapIndex,
  zoomIn,
  zoomOut,
} from './viewer-math';

describe('wrapIndex (spec 001 §4 "the gallery wraps around")', () => {
  it('moves forward and back inside the list', () => {
    expect(wrapIndex(1, 1, 5)).toBe(2);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });

  it('wraps from the last to the first and from the first to the last', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });

  it('stays on a single photo, and answers 0 for an empty list', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('zoom (spec 001 §4, §9: 0.5 to 5, factor 1.5 per step)', () => {
  it('multiplies and divides by 1.5 per step', () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomIn(1.5)).toBe(2.25);
    expect(zoomOut(1)).toBeCloseTo(0.666667, 5);
  });

  it('returns exactly to 1 after the same number of steps in and out', () => {
    expect(zoomOut(zoomOut(zoomIn(zoomIn(1))))).toBe(1);
  });

  it('stops at 5 going in and at 0.5 going out', () => {
    let zoom = 1;
    for (let step = 0; step < 10; step += 1) zoom = zoomIn(zoom);
    expect(zoom).toBe(MAX_ZOOM);
    expect(canZoomIn(zoom)).toBe(false);
    // 1 → 0.667 → 0.5 (0.444 clamped)
    expect(zoomOut(zoomOut(1))).toBe(MIN_ZOOM);
    expect(canZoomOut(MIN_ZOOM)).toBe(false);
    expect(zoomIn(MIN_ZOOM)).toBe(0.75);
  });

  it('3.375 × 1.5 = 5.0625 is clamped to 5', () => {
    expect(zoomIn(3.375)).toBe(5);
  });
});

describe('clampPan (drag-to-pan when zoomed)', () => {
  const frame = { width: 800, height: 600 };

  it('has nothing to pan at zoom 1 or below', () => {
    expect(canPan(1)).toBe(false);
    expect(canPan(0.5)).toBe(false);
    expect(clampPan({ x: 120, y: -40 }, 1, frame)).toEqual({ x: 0, y: 0 });
  });

  it('keeps the offset inside half the overflow each way', () => {
    // At zoom 2 the photo is 1600×1200: it may move 400 px sideways and 300 px up or down.
    expect(canPan(2)).toBe(true);
    expect(clampPan({ x: 100, y: -50 }, 2, frame)).toEqual({ x: 100, y: -50 });
    expect(clampPan({ x: 1000, y: -1000 }, 2, frame)).toEqual({ x: 400, y: -300 });
    expect(clampPan({ x: -1000, y: 1000 }, 2, frame)).toEqual({ x: -400, y: 300 });
  });
});

describe('counterText', () => {
  it('says "3 / 5" for the third of five', () => {
    expect(counterText(2, 5)).toBe('3 / 5');
  });
});

describe('gestures (spec 001 §2 photo viewer: wheel, pinch, swipe)', () => {
  it('a pinch follows the spread and stays within 0.5–5', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(1, 100, 10_000)).toBe(MAX_ZOOM);
    expect(pinchZoom(1, 100, 1)).toBe(MIN_ZOOM);
    expect(pinchZoom(1.5, 0, 80)).toBe(1.5);
  });

  it('a wheel notch is one step of 1.5, up zooms in, within the limits', () => {
    expect(wheelZoom(1, -100)).toBe(1.5);
    expect(wheelZoom(1.5, 3)).toBe(1);
    expect(wheelZoom(MAX_ZOOM, -1)).toBe(MAX_ZOOM);
    expect(wheelZoom(MIN_ZOOM, 1)).toBe(MIN_ZOOM);
    expect(wheelZoom(1, 0)).toBe(1);
  });

  it('a swipe left shows the next photo, right the previous; short or vertical drags do nothing', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});
