import { jitter, mix } from './photo-canvas';
import type { Canvas, Rgb } from './photo-canvas';
import type { Palette } from './photo-palettes';
import type { Random } from './random';

/** The subject of each scene, painted over its sky and hills: a skyline, a temple, trees, a facade… */

export function wave(random: Random, base: number, amplitude: number): (x: number) => number {
  const waves = Array.from({ length: 3 }, (_, octave) => ({
    frequency: random.between(1.5, 4) * (octave + 1),
    phase: random.between(0, Math.PI * 2),
    amplitude: amplitude / (octave + 1),
  }));
  return (x) =>
    base -
    waves.reduce((sum, w) => sum + w.amplitude * Math.sin(x * w.frequency * Math.PI + w.phase), 0);
}

export function skyline(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
  let x = -0.02;
  while (x < 1) {
    const width = random.between(0.04, 0.1);
    const top = horizon - random.between(0.08, 0.38);
    const color = jitter(palette.near, random, 14);
    canvas.rect(x, top, x + width, horizon + 0.01, color);
    if (random.chance(0.2)) canvas.peak(x + width / 2, top - 0.08, width / 6, top, color);
    if (palette.lit || random.chance(0.5)) {
      const windowColor: Rgb = palette.lit
        ? palette.accent
        : mix(palette.skyHorizon, palette.near, 0.4);
      for (let wy = top + 0.02; wy < horizon - 0.02; wy += 0.035) {
        for (let wx = x + 0.008; wx < x + width - 0.012; wx += 0.018) {
          if (random.chance(0.55)) canvas.rect(wx, wy, wx + 0.008, wy + 0.015, windowColor, 0.85);
        }
      }
    }
    x += width + random.between(0, 0.015);
  }
}

export function worship(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
  const center = random.between(0.35, 0.65);
  const body = jitter(mix(palette.near, palette.accent, 0.25), random, 10);
  const width = random.between(0.22, 0.32);
  const top = horizon - random.between(0.18, 0.26);
  canvas.rect(center - width / 2, top, center + width / 2, horizon + 0.01, body);
  if (random.chance(0.5)) {
    canvas.disc(center, top, width / 4, body);
    canvas.rect(center - 0.004, top - width / 2 - 0.06, center + 0.004, top - width / 4, body);
  } else {
    canvas.peak(center, top - random.between(0.18, 0.3), width / 3, top, body);
  }
  for (const side of [-1, 1]) {
    const towerX = center + (side * width) / 2 + side * 0.04;
    const towerTop = horizon - random.between(0.3, 0.45);
    canvas.rect(towerX - 0.012, towerTop, towerX + 0.012, horizon + 0.01, body);
    canvas.peak(towerX, towerTop - 0.05, 0.014, towerTop, body);
  }
  // An arched door and a row of windows.
  const shade = mix(body, [0, 0, 0], 0.45);
  canvas.rect(center - 0.025, horizon - 0.08, center + 0.025, horizon + 0.01, shade);
  canvas.disc(center, horizon - 0.08, 0.025, shade);
  for (let wx = center - width / 2 + 0.03; wx < center + width / 2 - 0.03; wx += 0.045) {
    canvas.rect(wx, top + 0.04, wx + 0.015, top + 0.09, palette.lit ? palette.accent : shade);
  }
}

export function nature(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
  const count = random.int(7, 12);
  for (let index = 0; index < count; index += 1) {
    const x = random.between(-0.05, 1.05);
    const size = random.between(0.04, 0.09);
    const trunkTop = horizon - random.between(0.02, 0.08);
    canvas.rect(
      x - 0.006,
      trunkTop,
      x + 0.006,
      horizon + 0.04,
      mix(palette.near, [60, 40, 20], 0.5),
    );
    const leaves = jitter(mix(palette.near, [40, 140, 60], 0.5), random, 18);
    canvas.disc(x, trunkTop - size * 0.6, size, leaves);
    canvas.disc(x - size * 0.6, trunkTop - size * 0.2, size * 0.7, leaves);
    canvas.disc(x + size * 0.6, trunkTop - size * 0.25, size * 0.7, leaves);
  }
  // A path curving through the grass.
  canvas.peak(
    random.between(0.4, 0.6),
    horizon + 0.02,
    0.25,
    1,
    mix(palette.ground, [220, 210, 180], 0.5),
  );
}

