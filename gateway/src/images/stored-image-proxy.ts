import type { RequestHandler } from 'express';
import { createRestTransport } from '../rest/transport';

/**
 * Images the REST server stores on its own origin (profile pictures, trip cover images): their REST
 * URL is a path without host (e.g. the mock's `/api/v1/trip/cover-image/<id>`), which the browser
 * cannot load from the app's origin (CSP `img-src 'self'`). The gateway serves them under a route of
 * its own and streams the bytes from the REST server.
 */
export interface StoredImageKind {
  /** The REST path the stored images live under, with the trailing slash. */
  upstreamPrefix: string;
  /** The gateway route the browser loads them from, without the trailing slash. */
  route: string;
}

const imageIdPattern = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The URL the client gets for a stored image: the gateway's route for images the REST server
 * stores itself; any other value (e.g. a full image-host URL of a real server) is passed on as is.
 */
export function clientStoredImageUrl(
  kind: StoredImageKind,
  restUrl: string | null | undefined,
): string | null {
  if (!restUrl) return null;
  if (!restUrl.startsWith(kind.upstreamPrefix)) return restUrl;
  const imageId = restUrl.slice(kind.upstreamPrefix.length);
  return imageIdPattern.test(imageId) ? `${kind.route}/${imageId}` : null;
}

export interface StoredImageProxyOptions {
  apiBaseUrl: string;
  timeoutMs: number;
}

/** Headers of the upstream image answer worth passing on to the browser. */
const RELAYED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
];

/**
 * GET <route>/:imageId: the stored image from the REST server. Public, as the upstream URL is (<img>
 * sends no bearer token); only image answers are relayed.
 */
export function storedImageProxy(
  kind: StoredImageKind,
  options: StoredImageProxyOptions,
): RequestHandler {
  return async (req, res) => {
    const imageId = typeof req.params.imageId === 'string' ? req.params.imageId : '';
    if (!imageIdPattern.test(imageId)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const transport = createRestTransport({
      apiBaseUrl: options.apiBaseUrl,
      relaySetCookie: () => undefined,
      timeoutMs: options.timeoutMs,
    });
    let upstream: Response;
    try {
      upstream = await transport.raw(`${kind.upstreamPrefix}${imageId}`);
    } catch {
      res.status(502).type('text/plain').send('Image unavailable');
      return;
    }
    // Stored images are at most 5 MB: read whole, so a failed read is still a clean answer.
    let body: Buffer;
    try {
      body = Buffer.from(await upstream.arrayBuffer());
    } catch {
      res.status(502).type('text/plain').send('Image unavailable');
      return;
    }
    const contentType = upstream.headers.get('content-type') ?? '';
    if (!upstream.ok || !contentType.startsWith('image/')) {
      res
        .status(upstream.status === 404 ? 404 : 502)
        .type('text/plain')
        .send('Image unavailable');
      return;
    }
    for (const name of RELAYED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200).end(body);
  };
}
