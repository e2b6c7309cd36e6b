// The place page's figures for `npm run bench` (issue 3 §5 "Measured, not assumed"):
//   1. API round trips before the main content shows (goal 1): the browser → gateway requests the
//      page sends for it (the one `place(id)` query), and the gateway → REST calls they cause, read
//      from the mock API's request log (GET /__mock/requests, before and after).
//   2. Bytes per photo tier through the gateway's `/photos/<ref>?quality=` route (and pixel width,
//      read from the JPEG header), averaged over the place's photos.
// Call `benchPlacePage(gatewayUrl, mockApiUrl)` with both services running; it answers lines to print.
import { print } from 'graphql';
import { PlaceDetailsDocument } from '@web/gql/graphql';
import type { PlaceDetailsQuery } from '@web/gql/graphql';
import { countingGraphqlClient, describeCalls, requestLog } from './bench-gateway-client';

const PLACE_NAME = 'Eiffel Tower';
const TIERS = ['LOW', 'MEDIUM', 'HIGH', 'ULTRA'] as const;
const ROUND_TRIP_GOAL = 1;

/**
 * What the place page asks for before anything else loads (spec 001 §2 "Place details"): the
 * web's own `PlaceDetails` query, so the figures follow the page as it changes.
 */
const PLACE_PAGE_QUERY = print(PlaceDetailsDocument);

/** The photo URLs of every tier; asked for apart, after the round-trip count. */
const PHOTO_TIERS_QUERY = /* GraphQL */ `
  query BenchPhotoTiers($id: ID!) {
    place(id: $id) {
      photos {
        low: url(quality: LOW)
        medium: url(quality: MEDIUM)
        high: url(quality: HIGH)
        ultra: url(quality: ULTRA)
      }
    }
  }
`;

interface TierUrls {
  low: string;
  medium: string;
  high: string;
  ultra: string;
}

/** The width in a baseline or progressive JPEG's SOF header, or null for anything else. */
export function jpegWidth(bytes: Uint8Array): number | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame) return ((bytes[offset + 7] ?? 0) << 8) | (bytes[offset + 8] ?? 0);
    offset += 2 + length;
  }
  return null;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function benchPlacePage(gatewayUrl: string, mockApiUrl: string): Promise<string[]> {
  const lines: string[] = [`\nPlace page ("${PLACE_NAME}") through the gateway\n`];

  const client = countingGraphqlClient(gatewayUrl);
  const { placeSuggestions } = await client.request<{
    placeSuggestions: { placeId: string; mainText: string }[];
  }>('query ($text: String!) { placeSuggestions(text: $text) { placeId mainText } }', {
    text: PLACE_NAME,
  });
  const placeId = placeSuggestions.find((item) => item.mainText === PLACE_NAME)?.placeId;
  if (!placeId) throw new Error(`"${PLACE_NAME}" is not in the catalogue's suggestions`);

  // 1. Round trips: what the page sends before its main content shows, and what that costs upstream.
  const logBefore = (await requestLog(mockApiUrl)).length;
  const requestsBefore = client.requestsSent;
  const started = performance.now();
  const { place } = await client.request<PlaceDetailsQuery>(PLACE_PAGE_QUERY, { id: placeId });
  const browserRequests = client.requestsSent - requestsBefore;
  const elapsedMs = performance.now() - started;
  if (!place) throw new Error(`place(${placeId}) answered null`);
  const restCalls = (await requestLog(mockApiUrl)).slice(logBefore);
  const roundTripsMet = browserRequests <= ROUND_TRIP_GOAL && restCalls.length <= ROUND_TRIP_GOAL;
  lines.push(
    `main content: ${browserRequests} browser → gateway request(s), ${restCalls.length} gateway → REST call(s) (${describeCalls(restCalls, ', ')}) in ${elapsedMs.toFixed(1)} ms`,
    `round trips (goal ${ROUND_TRIP_GOAL}): ${roundTripsMet ? 'met' : 'NOT met'}`,
  );

  // 2. Bytes per photo tier, averaged over the place's photos.
  const tiers = await client.request<{ place: { photos: TierUrls[] } | null }>(PHOTO_TIERS_QUERY, {
    id: placeId,
  });
  const photos = tiers.place?.photos ?? [];
  lines.push(`\nphoto tier   avg bytes    avg width   photos (${photos.length})`);
  for (const tier of TIERS) {
    let totalBytes = 0;
    let totalWidth = 0;
    for (const photo of photos) {
      const key = tier.toLowerCase() as Lowercase<typeof tier>;
      const response = await fetch(`${gatewayUrl}${photo[key]}`);
      if (!response.ok) throw new Error(`${photo[key]} answered ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      totalBytes += bytes.length;
      totalWidth += jpegWidth(bytes) ?? 0;
    }
    const count = Math.max(photos.length, 1);
    lines.push(
      `${tier.padEnd(13)}${kib(totalBytes / count).padEnd(13)}${`${Math.round(totalWidth / count)} px`.padEnd(12)}${photos.length}`,
    );
  }
  return lines;
}
