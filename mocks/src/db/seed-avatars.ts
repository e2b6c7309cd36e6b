import { encode } from 'jpeg-js';
import { Canvas, jitter } from '../places/photo-canvas';
import type { Rgb } from '../places/photo-canvas';
import { createRandom } from '../places/random';
import { toBase64 } from './password';
import type { StoredImage } from './state';

/**
 * Profile pictures for the seeded travellers: a head-and-shoulders portrait on a coloured ground,
 * painted like the catalogue's photos (places/photo-canvas.ts) and the same for a given seed on every
 * run. Stored like an uploaded picture, so they are served, proxied and replaced the same way.
 */

const SIZE = 128;
const JPEG_QUALITY = 80;

const BACKGROUNDS: readonly [Rgb, Rgb][] = [
  [
    [86, 156, 214],
    [38, 84, 140],
  ],
  [
    [240, 170, 90],
    [196, 98, 52],
  ],
  [
    [120, 190, 140],
    [48, 116, 86],
  ],
  [
    [200, 140, 210],
    [120, 70, 150],
  ],
  [
    [250, 210, 110],
    [210, 150, 40],
  ],
  [
    [130, 200, 210],
    [40, 120, 140],
  ],
  [
    [230, 130, 140],
    [160, 60, 80],
  ],
];
const SKIN: readonly Rgb[] = [
  [247, 214, 186],
  [234, 192, 160],
  [214, 160, 120],
  [182, 128, 92],
  [141, 94, 62],
  [98, 64, 44],
];
const HAIR: readonly Rgb[] = [
  [34, 26, 22],
  [70, 46, 30],
  [120, 82, 46],
  [196, 160, 96],
  [150, 60, 36],
  [110, 110, 110],
];
const SHIRTS: readonly Rgb[] = [
  [240, 240, 236],
  [52, 72, 110],
  [180, 60, 60],
  [60, 120, 90],
  [230, 190, 80],
  [90, 90, 96],
];

/** The JPEG bytes of the portrait for `seed`. */
export function renderAvatar(seed: string): Uint8Array<ArrayBuffer> {
  const random = createRandom(`avatar:${seed}`);
  const canvas = new Canvas(SIZE, SIZE);
  const [top, bottom] = random.pick(BACKGROUNDS);
  canvas.gradient(top, bottom);
  const skin = jitter(random.pick(SKIN), random, 6);
  const hair = jitter(random.pick(HAIR), random, 8);
  const shirt = jitter(random.pick(SHIRTS), random, 10);
  const longHair = random.chance(0.5);
  if (longHair) canvas.rect(0.29, 0.36, 0.71, 0.72, hair);
  canvas.disc(0.5, 1.08, 0.42, shirt);
  canvas.rect(0.44, 0.56, 0.56, 0.72, skin);
  canvas.disc(0.5, 0.4, 0.215, hair);
  canvas.disc(0.5, 0.45, 0.19, skin);
  const encoded = encode({ data: canvas.data, width: SIZE, height: SIZE }, JPEG_QUALITY);
  return new Uint8Array(encoded.data);
}

const rendered = new Map<string, StoredImage>();

/** The stored picture of a seeded traveller (rendered once per process: resets happen often). */
export function seedAvatar(pictureId: string, seed: string, uploadedAt: number): StoredImage {
  let image = rendered.get(pictureId);
  if (!image) {
    image = {
      id: pictureId,
      contentType: 'image/jpeg',
      base64: toBase64(renderAvatar(seed)),
      uploadedAt,
    };
    rendered.set(pictureId, image);
  }
  return { ...image, uploadedAt };
}
