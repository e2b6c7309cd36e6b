import { createRandom } from './random';
import type { Random } from './random';

/**
 * Paints the picture behind a photo reference: a sky, a sun, hills and a subject that suits the place
 * (a skyline, a temple, trees, a facade, market awnings, a restaurant's lights), in colours drawn from
 * the reference. The composition is laid out in 0–1 coordinates, so every size shows the same picture.
 * A light grain gives JPEG files the weight of real photos.
 */

export type SceneKind =
  | 'skyline'
  | 'landscape'
  | 'worship'
  | 'nature'
  | 'facade'
  | 'market'
  | 'waterfront'
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
    case 'bridge':
    case 'aquarium':
      return 'waterfront';
    default:
      return primaryType.endsWith('restaurant') || ['cafe', 'bar', 'bakery'].includes(primaryType)
        ? 'restaurant'
        : 'landscape';
  }
}

type Rgb = [number, number, number];

interface Palette {
  skyTop: Rgb;
  skyHorizon: Rgb;
  sun: Rgb;
  far: Rgb;
  near: Rgb;
  ground: Rgb;
  accent: Rgb;
  lit: boolean;
}

const PALETTES: Palette[] = [
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

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

function jitter(color: Rgb, random: Random, amount: number): Rgb {
  return [
    clamp(color[0] + random.between(-amount, amount)),
    clamp(color[1] + random.between(-amount, amount)),
    clamp(color[2] + random.between(-amount, amount)),
  ];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  private put(x: number, y: number, color: Rgb, alpha = 1): void {
    const offset = (y * this.width + x) * 4;
    const { data } = this;
    if (alpha >= 1) {
      data[offset] = color[0];
      data[offset + 1] = color[1];
      data[offset + 2] = color[2];
    } else {
      data[offset] = (data[offset] ?? 0) + (color[0] - (data[offset] ?? 0)) * alpha;
      data[offset + 1] = (data[offset + 1] ?? 0) + (color[1] - (data[offset + 1] ?? 0)) * alpha;
      data[offset + 2] = (data[offset + 2] ?? 0) + (color[2] - (data[offset + 2] ?? 0)) * alpha;
    }
    data[offset + 3] = 255;
  }

  /** Rows from top to bottom blending two colours. */
  gradient(top: Rgb, bottom: Rgb, from = 0, to = 1): void {
    const startY = Math.floor(from * this.height);
    const endY = Math.ceil(to * this.height);
    for (let y = startY; y < endY; y += 1) {
      const color = mix(top, bottom, (y - startY) / Math.max(1, endY - startY - 1));
      for (let x = 0; x < this.width; x += 1) this.put(x, y, color);
    }
  }

  /** A filled rectangle in 0–1 coordinates. */
  rect(x0: number, y0: number, x1: number, y1: number, color: Rgb, alpha = 1): void {
    const left = Math.max(0, Math.floor(x0 * this.width));
    const right = Math.min(this.width, Math.ceil(x1 * this.width));
    const top = Math.max(0, Math.floor(y0 * this.height));
    const bottom = Math.min(this.height, Math.ceil(y1 * this.height));
    for (let y = top; y < bottom; y += 1) {
      for (let x = left; x < right; x += 1) this.put(x, y, color, alpha);
    }
  }

  /** A filled disc; radius relative to the width. A soft edge keeps it from looking cut out. */
  disc(cx: number, cy: number, radius: number, color: Rgb, alpha = 1): void {
    const r = radius * this.width;
    const centerX = cx * this.width;
    const centerY = cy * this.height;
    const left = Math.max(0, Math.floor(centerX - r - 1));
    const right = Math.min(this.width, Math.ceil(centerX + r + 1));
    const top = Math.max(0, Math.floor(centerY - r - 1));
    const bottom = Math.min(this.height, Math.ceil(centerY + r + 1));
    for (let y = top; y < bottom; y += 1) {
      for (let x = left; x < right; x += 1) {
        const distance = Math.hypot(x - centerX, y - centerY);
        const edge = Math.min(1, Math.max(0, r - distance + 0.5));
        if (edge > 0) this.put(x, y, color, alpha * edge);
      }
    }
  }

  /** A soft glow around a point (the sun's halo, a lamp). */
  glow(cx: number, cy: number, radius: number, color: Rgb, strength: number): void {
    const r = radius * this.width;
    const centerX = cx * this.width;
    const centerY = cy * this.height;
    const left = Math.max(0, Math.floor(centerX - r));
    const right = Math.min(this.width, Math.ceil(centerX + r));
    const top = Math.max(0, Math.floor(centerY - r));
    const bottom = Math.min(this.height, Math.ceil(centerY + r));
    for (let y = top; y < bottom; y += 1) {
      for (let x = left; x < right; x += 1) {
        const t = 1 - Math.hypot(x - centerX, y - centerY) / r;
        if (t > 0) this.put(x, y, color, strength * t * t);
      }
    }
  }

  /** A triangle pointing up: apex (x, top), base from x - half to x + half at `base`. */
  peak(x: number, top: number, half: number, base: number, color: Rgb): void {
    const startY = Math.max(0, Math.floor(top * this.height));
    const endY = Math.min(this.height, Math.ceil(base * this.height));
    for (let y = startY; y < endY; y += 1) {
      const t = (y / this.height - top) / Math.max(1e-6, base - top);
      const left = Math.max(0, Math.floor((x - half * t) * this.width));
      const right = Math.min(this.width, Math.ceil((x + half * t) * this.width));
      for (let px = left; px < right; px += 1) this.put(px, y, color);
    }
  }

  /** A ridge line: every column filled from height(x) down to the bottom. */
  ridge(height: (x: number) => number, color: Rgb, bottom = 1): void {
    const endY = Math.min(this.height, Math.ceil(bottom * this.height));
    for (let x = 0; x < this.width; x += 1) {
      const top = Math.max(0, Math.floor(height(x / this.width) * this.height));
      for (let y = top; y < endY; y += 1) this.put(x, y, color);
    }
  }

  /** Film grain: the same noise for the same seed at every size. */
  grain(seed: number, amount: number): void {
    const { data } = this;
    let state = seed >>> 0;
    for (let offset = 0; offset < data.length; offset += 4) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const noise = ((state >>> 24) / 255 - 0.5) * amount;
      data[offset] = clamp((data[offset] ?? 0) + noise);
      data[offset + 1] = clamp((data[offset + 1] ?? 0) + noise);
      data[offset + 2] = clamp((data[offset + 2] ?? 0) + noise);
    }
  }
}

