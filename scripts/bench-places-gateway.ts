// The place page's figures for `npm run bench` (issue 3 §5 "Measured, not assumed"):
//   1. API round trips before the main content shows (goal 1): the browser → gateway requests the
//      page sends for it (the one `place(id)` query), and the gateway → REST calls they cause, read
//      from the mock API's request log (GET /__mock/requests, before and after).
//   2. Bytes per photo tier through the gateway's `/photos/<ref>?quality=` route (and pixel width,
//      read from the JPEG header), averaged over the place's photos.
// Call `benchPlacePage(gatewayUrl, mockApiUrl)` with both services running; it answers lines to print.
import { mockControlPaths, requestLogResponse } from '../contract/src/mock-control';
import type { RequestLogEntry } from '../contract/src/mock-control';

const PLACE_NAME = 'Eiffel Tower';
const TIERS = ['LOW', 'MEDIUM', 'HIGH', 'ULTRA'] as const;
const ROUND_TRIP_GOAL = 1;

/** The fields the place page shows before anything else loads (spec 001 §2 "Place details"). */
const PLACE_PAGE_QUERY = /* GraphQL */ `
  query BenchPlacePage($id: ID!) {
    place(id: $id) {
      id
      name
      summary
      address
      rating
      userRatingCount
      types
      location {
        latitude
        longitude
      }
      googleMapsUri
      phone
      website
      openingHours
      photos {
        ref
        low: url(quality: LOW)
        medium: url(quality: MEDIUM)
        high: url(quality: HIGH)
        ultra: url(quality: ULTRA)
      }
      reviews {
        authorName
        authorPhotoUrl
        relativeTime
        rating
        text
      }
    }
  }
`;

interface BenchPhoto {
  ref: string;
  low: string;
  medium: string;
  high: string;
  ultra: string;
}

/** Browser → gateway GraphQL requests sent by this module so far. */
let graphqlRequestsSent = 0;

async function graphql<Data>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Data> {
  graphqlRequestsSent += 1;
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (!body.data || body.errors) {
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

async function requestLog(mockApiUrl: string): Promise<RequestLogEntry[]> {
  const response = await fetch(`${mockApiUrl}${mockControlPaths.requests}`);
  return requestLogResponse.parse(await response.json());
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

  const { placeSuggestions } = await graphql<{
    placeSuggestions: { placeId: string; mainText: string }[];
  }>(gatewayUrl, 'query ($text: String!) { placeSuggestions(text: $text) { placeId mainText } }', {
    text: PLACE_NAME,
  });
  const placeId = placeSuggestions.find((item) => item.mainText === PLACE_NAME)?.placeId;
  if (!placeId) throw new Error(`"${PLACE_NAME}" is not in the catalogue's suggestions`);

  // 1. Round trips: what the page sends before its main content shows, and what that costs upstream.
  const logBefore = (await requestLog(mockApiUrl)).length;
  const requestsBefore = graphqlRequestsSent;
  const started = performance.now();
  const { place } = await graphql<{ place: { name: string; photos: BenchPhoto[] } | null }>(
    gatewayUrl,
    PLACE_PAGE_QUERY,
    { id: placeId },
  );
  const browserRequests = graphqlRequestsSent - requestsBefore;
  const elapsedMs = performance.now() - started;
  if (!place) throw new Error(`place(${placeId}) answered null`);
  const restCalls = (await requestLog(mockApiUrl)).slice(logBefore);
  const roundTripsMet = browserRequests <= ROUND_TRIP_GOAL && restCalls.length <= ROUND_TRIP_GOAL;
  lines.push(
    `main content: ${browserRequests} browser → gateway request(s), ${restCalls.length} gateway → REST call(s) (${restCalls.map((call) => `${call.method} ${call.path.split('?')[0] ?? ''}`).join(', ')}) in ${elapsedMs.toFixed(1)} ms`,
    `round trips (goal ${ROUND_TRIP_GOAL}): ${roundTripsMet ? 'met' : 'NOT met'}`,
  );

  // 2. Bytes per photo tier, averaged over the place's photos.
  lines.push(`\nphoto tier   avg bytes    avg width   photos (${place.photos.length})`);
  for (const tier of TIERS) {
    let totalBytes = 0;
    let totalWidth = 0;
    for (const photo of place.photos) {
      const key = tier.toLowerCase() as Lowercase<typeof tier>;
      const response = await fetch(`${gatewayUrl}${photo[key]}`);
      if (!response.ok) throw new Error(`${photo[key]} answered ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      totalBytes += bytes.length;
      totalWidth += jpegWidth(bytes) ?? 0;
    }
    const count = Math.max(place.photos.length, 1);
    lines.push(
      `${tier.padEnd(13)}${kib(totalBytes / count).padEnd(13)}${`${Math.round(totalWidth / count)} px`.padEnd(12)}${place.photos.length}`,
    );
  }
  return lines;
}
