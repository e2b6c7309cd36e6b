import type { Destination, Trip } from '@contract/trip';
import { dateRangeFault } from '@contract/trip-request-fields';
import { dayOutsideTrip } from '@contract/trip-requests';
import type { EditTripRequest, ItineraryContext } from '@contract/trip-requests';
import { ApiError } from '../handlers/respond';
import { tripMessages } from './constants';
import { fitItineraryToDays, tripDayCount } from './days';

/**
 * The checks a trip request meets against the stored trip, after its contract schema has passed (the
 * shape): days within the trip's dates, destinations of its own, one place once. Pure: a refused
 * request changes nothing.
 */

const badRequest = (message: string) => new ApiError(400, message);

/** A new id for something created inside a trip (a destination, an activity, a checklist item). */
export type NewId = () => string;

/** 400 unless the day is one of the trip's days (1 to the inclusive day count). */
export function assertDayInTrip(trip: Trip, day: number): void {
  const outside = dayOutsideTrip(day, tripDayCount(trip));
  if (outside) throw badRequest(outside);
}

/** What the itinerary schema checks against: the trip's day count and destinations. */
export function itineraryContextOf(trip: Trip): ItineraryContext {
  return {
    dayCount: tripDayCount(trip),
    destinationIds: trip.destinations.map((destination) => destination.destinationId),
  };
}

/** 409 when the trip already holds that place: a place is planned once per trip. */
export function assertPlaceNotInTrip(destinations: readonly Destination[], placeId: string): void {
  if (destinations.some((destination) => destination.placeId === placeId)) {
    throw new ApiError(409, tripMessages.placeAlreadyInTrip);
  }
}

/** 400 when an activity names a destination the trip does not hold. */
export function assertActivityDestinationInTrip(
  trip: Trip,
  activity: { destinationId?: string },
): void {
  const { destinationId } = activity;
  if (
    destinationId !== undefined &&
    !trip.destinations.some((destination) => destination.destinationId === destinationId)
  ) {
    throw badRequest(tripMessages.activityDestinationNotInTrip);
  }
}

/**
 * The trip after an edit. A trip without dates must get both at once; the end may not come before the
 * start. When the dates change, activities keep their day number and days past the new last day are
 * dropped (fitItineraryToDays).
 */
export function applyTripChanges(trip: Trip, changes: EditTripRequest, today: string): Trip {
  const startDate = changes.startDate ?? trip.startDate ?? null;
  const endDate = changes.endDate ?? trip.endDate ?? null;
  if (startDate === null && endDate !== null) throw badRequest(tripMessages.startDateRequired);
  if (endDate === null && startDate !== null) throw badRequest(tripMessages.endDateRequired);
  if (startDate !== null && endDate !== null) {
    const fault = dateRangeFault(startDate, endDate);
    if (fault) throw badRequest(fault);
  }

  const next: Trip = { ...trip, startDate, endDate };
  if (changes.title !== undefined) next.title = changes.title;
  if (changes.description !== undefined) {
    if (changes.description === '') delete next.description;
    else next.description = changes.description;
  }
  if (startDate !== trip.startDate || endDate !== trip.endDate) {
    next.itinerary = fitItineraryToDays(trip.itinerary, tripDayCount(next));
    next.isCompleted = endDate !== null && endDate < today;
  }
  return next;
}
