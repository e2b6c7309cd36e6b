import type { Random } from './random';

/** The pixels a photo is painted on, in 0–1 coordinates, and the colour helpers the painters share. */

export type Rgb = [number, number, number];

export const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

export function jitter(color: Rgb, random: Random, amount: number): Rgb {
  return [
    clamp(color[0] + random.between(-amount, amount)),
    clamp(color[1] + random.between(-amount, amount)),
    clamp(color[2] + random.between(-amount, amount)),
  ];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export class Canvas {
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

  /**
   * Water: the rows above `horizon` mirrored below it down to `bottom`, tinted towards `water`
   * (more so farther from the shore) and shifted sideways in bands, as small waves break a
   * reflection. Offsets are in 0–1 units, so every size shows the same ripples.
   */
  reflect(horizon: number, bottom: number, water: Rgb, seed: number): void {
    const { data, width } = this;
    const horizonY = Math.floor(horizon * this.height);
    const endY = Math.min(this.height, Math.ceil(bottom * this.height));
    for (let y = horizonY; y < endY; y += 1) {
      const depth = (y - horizonY) / Math.max(1, endY - horizonY);
      const sourceY = Math.max(0, horizonY - (y - horizonY) - 1);
      const band = Math.floor((y / this.height) * 90);
      const shift = Math.round(Math.sin(band * 1.7 + seed) * 0.006 * width * (0.3 + depth));
      const tint = 0.35 + depth * 0.45;
      for (let x = 0; x < width; x += 1) {
        const sourceX = Math.min(width - 1, Math.max(0, x + shift));
        const from = (sourceY * width + sourceX) * 4;
        const to = (y * width + x) * 4;
        data[to] = (data[from] ?? 0) + (water[0] - (data[from] ?? 0)) * tint;
        data[to + 1] = (data[from + 1] ?? 0) + (water[1] - (data[from + 1] ?? 0)) * tint;
        data[to + 2] = (data[from + 2] ?? 0) + (water[2] - (data[from + 2] ?? 0)) * tint;
        data[to + 3] = 255;
      }
    }
  }

  /** Darker corners, as a lens gives them. */
  vignette(strength: number): void {
    const { data, width, height } = this;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const dx = x / width - 0.5;
        const dy = y / height - 0.5;
        const fade = 1 - strength * Math.min(1, (dx * dx + dy * dy) * 2.2);
        const offset = (y * width + x) * 4;
        data[offset] = (data[offset] ?? 0) * fade;
        data[offset + 1] = (data[offset + 1] ?? 0) * fade;
        data[offset + 2] = (data[offset + 2] ?? 0) * fade;
      }
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
