import type { IncomingHttpHeaders } from 'node:http';

/**
 * The origin the browser reached the app on, for links the gateway builds (the share URL): the
 * request's `Origin` (browsers send it on every POST, so through `npm run dev`'s proxy it is still
 * the page's own origin), else the `Host` the request was sent to. Only the caller's own answer
 * depends on it: a forged header changes nothing for anyone else.
 */
export function appOriginOf(headers: IncomingHttpHeaders): string {
  const origin = headers.origin;
  if (origin && /^https?:\/\/[^/\s]+$/i.test(origin)) return origin;
  const host = headers.host ?? 'localhost';
  return `http://${host}`;
}
