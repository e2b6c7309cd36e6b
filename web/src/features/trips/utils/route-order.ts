import type { RouteStop } from '@web/components/route-map/types';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import { byCodeUnits } from '@web/lib/text/code-unit-order';

type Trip = Pick<TripDetailFieldsFragment, 'destinations' | 'itineraryDays'>;

/**
 * The trip's destinations in day order: by the first day (and start time on it) an activity visits
 * each; destinations no activity visits follow in the order they were added.
 */
export function destinationsInDayOrder(trip: Trip): RouteStop[] {
  const firstVisit = new Map<string, number>();
  let visit = 0;
  const days = [...trip.itineraryDays].sort((a, b) => a.day - b.day);
  for (const day of days) {
    const activities = [...day.activities].sort((a, b) =>
      byCodeUnits(a.startTime ?? '99:99', b.startTime ?? '99:99'),
    );
    for (const activity of activities) {
      if (activity.destinationId && !firstVisit.has(activity.destinationId)) {
        firstVisit.set(activity.destinationId, visit++);
      }
    }
  }
  const unvisited = Number.MAX_SAFE_INTEGER;
  return trip.destinations
    .map((destination, added) => ({ destination, added }))
    .sort(
      (a, b) =>
        (firstVisit.get(a.destination.id) ?? unvisited) -
          (firstVisit.get(b.destination.id) ?? unvisited) || a.added - b.added,
    )
    .map(({ destination }) => ({
      key: destination.id,
      placeId: destination.placeId,
      name: destination.name,
      latitude: destination.latitude,
      longitude: destination.longitude,
    }));
}
