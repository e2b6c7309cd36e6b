import type { Activity, ItineraryDay, Trip } from '@contract/trip';
import type { UpdateItineraryRequest } from '@contract/trip-requests';
import { normaliseItinerary } from './days';
import { newActivity } from './trip-mappers';
import type { NewId } from './trip-rules';

/** Itinerary writes: an activity added or removed, or the whole itinerary replaced. */

/** The itinerary with the activity added at the end of the day (the day entry made when missing). */
export function withActivity(
  itinerary: ItineraryDay[],
  day: number,
  activity: Activity,
): ItineraryDay[] {
  const existing = itinerary.find((entry) => entry.day === day);
  const days = existing
    ? itinerary.map((entry) =>
        entry.day === day ? { ...entry, activities: [...entry.activities, activity] } : entry,
      )
    : [...itinerary, { day, activities: [activity] }];
  return normaliseItinerary(days);
}

/** The itinerary without the activity, or null when that day has no such activity. */
export function withoutActivity(
  itinerary: ItineraryDay[],
  day: number,
  activityId: string,
): ItineraryDay[] | null {
  const entry = itinerary.find((candidate) => candidate.day === day);
  if (!entry?.activities.some((activity) => activity._id === activityId)) return null;
  return normaliseItinerary(
    itinerary.map((candidate) =>
      candidate.day === day
        ? {
            ...candidate,
            activities: candidate.activities.filter((activity) => activity._id !== activityId),
          }
        : candidate,
    ),
  );
}

/**
 * The itinerary an update-itinerary request sets (checked against the trip by its schema:
 * updateItineraryRequestFor). An activity whose `_id` is already in the trip keeps it and its memories
 * (memories change only through their own calls); others get a new id.
 */
export function itineraryFor(
  request: UpdateItineraryRequest,
  trip: Trip,
  newId: NewId,
): ItineraryDay[] {
  const known = new Map(
    trip.itinerary.flatMap((entry) => entry.activities).map((activity) => [activity._id, activity]),
  );
  const days = request.itinerary.map(({ day, activities }): ItineraryDay => ({
    day,
    activities: activities.map(({ _id: activityId, ...fields }): Activity => {
      const stored = activityId === undefined ? undefined : known.get(activityId);
      return stored
        ? { _id: stored._id, ...fields, memories: stored.memories }
        : newActivity(fields, newId());
    }),
  }));
  return normaliseItinerary(days);
}
