/** Google place resource names come as 'places/<id>': the route uses the bare id (spec 000 §2). */
const PLACES_PREFIX = 'places/';

export function stripPlacesPrefix(placeId: string): string {
  return placeId.startsWith(PLACES_PREFIX) ? placeId.slice(PLACES_PREFIX.length) : placeId;
}