function wave(random: Random, base: number, amplitude: number): (x: number) => number {
  const waves = Array.from({ length: 3 }, (_, octave) => ({
    frequency: random.between(1.5, 4) * (octave + 1),
    phase: random.between(0, Math.PI * 2),
    amplitude: amplitude / (octave + 1),
  }));
  return (x) =>
    base -
    waves.reduce((sum, w) => sum + w.amplitude * Math.sin(x * w.frequency * Math.PI + w.phase), 0);
}

function skyline(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
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

function worship(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
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

function nature(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
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

function facade(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
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

function market(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
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

function waterfront(canvas: Canvas, random: Random, palette: Palette, horizon: number): void {
  const water = mix(palette.skyTop, [20, 60, 110], 0.4);
  canvas.gradient(mix(water, palette.skyHorizon, 0.35), water, horizon, 0.8);
  for (let index = 0; index < 40; index += 1) {
    const y = random.between(horizon + 0.01, 0.78);
    const x = random.next();
    canvas.rect(
      x,
      y,
      x + random.between(0.03, 0.12),
      y + 0.004,
      mix(palette.skyHorizon, [255, 255, 255], 0.4),
      0.5,
    );
  }
  canvas.gradient(mix(palette.ground, [230, 210, 170], 0.6), palette.ground, 0.8, 1);
  if (random.chance(0.6)) {
    // A bridge: deck and arches.
    const deck = horizon - 0.06;
    const color = mix(palette.near, palette.accent, 0.3);
    canvas.rect(0, deck, 1, deck + 0.02, color);
    for (let x = 0.1; x < 1; x += 0.22) canvas.rect(x, deck - 0.18, x + 0.02, horizon + 0.1, color);
  }
}

function restaurant(canvas: Canvas, random: Random, palette: Palette): void {
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
    canvas.gradient(palette.skyTop, palette.skyHorizon, 0, horizon + 0.02);
    const sunX = random.between(0.1, 0.9);
    const sunY = random.between(0.12, horizon - 0.15);
    canvas.glow(sunX, sunY, 0.25, palette.sun, 0.35);
    canvas.disc(sunX, sunY, random.between(0.025, 0.05), palette.sun);
    canvas.ridge(
      wave(random, horizon - 0.1, 0.06),
      mix(palette.far, palette.skyHorizon, 0.35),
      horizon + 0.02,
    );
    canvas.ridge(wave(random, horizon - 0.02, 0.035), palette.far, horizon + 0.02);
    canvas.gradient(palette.ground, mix(palette.ground, [0, 0, 0], 0.35), horizon, 1);
    switch (scene) {
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
        canvas.ridge(wave(random, horizon + 0.05, 0.05), palette.near, 1);
        break;
    }
  }
  canvas.grain(seed, 14);
  return canvas.data;
}
