/**
 * The states of the Explore "Nearby Tourist Attractions" section (spec 001 §2): a sign-in prompt for
 * guests; then loading the profile; the location not available (no saved location, or coordinates
 * the query may not run with); finding attractions; an error; none found; or the list.
 */
export type NearbyAttractionsStatus =
  'guest' | 'loadingProfile' | 'locationUnavailable' | 'finding' | 'error' | 'empty' | 'ready';

interface NearbyAttractionsInputs {
  signedIn: boolean;
  profileLoading: boolean;
  profileFailed: boolean;
  /** False when the saved location is missing or fails the coordinate guard (spec 000 §5). */
  hasCoordinates: boolean;
  attractionsLoading: boolean;
  attractionsFailed: boolean;
  attractionCount: number;
}

export function nearbyAttractionsStatus(inputs: NearbyAttractionsInputs): NearbyAttractionsStatus {
  if (!inputs.signedIn) return 'guest';
  if (inputs.profileLoading) return 'loadingProfile';
  if (inputs.profileFailed) return 'error';
  if (!inputs.hasCoordinates) return 'locationUnavailable';
  if (inputs.attractionsFailed) return 'error';
  if (inputs.attractionsLoading) return 'finding';
  return inputs.attractionCount === 0 ? 'empty' : 'ready';
}