export function facade(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
  const stone = jitter(mix([225, 215, 195], palette.skyHorizon, 0.3), random, 12);
  const shadow = mix(stone, [0, 0, 0], 0.35);
  const left = random.between(0.12, 0.22);
  const right = 1 - random.between(0.12, 0.22);
  const top = horizon - random.between(0.2, 0.28);
  canvas.rect(left, top, right, horizon + 0.02, stone);
  canvas.peak((left + right) / 2, top - 0.1, (right - left) / 2 + 0.02, top, stone);
  canvas.rect(left - 0.02, top - 0.01, right + 0.02, top + 0.015, shadow);
  const columns = random.int(5, 8);
  for (let index = 0; index < columns; index += 1) {
    const x = left + 0.03 + ((right - left - 0.06) * index) / (columns - 1);
    canvas.rect(x - 0.01, top + 0.03, x + 0.01, horizon, mix(stone, [255, 255, 255], 0.2));
    canvas.rect(x + 0.01, top + 0.03, x + 0.016, horizon, shadow);
  }
  canvas.rect(left - 0.04, horizon, right + 0.04, horizon + 0.03, shadow);
}

export function market(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
  let x = 0;
  while (x < 1) {
    const width = random.between(0.12, 0.2);
    const stripeA = jitter(palette.accent, random, 40);
    const stripeB: Rgb = [245, 240, 230];
    const top = horizon - random.between(0.12, 0.18);
    for (let stripe = 0; stripe < 6; stripe += 1) {
      const sx = x + (width * stripe) / 6;
      canvas.rect(sx, top, sx + width / 6, top + 0.06, stripe % 2 === 0 ? stripeA : stripeB);
    }
    canvas.rect(
      x + 0.01,
      top + 0.06,
      x + width - 0.01,
      horizon + 0.05,
      mix(palette.near, [0, 0, 0], 0.3),
    );
    for (let crate = 0; crate < 4; crate += 1) {
      const cx = x + 0.02 + crate * (width / 4.5);
      canvas.disc(cx, horizon + 0.02, 0.012, jitter([230, 140, 40], random, 60));
    }
    x += width + 0.01;
  }
}

export function waterfront(
  canvas: Canvas,
  random: Random,
  palette: Palette,
  horizon: number,
): void {
  const water = mix(palette.skyTop, [20, 60, 110], 0.4);
  const bridge = random.chance(0.6);
  if (bridge) {
    // A bridge: deck and piers, painted before the water so the water mirrors it.
    const deck = horizon - 0.06;
    const color = mix(palette.near, palette.accent, 0.3);
    canvas.rect(0, deck, 1, deck + 0.02, color);
    for (let x = 0.1; x < 1; x += 0.22) canvas.rect(x, deck - 0.18, x + 0.02, horizon, color);
  }
  canvas.reflect(horizon, 0.8, water, random.next() * 10);
  for (let index = 0; index < 30; index += 1) {
    const y = random.between(horizon + 0.01, 0.78);
    const x = random.next();
    canvas.rect(
      x,
      y,
      x + random.between(0.03, 0.1),
      y + 0.004,
      mix(palette.skyHorizon, [255, 255, 255], 0.4),
      0.35,
    );
  }
  canvas.gradient(mix(palette.ground, [230, 210, 170], 0.6), palette.ground, 0.8, 1);
}

export function restaurant(canvas: Canvas, random: Random, palette: Palette): void {
  const warm: Rgb = jitter([120, 70, 40], random, 25);
  canvas.gradient(mix(warm, [20, 12, 10], 0.6), warm, 0, 0.65);
  for (let index = 0; index < 18; index += 1) {
    canvas.glow(
      random.next(),
      random.between(0.05, 0.5),
      random.between(0.02, 0.07),
      jitter([255, 200, 120], random, 30),
      0.7,
    );
  }
  canvas.gradient(jitter([150, 100, 60], random, 20), [70, 45, 30], 0.65, 1);
  const plates = random.int(2, 4);
  for (let index = 0; index < plates; index += 1) {
    const x = random.between(0.15, 0.85);
    const y = random.between(0.72, 0.9);
    canvas.disc(x, y, 0.07, [240, 238, 232]);
    canvas.disc(x, y, 0.045, jitter(palette.accent, random, 50));
  }
}
