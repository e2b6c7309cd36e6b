import { addDays, addMinutes } from 'date-fns';
import { encode } from 'jpeg-js';
import type { Activity } from '@contract/trip';
import { PHOTO_ASPECT, PHOTO_JPEG_QUALITY, PHOTO_WIDTHS } from '../places/constants';
import { paintScene } from '../places/photo-scene';
import type { SceneKind } from '../places/photo-scene';
import { hashString } from '../places/random';
import { toBase64 } from './password';
import { seedIds, travellerId } from './seed-ids';
import type { StoredImage } from './state';
import { ACTIVITY_IMAGES } from './stored-images';

/**
 * The memories of maya's completed Lisbon trip (issue 14): photos and reflections on several of its
 * activities, from maya and from Ana Silva (a seeded traveller, editor on that trip), dated within the
 * trip's days. The photos are painted like the catalogue's (places/photo-scene.ts), the same on every
 * run, and stored like uploaded photos, so they are served, proxied and counted the same way. One
 * activity holds the 3 photos allowed; one has a reflection and no photo.
 */

/** Ana Silva (`ana.silva`): the Lisbon trip's editor. */
export const LISBON_COLLABORATOR_ID = travellerId(4);

type Memories = Activity['memories'];

interface SeedPhoto {
  id: string;
  scene: SceneKind;
  by: string;
  /** Minutes after midnight of the activity's day. */
  at: number;
}
interface SeedReflection {
  text: string;
  by: string;
  at: number;
}
interface SeedMemories {
  activityId: string;
  /** 1-based day of the trip. */
  day: number;
  photos: SeedPhoto[];
  reflections: SeedReflection[];
}

const { maya } = seedIds.users;
const ana = LISBON_COLLABORATOR_ID;
const a = seedIds.activities;

const LISBON_MEMORIES: readonly SeedMemories[] = [
  {
    activityId: a.belemSunrise,
    day: 1,
    photos: [
      { id: 'seed-memory-belem-river', scene: 'waterfront', by: maya, at: 7 * 60 + 2 },
      { id: 'seed-memory-belem-tower', scene: 'worship', by: ana, at: 7 * 60 + 24 },
    ],
    reflections: [
      { text: 'Worth the 6 am alarm.', by: maya, at: 8 * 60 + 5 },
      {
        text: 'The tower turned gold for about ten minutes, then the tour buses arrived. Next time I would bring a flask of coffee and sit on the steps by the water.',
        by: ana,
        at: 8 * 60 + 20,
      },
    ],
  },
  {
    activityId: a.pasteisDeBelem,
    day: 1,
    photos: [{ id: 'seed-memory-pasteis', scene: 'restaurant', by: maya, at: 8 * 60 + 40 }],
    reflections: [{ text: 'Three each. No regrets.', by: maya, at: 9 * 60 + 2 }],
  },
  {
    activityId: a.jeronimosCloister,
    day: 2,
    photos: [],
    reflections: [
      {
        text: 'The cloister is quieter than I expected once you are past the ticket hall. We sat in the upper gallery for almost an hour watching the light move across the stone lace of the arches, and nobody hurried us. Vasco da Gama’s tomb is in the church next door, which most people skip on the way out; it is free and it is worth the five minutes. Buying the ticket online really did save us the queue that stretched around the corner.',
        by: ana,
        at: 12 * 60 + 15,
      },
    ],
  },
  {
    activityId: a.castleSunset,
    day: 2,
    photos: [
      { id: 'seed-memory-castle-view', scene: 'skyline', by: maya, at: 18 * 60 + 10 },
      { id: 'seed-memory-castle-walls', scene: 'landscape', by: ana, at: 18 * 60 + 25 },
      { id: 'seed-memory-castle-dusk', scene: 'waterfront', by: maya, at: 18 * 60 + 48 },
    ],
    reflections: [
      {
        text: 'Tram 28 was packed, so we walked up through Alfama instead and were glad of it: laundry lines, a fado singer practising behind a door, and the whole river opening up at the top. The best sunset of the trip.',
        by: maya,
        at: 19 * 60 + 5,
      },
    ],
  },
];

const rendered = new Map<string, StoredImage>();

/** The JPEG of a seeded memory photo (rendered once per process: resets happen often). */
function seedPhoto(photo: SeedPhoto, uploadedAt: number): StoredImage {
  let image = rendered.get(photo.id);
  if (!image) {
    const width = PHOTO_WIDTHS.high;
    const height = Math.round(width * PHOTO_ASPECT);
    const pixels = paintScene(hashString(photo.id), photo.scene, width, height);
    const encoded = encode({ data: pixels, width, height }, PHOTO_JPEG_QUALITY.high);
    image = {
      id: photo.id,
      contentType: 'image/jpeg',
      base64: toBase64(new Uint8Array(encoded.data)),
      uploadedAt,
    };
    rendered.set(photo.id, image);
  }
  return { ...image, uploadedAt };
}

export interface SeededMemories {
  /** Memories by activity id. */
  byActivity: Map<string, Memories>;
  images: StoredImage[];
}

/** The Lisbon trip's memories, for a trip starting on `startDay` (local midnight). */
export function lisbonMemories(startDay: Date): SeededMemories {
  const byActivity = new Map<string, Memories>();
  const images: StoredImage[] = [];
  for (const entry of LISBON_MEMORIES) {
    const timeOf = (minutes: number) => addMinutes(addDays(startDay, entry.day - 1), minutes);
    const photos = entry.photos.map((photo) => {
      const uploadedAt = timeOf(photo.at);
      images.push(seedPhoto(photo, uploadedAt.getTime()));
      return {
        url: ACTIVITY_IMAGES.urlOf(photo.id),
        uploadedBy: photo.by,
        uploadedAt: uploadedAt.toISOString(),
      };
    });
    const reflections = entry.reflections.map((reflection) => ({
      text: reflection.text,
      createdBy: reflection.by,
      createdAt: timeOf(reflection.at).toISOString(),
    }));
    byActivity.set(entry.activityId, { photos, reflections });
  }
  return { byActivity, images };
}
