import { createRandom } from './random';
import { Canvas, jitter, mix } from './photo-canvas';
import { beach, hills, mountains, sky } from './photo-landscapes';
import { PALETTES } from './photo-palettes';
import type { Palette } from './photo-palettes';
import {
  facade,
  market,
  nature,
  restaurant,
  skyline,
  waterfront,
  wave,
  worship,
} from './photo-subjects';

/**
 * Paints the picture behind a photo reference: a sky with its sun or moon, hills fading into the haze
 * and a subject that suits the place (a skyline, a temple, snowy mountains over a lake, a beach with
 * palms, trees, a facade, market awnings, a restaurant's lights), in colours drawn from the reference.
 * Water mirrors what stands above it. The composition is laid out in 0–1 coordinates, so every size
 * shows the same picture. A light grain and a vignette give JPEG files the texture of real photos.
 */

export type SceneKind =
  | 'skyline'
  | 'landscape'
  | 'worship'
  | 'nature'
  | 'facade'
  | 'market'
  | 'waterfront'
  | 'beach'
  | 'mountains'
  | 'restaurant';

/** Scene for a Google primary type (or a city or country). */
export function sceneFor(primaryType: string): SceneKind {
  switch (primaryType) {
    case 'locality':
    case 'observation_deck':
    case 'plaza':
      return 'skyline';
    case 'country':
    case 'national_park':
    case 'hiking_area':
    case 'ski_resort':
      return 'mountains';
    case 'tourist_attraction':
      return 'landscape';
    case 'church':
    case 'hindu_temple':
    case 'mosque':
    case 'synagogue':
    case 'place_of_worship':
    case 'historical_landmark':
    case 'monument':
      return 'worship';
    case 'park':
    case 'zoo':
    case 'garden':
      return 'nature';
    case 'museum':
    case 'art_gallery':
      return 'facade';
    case 'market':
      return 'market';
    case 'beach':
    case 'island':
      return 'beach';
    case 'bridge':
    case 'aquarium':
      return 'waterfront';
    default:
      return primaryType.endsWith('restaurant') || ['cafe', 'bar', 'bakery'].includes(primaryType)
        ? 'restaurant'
        : 'landscape';
  }
}

/** RGBA pixels of the scene, `width` × `height`. */
export function paintScene(
  seed: number,
  scene: SceneKind,
  width: number,
  height: number,
): Uint8Array {
  const random = createRandom(seed);
  const canvas = new Canvas(width, height);
  const base = random.pick(PALETTES);
  const palette: Palette = {
    ...base,
    skyTop: jitter(base.skyTop, random, 20),
    skyHorizon: jitter(base.skyHorizon, random, 20),
    far: jitter(base.far, random, 20),
    near: jitter(base.near, random, 20),
    ground: jitter(base.ground, random, 20),
    accent: jitter(base.accent, random, 30),
  };
  if (scene === 'restaurant') {
    restaurant(canvas, random, palette);
  } else {
    const horizon = random.between(0.55, 0.7);
    sky(canvas, random, palette, horizon);
    if (scene !== 'mountains') hills(canvas, random, palette, horizon);
    canvas.gradient(palette.ground, mix(palette.ground, [0, 0, 0], 0.35), horizon, 1);
    switch (scene) {
      case 'mountains':
        mountains(canvas, random, palette, horizon);
        break;
      case 'beach':
        beach(canvas, random, palette, horizon);
        break;
      case 'skyline':
        skyline(canvas, random, palette, horizon);
        break;
      case 'worship':
        worship(canvas, random, palette, horizon);
        break;
      case 'nature':
        nature(canvas, random, palette, horizon);
        break;
      case 'facade':
        facade(canvas, random, palette, horizon);
        break;
      case 'market':
        market(canvas, random, palette, horizon);
        break;
      case 'waterfront':
        waterfront(canvas, random, palette, horizon);
        break;
      case 'landscape':
        if (random.chance(0.5)) {
          canvas.reflect(horizon, 0.8, mix(palette.skyTop, [20, 70, 90], 0.5), random.next() * 10);
          canvas.ridge(wave(random, 0.84, 0.04), palette.near, 1);
        } else {
          canvas.ridge(wave(random, horizon + 0.05, 0.05), palette.near, 1);
        }
        break;
    }
  }
  canvas.vignette(0.35);
  canvas.grain(seed, 14);
  return canvas.data;
}
