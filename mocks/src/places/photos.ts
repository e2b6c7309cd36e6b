import { encode } from 'jpeg-js';
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { paths } from '@contract/paths';
import { batchPhotosRequest, placePhotoQuery } from '@contract/places';
import type { BatchPhotoResult, BatchPhotosResponse, PhotoQuality } from '@contract/places';
import {
  ApiError,
  jsonResponse,
  parseQuery,
  parseRequest,
  readJsonObject,
  route,
} from '../handlers/respond';
import { getCatalogue } from './catalogue';
import {
  PHOTO_ASPECT,
  PHOTO_CACHE_BYTES,
  PHOTO_CACHE_CONTROL,
  PHOTO_JPEG_QUALITY,
  PHOTO_WIDTHS,
  placesMessages,
} from './constants';
import { decodePhotoRef } from './ids';
import { paintScene, sceneFor } from './photo-scene';
import type { SceneKind } from './photo-scene';
import { hashString } from './random';
import { photoCountOf, photoUrl } from './views';

/**
 * Place photos (D1 §7, D2 §4, §7): real JPEG bytes for every reference the catalogue hands out, the
 * same picture at four sizes, rendered on first request and then served from a bounded memory cache.
 */

export interface RenderedPhoto {
  bytes: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
  etag: string;
}

export type PhotoLookup =
  | { status: 'malformed' }
  | { status: 'unknown' }
  | { status: 'ok'; scene: SceneKind; seed: number };

/** Whether a reference is well formed (else 400) and names a photo of a known place (else 404). */
export function lookupPhoto(ref: string): PhotoLookup {
  const check = decodePhotoRef(ref);
  if (check.status !== 'ok') return check;
  const place = getCatalogue().resolve(check.placeId);
  if (!place || check.index >= photoCountOf(place)) return { status: 'unknown' };
  const primaryType =
    place.kind === 'country'
      ? 'country'
      : place.kind === 'city'
        ? 'locality'
        : place.stub.primaryType;
  // Most photos of a place show its subject; one in three a view of its surroundings.
  const scene = check.index % 3 === 2 ? 'landscape' : sceneFor(primaryType);
  return { status: 'ok', scene, seed: hashString(ref) };
}

/** Rendered photos by `quality|ref`, least recently used first (a Map keeps insertion order). */
const cache = new Map<string, RenderedPhoto>();
let cachedBytes = 0;

function remember(key: string, photo: RenderedPhoto): void {
  cache.set(key, photo);
  cachedBytes += photo.bytes.length;
  while (cachedBytes > PHOTO_CACHE_BYTES && cache.size > 1) {
    const oldest = cache.keys().next();
    if (oldest.done) break;
    cachedBytes -= cache.get(oldest.value)?.bytes.length ?? 0;
    cache.delete(oldest.value);
  }
}

/** The photo's JPEG at a tier, or null when the reference is not one of the catalogue's. */
export function renderPhoto(ref: string, quality: PhotoQuality): RenderedPhoto | null {
  const key = `${quality}|${ref}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const lookup = lookupPhoto(ref);
  if (lookup.status !== 'ok') return null;
  const width = PHOTO_WIDTHS[quality];
  const height = Math.round(width * PHOTO_ASPECT);
  const pixels = paintScene(lookup.seed, lookup.scene, width, height);
  const encoded = encode({ data: pixels, width, height }, PHOTO_JPEG_QUALITY[quality]);
  const photo: RenderedPhoto = {
    bytes: new Uint8Array(encoded.data),
    width,
    height,
    etag: `"${lookup.seed.toString(16)}-${quality}"`,
  };
  remember(key, photo);
  return photo;
}

/** How many rendered photos and bytes the cache holds (tests, bench). */
export function photoCacheStats(): { photos: number; bytes: number } {
  return { photos: cache.size, bytes: cachedBytes };
}

function photoFailure(ref: string): string | null {
  const lookup = lookupPhoto(ref);
  if (lookup.status === 'malformed') return placesMessages.invalidPhotoRef;
  if (lookup.status === 'unknown') return placesMessages.photoNotFound;
  return null;
}

export function createPhotoHandlers(): HttpHandler[] {
  return [
    http.get(
      `*${paths.placePhoto}`,
      route(async ({ request }) => {
        const { ref, quality } = parseQuery(placePhotoQuery, request);
        const failure = photoFailure(ref);
        if (failure)
          throw new ApiError(failure === placesMessages.photoNotFound ? 404 : 400, failure);
        const photo = renderPhoto(ref, quality);
        if (!photo) throw new ApiError(404, placesMessages.photoNotFound);
        const headers = {
          'Cache-Control': PHOTO_CACHE_CONTROL,
          ETag: photo.etag,
        };
        if (request.headers.get('if-none-match') === photo.etag) {
          return new Response(null, { status: 304, headers });
        }
        return new Response(photo.bytes, {
          headers: {
            ...headers,
            'Content-Type': 'image/jpeg',
            'Content-Length': String(photo.bytes.length),
          },
        });
      }),
    ),

    http.post(
      `*${paths.batchPhotos}`,
      route(async ({ request }) => {
        const { photoRefs, quality } = parseRequest(
          batchPhotosRequest,
          await readJsonObject(request),
        );
        const photos = photoRefs.map((photoRef): BatchPhotoResult => {
          const failure = photoFailure(photoRef);
          return failure
            ? { photoRef, success: false, image: null, error: failure }
            : { photoRef, success: true, image: photoUrl(photoRef, quality) };
        });
        const answer: BatchPhotosResponse = {
          success: true,
          message: placesMessages.photosFetched,
          data: {
            photos,
            summary: {
              total: photos.length,
              successful: photos.filter((photo) => photo.success).length,
            },
          },
        };
        return jsonResponse(answer);
      }),
    ),
  ];
}
