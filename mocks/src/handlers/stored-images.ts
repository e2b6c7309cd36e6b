import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { StoredImagesArea } from '../db/stored-images';
import { errorResponse, route } from './respond';

/**
 * GET <the kind's path>/:imageId: the stored bytes under their sniffed type, else 404 with
 * `notFoundMessage`. Public, as an image host's URLs are: <img> tags send no bearer token.
 */
export function storedImageHandler(images: StoredImagesArea, notFoundMessage: string): HttpHandler {
  return http.get(
    `*${images.kind.pathPrefix}/:imageId`,
    route(async ({ params }) => {
      const imageId = typeof params.imageId === 'string' ? params.imageId : '';
      const image = images.get(imageId);
      if (!image) return errorResponse(404, notFoundMessage);
      return new Response(image.bytes, {
        headers: {
          'Content-Type': image.contentType,
          'Content-Length': String(image.bytes.byteLength),
          // An id is never reused for other bytes: a new upload gets a new id.
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
  );
}
