// The trip page's figures for `npm run bench` (issue 4 §5): API round trips before the trip page
// shows everything (goal 1). Counts the browser → gateway requests the page sends for it (the one
// `trip(id)` query) and the gateway → REST calls they cause, read from the mock API's request log
// (GET /__mock/requests, before and after), with how many of those ran one after another.
// Without the gateway, the seed's design needs 3 in sequence: get-trip-details, then
// collaboraters-info for the owner's and collaborators' ids found in it, then the destinations'
// photos for the refs found in it.
// Call `benchTripPage(gatewayUrl, mockApiUrl, accessToken)` with both services running and a
// signed-in user's access token; it answers lines to print.
import { print } from 'graphql';
import type { RequestLogEntry } from '@contract/mock-control';
import { TripDocument } from '@web/gql/graphql';
import type { TripQuery } from '@web/gql/graphql';
import { countingGraphqlClient, describeCalls, requestLog } from './bench-gateway-client';

const ROUND_TRIP_GOAL = 1;
/** Round trips in sequence the trip page needs when the browser calls the REST API itself. */
const ROUND_TRIPS_WITHOUT_GATEWAY = 3;

/**
 * Everything the trip page shows (spec 001 §2 "Trip detail"): the web's own `Trip` query, with the
 * fragments it spreads, so the figures follow the page as it changes.
 */
const TRIP_PAGE_QUERY = print(TripDocument);

/**
 * How many calls ran one after another: the longest chain in which each call started after the
 * previous one had answered (the log's `ms` is rounded to whole milliseconds, hence the slack).
 */
export function callsInSequence(calls: readonly RequestLogEntry[]): number {
  const spans = calls
    .map((call) => {
      const start = Date.parse(call.at);
      return { start, end: start + call.ms };
    })
    .sort((a, b) => a.start - b.start);
  const chainEndingAt: number[] = [];
  spans.forEach((span, index) => {
    let longest = 0;
    for (let before = 0; before < index; before += 1) {
      const earlier = spans[before];
      if (earlier && earlier.end <= span.start + 1) {
        longest = Math.max(longest, chainEndingAt[before] ?? 0);
      }
    }
    chainEndingAt.push(longest + 1);
  });
  return Math.max(0, ...chainEndingAt);
}

export async function benchTripPage(
  gatewayUrl: string,
  mockApiUrl: string,
  accessToken: string,
): Promise<string[]> {
  const client = countingGraphqlClient(gatewayUrl, accessToken);
  // The trip to open: the user's trip with the most collaborators (the seed's upcoming trip).
  const { myTrips } = await client.request<{
    myTrips: { id: string; collaborators: unknown[] }[];
  }>('{ myTrips { id collaborators { role } } }');
  const tripId = [...myTrips].sort((a, b) => b.collaborators.length - a.collaborators.length)[0]
    ?.id;
  if (!tripId) throw new Error('the signed-in user has no trip');

  const logBefore = (await requestLog(mockApiUrl)).length;
  const requestsBefore = client.requestsSent;
  const started = performance.now();
  const { trip } = await client.request<TripQuery>(TRIP_PAGE_QUERY, { id: tripId });
  const elapsedMs = performance.now() - started;
  const browserRequests = client.requestsSent - requestsBefore;
  if (!trip) throw new Error(`trip(${tripId}) answered null`);
  const restCalls = (await requestLog(mockApiUrl)).slice(logBefore);
  const inSequence = callsInSequence(restCalls);
  const everythingShown =
    trip.owner.userName !== null &&
    trip.collaborators.every(({ user }) => user.userName !== null) &&
    trip.destinations.every(({ imageUrl }) => imageUrl !== '');

  return [
    `\nTrip page ("${trip.title}": ${trip.collaborators.length} collaborator(s), ${trip.destinations.length} destination(s)) through the gateway\n`,
    `everything shown (trip, owner and collaborator cards, destination photo URLs): ${everythingShown ? 'yes' : 'NO'}`,
    `browser → gateway: ${browserRequests} request(s) in ${elapsedMs.toFixed(1)} ms`,
    `gateway → REST: ${restCalls.length} call(s), ${inSequence} in sequence (${describeCalls(restCalls, ' → ')})`,
    `round trips from the browser (goal ${ROUND_TRIP_GOAL}; ${ROUND_TRIPS_WITHOUT_GATEWAY} in sequence without the gateway: details, then collaborators info, then photos): ${browserRequests <= ROUND_TRIP_GOAL && everythingShown ? 'met' : 'NOT met'}`,
  ];
}
