import { jitter, mix } from './photo-canvas';
import type { Canvas, Rgb } from './photo-canvas';
import type { Palette } from './photo-palettes';
import { wave } from './photo-subjects';
import type { Random } from './random';

/**
 * The open-air scenes: the sky with its sun or moon (and stars after dusk), ranges of hills that
 * fade into the haze with distance, mountains with snow, a beach with palms, and water that
 * mirrors what stands above it.
 */

/** Sky, halo, sun or moon (a crescent at night) and, for lit palettes, a scatter of stars. */
export function sky(canvas: Canvas, random: Random, palette: Palette, horizon: number): number {
  canvas.gradient(palette.skyTop, palette.skyHorizon, 0, horizon + 0.02);
  if (palette.lit) {
    const stars = random.int(25, 45);
    for (let index = 0; index < stars; index += 1) {
      canvas.disc(
        random.next(),
        random.between(0, horizon * 0.6),
        random.between(0.001, 0.003),
        [250, 250, 240],
        random.between(0.4, 0.9),
      );
    }
  }
  const sunX = random.between(0.12, 0.88);
  const sunY = random.between(0.1, horizon - 0.18);
  const radius = random.between(0.025, 0.05);
  canvas.glow(sunX, sunY, 0.3, palette.sun, 0.35);
  canvas.disc(sunX, sunY, radius, palette.sun);
  if (palette.skyTop[2] < 60) {
    // Night: the moon's dark side, in the sky's colour, cuts a crescent.
    canvas.disc(sunX + radius * 0.45, sunY - radius * 0.3, radius * 0.85, palette.skyTop, 0.92);
  }
  return sunX;
}

/** Ranges of hills from far to near: each nearer one darker and less hazed by the sky. */
export function hills(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
  const ranges = 3;
  for (let index = 0; index < ranges; index += 1) {
    const haze = 0.55 - index * 0.2;
    canvas.ridge(
      wave(random, horizon - 0.12 + index * 0.045, 0.06 - index * 0.012),
      mix(palette.far, palette.skyHorizon, haze),
      horizon + 0.02,
    );
  }
}

/** Snow-capped peaks in two ranges, a lake mirroring them and a dark near shore. */
export function mountains(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
  const snow: Rgb = mix([245, 247, 250], palette.skyHorizon, 0.25);
  for (const [layer, haze] of [
    [0, 0.5],
    [1, 0.15],
  ] as const) {
    const peaks = random.int(3, 5);
    const rock = mix(mix(palette.far, [80, 85, 95], 0.4), palette.skyHorizon, haze);
    for (let index = 0; index < peaks; index += 1) {
      const x = (index + random.between(0.1, 0.9)) / peaks;
      const top = horizon - random.between(0.25, 0.42) + layer * 0.08;
      const half = random.between(0.16, 0.28);
      canvas.peak(x, top, half, horizon + 0.01, jitter(rock, random, 8));
      // The cap: the top part of the same triangle in snow.
      canvas.peak(x, top, half * 0.22, top + (horizon - top) * 0.22, mix(snow, rock, haze * 0.5));
    }
  }
  canvas.ridge(wave(random, horizon - 0.02, 0.02), mix(palette.near, [20, 60, 35], 0.4), horizon);
  canvas.reflect(horizon, 0.86, mix(palette.skyTop, [20, 60, 90], 0.5), random.next() * 10);
  canvas.ridge(wave(random, 0.9, 0.03), mix(palette.near, [0, 0, 0], 0.4), 1);
}

function palm(canvas: Canvas, x: number, base: number, height: number, color: Rgb): void {
  const lean = height * 0.25;
  for (let step = 0; step < 30; step += 1) {
    const t = step / 30;
    const px = x + lean * t * t;
    canvas.rect(px - 0.005, base - height * t, px + 0.005, base - height * t + 0.02, color);
  }
  const topX = x + lean;
  const topY = base - height;
  for (const [dx, dy] of [
    [-0.08, 0.03],
    [-0.05, 0.06],
    [0.08, 0.03],
    [0.05, 0.06],
    [0, -0.02],
  ] as const) {
    for (let step = 0; step <= 12; step += 1) {
      const t = step / 12;
      canvas.disc(topX + dx * t, topY + dy * t * t - 0.01 * Math.sin(t * Math.PI), 0.006, color);
    }
  }
}

/** The sea to the horizon with the sun's path on it, a sandy shore with foam and palms. */
export function beach(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
  const sea = mix(palette.skyTop, [0, 110, 140], 0.45);
  canvas.reflect(horizon, 0.78, sea, random.next() * 10);
  const sand = mix(palette.ground, [235, 215, 170], 0.55);
  canvas.ridge(wave(random, 0.76, 0.015), mix(sand, [255, 255, 255], 0.5), 1);
  canvas.ridge(wave(random, 0.78, 0.015), sand, 1);
  canvas.gradient(sand, mix(sand, [90, 70, 40], 0.35), 0.86, 1);
  const shade = mix(palette.near, [0, 0, 0], 0.55);
  const palms = random.int(1, 3);
  for (let index = 0; index < palms; index += 1) {
    const x = random.chance(0.5) ? random.between(0.02, 0.25) : random.between(0.75, 0.95);
    palm(canvas, x, random.between(0.88, 0.98), random.between(0.4, 0.6), shade);
  }
}
