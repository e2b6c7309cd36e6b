import { inputRefusalError } from '../rest/errors';
import { coordinateMessages, LATITUDE_RANGE, LONGITUDE_RANGE } from './constants';

/**
 * D1 §5 / D2 §5 / RESOLUTIONS 4.11: nearby calls need numeric coordinates in range. GraphQL's `Float!`
 * already refuses strings and null; what reaches here is checked again (NaN and infinities cannot
 * come through JSON, but a caller inside the gateway could pass them) and against the ranges, before
 * any REST call is made.
 */
export function checkCoordinates(latitude: number, longitude: number): void {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    throw inputRefusalError(coordinateMessages.notNumbers);
  }
  const inRange =
    latitude >= LATITUDE_RANGE.min &&
    latitude <= LATITUDE_RANGE.max &&
    longitude >= LONGITUDE_RANGE.min &&
    longitude <= LONGITUDE_RANGE.max;
  if (!inRange) throw inputRefusalError(coordinateMessages.outOfRange);
}
