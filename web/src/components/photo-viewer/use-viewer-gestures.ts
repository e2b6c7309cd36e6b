import { useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, WheelEvent as ReactWheelEvent } from 'react';
import { canPan, clampPan, pinchZoom, swipeStep, wheelZoom } from './viewer-math';
import type { Offset, Size } from './viewer-math';

interface Point {
  x: number;
  y: number;
}

type Gesture =
  | { kind: 'pan'; pointerId: number; start: Point; origin: Offset }
  | { kind: 'swipe'; pointerId: number; start: Point }
  | { kind: 'pinch'; startDistance: number; startZoom: number };

const distanceOf = (points: readonly Point[]) => {
  const [a, b] = points;
  return a === undefined || b === undefined ? 0 : Math.hypot(a.x - b.x, a.y - b.y);
};

/**
 * The stage's mouse, pen and touch gestures (spec 001 §2 photo viewer: zoom, pan, previous/next):
 * one pointer pans a zoomed photo or, at fitted size, swipes to the previous or next one; two
 * pointers pinch to zoom; the wheel zooms a step a notch.
 */
export function useViewerGestures({
  zoom,
  offset,
  enabled,
  frame,
  onView,
  onStep,
}: {
  zoom: number;
  offset: Offset;
  /** Off while no photo shows (a placeholder cannot be zoomed). */
  enabled: boolean;
  frame: () => Size;
  onView: (zoom: number, offset: Offset) => void;
  onStep: (step: -1 | 1) => void;
}) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const [isPanning, setIsPanning] = useState(false);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // The buttons on the stage keep their own clicks.
    if (event.target instanceof Element && event.target.closest('button') !== null) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    event.currentTarget.setPointerCapture(event.pointerId);
    if (pointers.current.size === 2 && enabled) {
      gesture.current = {
        kind: 'pinch',
        startDistance: distanceOf([...pointers.current.values()]),
        startZoom: zoom,
      };
      setIsPanning(false);
    } else if (pointers.current.size === 1) {
      gesture.current =
        enabled && canPan(zoom)
          ? { kind: 'pan', pointerId: event.pointerId, start: point, origin: offset }
          : { kind: 'swipe', pointerId: event.pointerId, start: point };
      setIsPanning(gesture.current.kind === 'pan');
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (current?.kind === 'pinch') {
      const nextZoom = pinchZoom(
        current.startZoom,
        current.startDistance,
        distanceOf([...pointers.current.values()]),
      );
      onView(nextZoom, clampPan(offset, nextZoom, frame()));
    } else if (current?.kind === 'pan' && current.pointerId === event.pointerId) {
      const moved = {
        x: current.origin.x + event.clientX - current.start.x,
        y: current.origin.y + event.clientY - current.start.y,
      };
      onView(zoom, clampPan(moved, zoom, frame()));
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current?.kind === 'swipe' && current.pointerId === event.pointerId) {
      const step = swipeStep(event.clientX - current.start.x, event.clientY - current.start.y);
      if (step !== 0 && event.type === 'pointerup') onStep(step);
    }
    if (pointers.current.size === 0) {
      gesture.current = null;
      setIsPanning(false);
    }
  };

  const onWheel = (event: ReactWheelEvent<HTMLElement>) => {
    if (!enabled) return;
    const nextZoom = wheelZoom(zoom, event.deltaY);
    if (nextZoom !== zoom) onView(nextZoom, clampPan(offset, nextZoom, frame()));
  };

  return {
    isPanning,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onWheel,
    },
  };
}
