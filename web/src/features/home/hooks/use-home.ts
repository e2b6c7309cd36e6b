import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useRef } from 'react';
import type { HomeQuery as HomeData } from '@web/gql/graphql';
import { validCoordinates } from '@web/lib/places/coordinates';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { MAX_NEARBY_ATTRACTIONS, MAX_TRENDING_DESTINATIONS } from '../constants';
import { HomeQuery } from '../graphql/home-query';

type Home = HomeData['home'];
export type HomeTrip = NonNullable<Home['trips']>[number];
export type HomeAttraction = NonNullable<Home['nearbyAttractions']>['places'][number];
export type HomeDestination = NonNullable<Home['travelHighlights']>['popularCities'][number];
export type HomeLocation = NonNullable<NonNullable<Home['me']>['location']>;

/** A section's state: waiting for the one query, its own failure, or its data. */
export type Section<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

export type NearbySection = Section<HomeAttraction[]> | { status: 'noLocation' };

/** Whether the answer's errors include one on `home.<field>`. */
function failedAt(error: ErrorLike | undefined, field: keyof Home): boolean {
  if (error === undefined) return false;
  if (!CombinedGraphQLErrors.is(error)) return true;
  return error.errors.some((entry) => entry.path?.[0] === 'home' && entry.path[1] === field);
}

function sectionOf<K extends keyof Home>(
  home: Home | undefined,
  error: ErrorLike | undefined,
  field: K,
): Section<NonNullable<Home[K]>> {
  const value = home?.[field];
  if (value !== undefined && value !== null) return { status: 'ready', value };
  // No answer at all: every section failed with it, or all are still loading.
  if (home === undefined) return error === undefined ? { status: 'loading' } : { status: 'failed' };
  return { status: 'failed' };
}

/**
 * The signed-in home (spec 000 §1, §2): one query, read section by section. A section that failed
 * alone is `failed` while the others show; trips fresh 5 min, kept 15 (the home's most changeable
 * section sets its freshness, spec 000 §9). Nearby attractions exist only for a saved location
 * with valid coordinates (spec 000 §5, RESOLUTIONS 4.11); when the cached profile's location no
 * longer matches the one they were found around (set or changed on the profile), the home asks again.
 */
export function useHome() {
  const { data, error, refetch } = useFreshQuery(HomeQuery, {
    freshness: 'trips',
    partialAnswers: 'final',
  });
  const home = data?.home;

  const location = home?.me?.location ?? null;
  const coordinates = validCoordinates(location?.latitude, location?.longitude);
  const nearby = home?.nearbyAttractions ?? null;
  const stale =
    home !== undefined &&
    home.me !== null &&
    !failedAt(error, 'nearbyAttractions') &&
    (coordinates === null
      ? nearby !== null
      : nearby?.latitude !== coordinates.latitude || nearby.longitude !== coordinates.longitude);
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify(coordinates);
    if (!stale || askedFor.current === key) return;
    askedFor.current = key;
    void refetch().catch(() => undefined);
  }, [stale, coordinates, refetch]);

  const trending = sectionOf(home, error, 'travelHighlights');
  return {
    me: sectionOf(home, error, 'me'),
    trips: sectionOf(home, error, 'trips'),
    nearby: nearbySection(home, error, coordinates !== null),
    location,
    trending:
      trending.status === 'ready'
        ? {
            status: 'ready' as const,
            value: trending.value.popularCities.slice(0, MAX_TRENDING_DESTINATIONS),
          }
        : trending,
    /** After a trip is created from the home: its lists include it when the reader comes back. */
    refresh: () => void refetch().catch(() => undefined),
  };
}

function nearbySection(
  home: Home | undefined,
  error: ErrorLike | undefined,
  hasCoordinates: boolean,
): NearbySection {
  if (home === undefined) return error === undefined ? { status: 'loading' } : { status: 'failed' };
  if (failedAt(error, 'nearbyAttractions')) return { status: 'failed' };
  if (home.me !== null && !hasCoordinates) return { status: 'noLocation' };
  const places = home.nearbyAttractions?.places;
  // Coordinates known but not yet searched around (the location just changed): the refetch runs.
  if (places === undefined) return { status: 'loading' };
  return { status: 'ready', value: places.slice(0, MAX_NEARBY_ATTRACTIONS) };
}
