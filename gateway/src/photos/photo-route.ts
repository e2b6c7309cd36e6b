import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { Response as ExpressResponse } from 'express';
import { photoQuality } from '@contract/places';
import type { PhotoQuality } from '@contract/places';
import {
  DEFAULT_ROUTE_QUALITY,
  PHOTO_CACHE_CONTROL,
  PHOTO_ERROR_CACHE_CONTROL,
  PLACEHOLDER_CACHE_CONTROL,
  PLACEHOLDER_PATH,
} from '../places/constants';
import { isUpstreamTimeoutError } from '../rest/errors';
import { createRestTransport } from '../rest/transport';
import { placesRest } from '../rest/places';
import { placeholderSvg } from './placeholder';

/**
 * Image bytes as plain HTTP, never inside GraphQL (issue 3):
 * - `GET /photos/<encodeURIComponent(ref)>?quality=low|medium|high|ultra` streams the REST
 *   `places/place-photo?ref=&quality=` answer through, with its content type and length and a year of
 *   immutable caching (a reference's picture never changes). A ref with raw slashes works too.
 * - `GET /photos/placeholder?name=<place name>&quality=…` draws the picture of a place without one.
 * Photos are public: no Authorization or Cookie header is forwarded, so shared caches may keep them.
 */

export interface PhotoRouterOptions {
  apiBaseUrl: string;
  timeoutMs?: number;
}

export const photoRouteMessages = {
  refRequired: 'A photo reference is required',
  invalidQuality: 'quality must be one of low, medium, high, ultra',
  notFound: 'Photo not found',
  upstreamFailed: 'The photo could not be loaded',
} as const;

/** Absent: the default tier; present but not a tier: null (400). */
function qualityOf(value: unknown): PhotoQuality | null {
  if (value === undefined) return DEFAULT_ROUTE_QUALITY;
  const parsed = photoQuality.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function sendError(res: ExpressResponse, status: number, message: string): void {
  res
    .status(status)
    .set('Cache-Control', PHOTO_ERROR_CACHE_CONTROL)
    .type('text/plain')
    .send(message);
}

/** Upstream 400 and 404 keep their status; any other failure is the gateway's 502 (504 on timeout). */
function statusForUpstream(status: number): number {
  return status === 400 || status === 404 ? status : 502;
}

export function createPhotoRouter(options: PhotoRouterOptions): Router {
  const rest = placesRest(
    createRestTransport({
      apiBaseUrl: options.apiBaseUrl,
      relaySetCookie: () => undefined, // photo answers set no cookies the browser needs
      timeoutMs: options.timeoutMs,
    }),
  );
  const router = Router();

  router.get(`/${PLACEHOLDER_PATH}`, (req, res) => {
    const quality = qualityOf(req.query.quality);
    if (!quality) {
      sendError(res, 400, photoRouteMessages.invalidQuality);
      return;
    }
    const name = typeof req.query.name === 'string' ? req.query.name : '';
    res
      .status(200)
      .set('Cache-Control', PLACEHOLDER_CACHE_CONTROL)
      .type('image/svg+xml')
      .send(placeholderSvg(name, quality));
  });

  // `*ref`: one encoded segment (`places%2F…`) or the raw reference with its slashes.
  router.get('/*ref', async (req, res) => {
    const segments: unknown = req.params.ref;
    const ref = (Array.isArray(segments) ? segments.join('/') : String(segments ?? '')).trim();
    const quality = qualityOf(req.query.quality);
    if (ref === '') {
      sendError(res, 400, photoRouteMessages.refRequired);
      return;
    }
    if (!quality) {
      sendError(res, 400, photoRouteMessages.invalidQuality);
      return;
    }

    let upstream: Response;
    try {
      upstream = await rest.placePhoto(ref, quality);
    } catch (error) {
      sendError(res, isUpstreamTimeoutError(error) ? 504 : 502, photoRouteMessages.upstreamFailed);
      return;
    }

    if (!upstream.ok || !upstream.body) {
      // Not awaited: the error body is not needed, and msw's in-process stream never settles a cancel.
      void upstream.body?.cancel().catch(() => undefined);
      const status = statusForUpstream(upstream.status);
      sendError(
        res,
        status,
        status === 404 ? photoRouteMessages.notFound : photoRouteMessages.upstreamFailed,
      );
      return;
    }

    res.status(200);
    res.set('Content-Type', upstream.headers.get('content-type') ?? 'application/octet-stream');
    const length = upstream.headers.get('content-length');
    if (length !== null) res.set('Content-Length', length);
    res.set('Cache-Control', PHOTO_CACHE_CONTROL);
    try {
      // The DOM and node:stream/web ReadableStream types differ only on paper; fetch's body is Node's.
      await pipeline(Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>), res);
    } catch {
      // The browser went away or the upstream broke mid-stream: the headers are sent, nothing to add.
      res.destroy();
    }
  });

  return router;
}
