/**
 * The photo viewer and lightbox (spec 001 §2 "Place details", §4 "Lightbox zoom 0.5 to 5, factor 1.5
 * per step; the gallery wraps around", §9 "Photo viewer and lightbox zoom").
 */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 5;
export const ZOOM_STEP_FACTOR = 1.5;
/** The zoom a photo opens at, and returns to when another photo is shown. */
export const DEFAULT_ZOOM = 1;
/** A horizontal drag this long (px), at fitted size, is a swipe to the previous or next photo. */
export const SWIPE_DISTANCE = 50;
