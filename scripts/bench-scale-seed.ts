// Big trips and a long trips list for `npm run bench -- scale`, made through the mock's own REST API
// (/api/v1, as any client would), so every item passes the same checks as the app's writes. The
// API's limits shape how: a trip has at most `tripLimits.maxTripDays` days and a JSON body at most
// MAX_JSON_BODY_BYTES (100 kB, Express's default), which 1,000 activities in one update-itinerary
// body would pass, so the first days go in one update-itinerary call and the rest one add-activity
// call each; nothing limits activities per day or checklist items, and the bench keeps a realistic
// 10 activities a day.
import { addDays, format } from 'date-fns';
import { paths } from '@contract/paths';
import { tripLimits } from '@contract/trip';
import type { ActivityInput } from '@contract/trip';
import { MAX_JSON_BODY_BYTES } from '@mocks/constants';

/** Activities per itinerary day in the seeded trips. */
export const ACTIVITIES_PER_DAY = 10;

export const SEED_LIMITS_NOTE =
  `seeded through the mock's REST API: at most ${tripLimits.maxTripDays} days a trip and ` +
  `${MAX_JSON_BODY_BYTES / 1024} kB per JSON body (update-itinerary carries the first days, add-activity the rest); no limit ` +
  `on activities per day, destinations or checklist items; ${ACTIVITIES_PER_DAY} activities a day`;

export interface ScaleTripShape {
  activities: number;
  destinations: number;
  checklistItems: number;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface MockRest {
  readonly accessToken: string;
  call<Data>(
    method: Method,
    path: string,
    query?: Record<string, string | number>,
    body?: unknown,
  ): Promise<Data>;
}

/** Signs in to the mock API and answers a client that sends that user's bearer token. */
export async function mockRest(mockUrl: string, userName: string, password: string) {
  const signIn = await fetch(`${mockUrl}${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  const { data } = (await signIn.json()) as { data: { accessToken: string } };
  const client: MockRest = {
    accessToken: data.accessToken,
    async call<Data>(
      method: Method,
      path: string,
      query: Record<string, string | number> = {},
      body?: unknown,
    ) {
      const url = new URL(`${mockUrl}${path}`);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${data.accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as { data: Data; message?: string };
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
      return answer.data;
    },
  };
  return client;
}

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');
/** The share of the body limit one update-itinerary call fills (headroom for the encoding). */
const BODY_LIMIT_SHARE = 0.9;
const NOTES =
  'Meet at the main entrance; tickets are on the phone. Bring water and a light jacket for the evening.';
const SIGHTS = [
  'Old town walk',
  'Museum visit',
  'Lunch by the river',
  'Market',
  'Sunset viewpoint',
];

/** The `index`th activity: times on two in three, notes on one in three, a destination on half. */
function activityOf(index: number, destinationIds: readonly string[]): ActivityInput {
  const hour = String(8 + (index % ACTIVITIES_PER_DAY)).padStart(2, '0');
  const destinationId =
    index % 2 === 0 ? destinationIds[(index / 2) % destinationIds.length] : undefined;
  return {
    title: `${SIGHTS[index % SIGHTS.length] ?? 'Visit'} ${index + 1}`,
    ...(index % 3 === 2 ? {} : { time: { start: `${hour}:00`, end: `${hour}:45` } }),
    ...(index % 3 === 0 ? { notes: NOTES } : {}),
    ...(destinationId === undefined ? {} : { destinationId }),
  };
}

/** Creates a trip of that shape for the signed-in user; answers its id. */
export async function seedTrip(rest: MockRest, shape: ScaleTripShape): Promise<string> {
  const dayCount = Math.max(1, Math.ceil(shape.activities / ACTIVITIES_PER_DAY));
  if (dayCount > tripLimits.maxTripDays) throw new Error(`${dayCount} days is above the limit`);
  const start = addDays(new Date(), 30);
  const trip = await rest.call<{ _id: string }>(
    'POST',
    paths.addTrip,
    {},
    {
      title: `Scale test: ${shape.activities} activities`,
      description: 'A long trip for the scale bench.',
      startDate: isoDay(start),
      endDate: isoDay(addDays(start, dayCount - 1)),
    },
  );
  const tripId = trip._id;

  const destinationIds: string[] = [];
  for (let index = 0; index < shape.destinations; index += 1) {
    const answer = await rest.call<{ destinations: { destinationId: string }[] }>(
      'PATCH',
      paths.addDestination,
      { tripId },
      {
        placeId: `scale-place-${index + 1}`,
        name: `Scale place ${index + 1}`,
        formattedAddress: `${index + 1} Long Road, Porto, Portugal`,
        rating: 4.5,
        lattitude: 41.15 + index / 1000,
        longitude: -8.61 - index / 1000,
        types: ['tourist_attraction'],
      },
    );
    const added = answer.destinations.at(-1);
    if (added) destinationIds.push(added.destinationId);
  }

  // Whole days in one update-itinerary body while it stays under the body limit; the rest one
  // add-activity call each (each answers the whole trip, so these get slower as the trip grows).
  const days: { day: number; activities: ActivityInput[] }[] = [];
  for (let index = 0; index < shape.activities; index += 1) {
    const day = Math.floor(index / ACTIVITIES_PER_DAY) + 1;
    if (days.at(-1)?.day !== day) days.push({ day, activities: [] });
    days.at(-1)?.activities.push(activityOf(index, destinationIds));
  }
  const bulk: typeof days = [];
  const fits = (itinerary: typeof days) =>
    JSON.stringify({ itinerary }).length <= MAX_JSON_BODY_BYTES * BODY_LIMIT_SHARE;
  while (days.length > 0 && fits([...bulk, days[0] ?? { day: 0, activities: [] }])) {
    const next = days.shift();
    if (next) bulk.push(next);
  }
  if (bulk.length > 0) {
    await rest.call('PATCH', paths.updateItinerary, { tripId }, { itinerary: bulk });
  }
  for (const { day, activities } of days) {
    for (const activity of activities) {
      await rest.call('PATCH', paths.addActivity, { tripId, day }, activity);
    }
  }

  if (shape.checklistItems > 0) {
    await rest.call(
      'PATCH',
      paths.updateChecklist,
      { tripId },
      {
        checklist: Array.from({ length: shape.checklistItems }, (_unused, index) => ({
          item: `Pack item ${index + 1}`,
          isCompleted: false,
        })),
      },
    );
  }
  return tripId;
}

/** Adds trips (dated, no destinations) until the user has `total`; answers how many it added. */
export async function seedTripsUpTo(rest: MockRest, total: number): Promise<number> {
  const existing = (await rest.call<unknown[]>('GET', paths.allTrips)).length;
  for (let index = existing; index < total; index += 1) {
    const start = addDays(new Date(), index);
    await rest.call(
      'POST',
      paths.addTrip,
      {},
      {
        title: `Trip ${index + 1} to Porto`,
        description: 'One of many for the scale bench.',
        startDate: isoDay(start),
        endDate: isoDay(addDays(start, 4)),
      },
    );
  }
  return Math.max(0, total - existing);
}
