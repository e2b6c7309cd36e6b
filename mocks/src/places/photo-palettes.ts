import type { Rgb } from './photo-canvas';

/** The light a photo is painted in: sky, sun, hills, ground and an accent colour. */

export interface Palette {
  skyTop: Rgb;
  skyHorizon: Rgb;
  sun: Rgb;
  far: Rgb;
  near: Rgb;
  ground: Rgb;
  accent: Rgb;
  lit: boolean;
}

export const PALETTES: Palette[] = [
  // clear day
  {
    skyTop: [70, 130, 210],
    skyHorizon: [190, 220, 245],
    sun: [255, 250, 225],
    far: [120, 150, 180],
    near: [70, 110, 90],
    ground: [95, 120, 70],
    accent: [210, 90, 60],
    lit: false,
  },
  // golden hour
  {
    skyTop: [90, 120, 190],
    skyHorizon: [250, 200, 140],
    sun: [255, 230, 170],
    far: [160, 130, 140],
    near: [90, 80, 70],
    ground: [120, 95, 60],
    accent: [200, 70, 50],
    lit: false,
  },
  // dusk
  {
    skyTop: [40, 40, 100],
    skyHorizon: [240, 130, 110],
    sun: [255, 190, 140],
    far: [110, 80, 120],
    near: [50, 40, 60],
    ground: [45, 40, 50],
    accent: [240, 180, 80],
    lit: true,
  },
  // night
  {
    skyTop: [10, 15, 40],
    skyHorizon: [40, 50, 90],
    sun: [235, 235, 220],
    far: [35, 40, 70],
    near: [20, 22, 40],
    ground: [18, 20, 30],
    accent: [250, 200, 110],
    lit: true,
  },
  // misty morning
  {
    skyTop: [170, 185, 200],
    skyHorizon: [225, 228, 225],
    sun: [250, 245, 230],
    far: [165, 175, 180],
    near: [110, 125, 120],
    ground: [120, 130, 110],
    accent: [180, 80, 70],
    lit: false,
  },
  // tropical
  {
    skyTop: [30, 150, 220],
    skyHorizon: [170, 230, 240],
    sun: [255, 255, 235],
    far: [80, 160, 150],
    near: [30, 120, 80],
    ground: [215, 195, 150],
    accent: [240, 120, 60],
    lit: false,
  },
];
