/**
 * What the trip machines send about a trip's parts (spec 001 §3, §7). The trips themselves live in
 * the app's GraphQL cache; the machines only send requests.
 */

/** Spec 001 §3 "Destination payload when saving a place to a trip". */
export interface DestinationInput {
  placeId: string;
  name: string;
  formattedAddress?: string | null;
  photoRef?: string | null;
  rating?: number | null;
  googleMapsUrl?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  types?: readonly string[];
}

/** A place as the place details answer it (GraphQL `Place`), as much as a destination needs. */
export interface PlaceForDestination {
  id: string;
  name: string;
  address: string | null;
  photos: readonly { ref: string }[];
  rating?: number | null;
  googleMapsUri: string | null;
  location: { latitude: number; longitude: number };
  types: readonly string[];
}

/**
 * The one place → destination mapping (spec 001 §3: photoRef is the first photo's name or null,
 * rating defaults to 0), for Add Place and Plan Your Visit alike.
 */
export function destinationOfPlace(place: PlaceForDestination): DestinationInput {
  return {
    placeId: place.id,
    name: place.name,
    formattedAddress: place.address,
    photoRef: place.photos[0]?.ref ?? null,
    rating: place.rating ?? 0,
    googleMapsUrl: place.googleMapsUri,
    latitude: place.location.latitude,
    longitude: place.location.longitude,
    types: place.types,
  };
}

export interface ActivityTime {
  start?: string | null;
  end?: string | null;
}
/** Spec 001 §7 "add ... activity (day, activity with title, time, notes, destinationId)". */
export interface ActivityInput {
  title: string;
  time?: ActivityTime | null;
  notes?: string | null;
  destinationId?: string | null;
}

/**
 * A trip as read again after a write whose answer was lost (issue 17 "Writes are safe to retry"):
 * as much as the checks "is the item I sent there now" need.
 */
export interface RereadTrip {
  destinations: readonly { placeId: string; name: string }[];
  itineraryDays: readonly {
    day: number;
    activities: readonly {
      title: string;
      startTime?: string | null;
      endTime?: string | null;
      notes?: string | null;
      destinationId?: string | null;
    }[];
  }[];
  checklist: readonly { item: string }[];
}

/** Reads the trip again from the server (never the cache); null when it is gone. */
export type RereadTripEffect = (input: { tripId: string }) => Promise<RereadTrip | null>;

/** Optional texts compare as the server stores them: absent, null and blank are the same. */
const sameText = (sent: string | null | undefined, stored: string | null | undefined) =>
  (sent ?? '').trim() === (stored ?? '').trim();

/** Whether the re-read trip holds the checklist item sent. */
export const hasChecklistItem = (trip: RereadTrip, item: string) =>
  trip.checklist.some((entry) => sameText(item, entry.item));

/** Whether the re-read trip holds the place sent as a destination. */
export const hasDestination = (trip: RereadTrip, destination: DestinationInput) =>
  trip.destinations.some((entry) => entry.placeId === destination.placeId);

/** Whether the re-read trip holds, on that day, an activity with every field sent. */
export const hasActivity = (trip: RereadTrip, day: number, activity: ActivityInput) =>
  trip.itineraryDays.some(
    (entry) =>
      entry.day === day &&
      entry.activities.some(
        (stored) =>
          sameText(activity.title, stored.title) &&
          sameText(activity.time?.start, stored.startTime) &&
          sameText(activity.time?.end, stored.endTime) &&
          sameText(activity.notes, stored.notes) &&
          sameText(activity.destinationId, stored.destinationId),
      ),
  );

/**
 * A trip as the trips list reads it (issue 17: recognising a created trip whose answer was lost),
 * as much as the match needs.
 */
export interface ListedTrip {
  id: string;
  title: string;
  description?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  destinations: readonly { placeId: string }[];
}

/** Reads the user's trips (the trips list's query): from the cache when held, or from the server. */
export type ListTripsEffect = () => Promise<readonly ListedTrip[]>;

/** What was sent to create a trip, as much as the match needs. */
export interface SentTrip {
  title: string;
  description?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  destinations: readonly { placeId: string }[];
}

const placeIdsOf = (trip: { destinations: readonly { placeId: string }[] }) =>
  [...new Set(trip.destinations.map((destination) => destination.placeId))].sort().join('\n');

/** Whether a listed trip has every field sent (title, description, dates, the set of places). */
export const isSameTrip = (listed: ListedTrip, sent: SentTrip) =>
  sameText(sent.title, listed.title) &&
  sameText(sent.description, listed.description) &&
  sameText(sent.startDate, listed.startDate) &&
  sameText(sent.endDate, listed.endDate) &&
  placeIdsOf(sent) === placeIdsOf(listed);

/**
 * The trip a create whose answer was lost made (docs/decisions.md "Retry-safe writes"): a trip of
 * the list with every field sent that was not among the user's trips when the request left
 * (`known`: their ids). A trip the user already had with the same fields is never taken for it.
 */
export const createdTripOf = (
  trips: readonly ListedTrip[],
  sent: SentTrip,
  known: readonly string[],
): ListedTrip | null =>
  trips.find((listed) => !known.includes(listed.id) && isSameTrip(listed, sent)) ?? null;
