import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { paths } from '@contract/paths';

/** `/health` beside /api/v1 (RESOLUTIONS "HEAD /health"): start scripts wait on it, probes time it. */
export function createHealthHandlers(): HttpHandler[] {
  return [
    http.head(`*${paths.health}`, () => new Response(null, { status: 200 })),
    http.get(`*${paths.health}`, () => Response.json({ success: true, message: 'OK' })),
  ];
}
