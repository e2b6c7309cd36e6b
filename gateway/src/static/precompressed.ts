import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/** The encodings the build writes beside each text asset (web/build/precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Whether the request's Accept-Encoding allows `encoding` (a `;q=0` refuses it). */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: string): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== encoding && name.trim() !== '*') return false;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** The file's path under `root`, or null when the URL climbs out of it. */
function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  return path.startsWith(root + sep) ? path : null;
}

/**
 * The precompressed copy of `file` the request accepts, if the build wrote one; sets
 * `Vary: Accept-Encoding` whenever copies exist, so a cache keeps each encoding apart.
 */
export function acceptedCopyOf(
  req: Request,
  res: Response,
  file: string,
): { path: string; encoding: string; suffix: string } | null {
  if (!existsSync(`${file}${PRECOMPRESSED[0].suffix}`)) return null;
  res.vary('Accept-Encoding');
  const acceptEncoding = req.get('accept-encoding');
  const chosen = PRECOMPRESSED.find(
    ({ encoding, suffix }) =>
      acceptsEncoding(acceptEncoding, encoding) && existsSync(`${file}${suffix}`),
  );
  return chosen ? { ...chosen, path: `${file}${chosen.suffix}` } : null;
}

/**
 * Serves the precompressed copy of a static file the client accepts: the request URL is pointed at
 * `<file>.br` or `<file>.gz` for the static handler after this one, with the original file's type
 * and `Content-Encoding`. Checked per request, like index.html, so a build made while the gateway
 * runs counts.
 */
export function precompressedFiles(root: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.endsWith('/')) {
      next();
      return;
    }
    const file = fileUnder(root, req.path);
    const copy = file === null || !existsSync(file) ? null : acceptedCopyOf(req, res, file);
    if (file !== null && copy !== null) {
      res.type(extname(file));
      res.set('Content-Encoding', copy.encoding);
      const queryStart = req.url.indexOf('?');
      req.url = `${req.path}${copy.suffix}${queryStart === -1 ? '' : req.url.slice(queryStart)}`;
    }
    next();
  };
}
