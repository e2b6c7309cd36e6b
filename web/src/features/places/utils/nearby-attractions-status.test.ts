import { describe, expect, it } from 'vitest';
import { nearbyAttractionsStatus } from './nearby-attractions-status';

const signedInWithList = {
  signedIn: true,
  profileLoading: false,
  profileFailed: false,
  hasCoordinates: true,
  attractionsLoading: false,
  attractionsFailed: false,
  attractionCount: 5,
};

describe('Explore nearby attractions states (spec 001 §2)', () => {
  it('prompts guests to sign in, whatever else is known', () => {
    expect(nearbyAttractionsStatus({ ...signedInWithList, signedIn: false })).toBe('guest');
  });

  it('goes loading profile → finding attractions → the list', () => {
    expect(nearbyAttractionsStatus({ ...signedInWithList, profileLoading: true })).toBe(
      'loadingProfile',
    );
    expect(nearbyAttractionsStatus({ ...signedInWithList, attractionsLoading: true })).toBe(
      'finding',
    );
    expect(nearbyAttractionsStatus(signedInWithList)).toBe('ready');
  });

  it('asks for a location when the profile has none usable', () => {
    expect(nearbyAttractionsStatus({ ...signedInWithList, hasCoordinates: false })).toBe(
      'locationUnavailable',
    );
  });

  it('tells an error from an empty answer', () => {
    expect(nearbyAttractionsStatus({ ...signedInWithList, attractionsFailed: true })).toBe('error');
    expect(nearbyAttractionsStatus({ ...signedInWithList, profileFailed: true })).toBe('error');
    expect(nearbyAttractionsStatus({ ...signedInWithList, attractionCount: 0 })).toBe('empty');
  });
});
