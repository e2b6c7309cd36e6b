import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import { createAppRouter } from '@web/app/router';
import { theme } from '@web/app/theme';
import { SessionProvider } from '@web/actors/session';
import { fakeClockUser, withFakeClock } from '@web-test/fake-clock';
import { fakeGraphqlClient } from '@web-test/render-with-router';
import type { FakeAnswer, SentOperation } from '@web-test/render-with-router';
import { startTestSession, storeSignedInSession } from '@web-test/session-fixtures';
import type {
  PhotoBatchQuery as PhotoBatchAnswer,
  PhotoBatchQueryVariables,
} from '@web/gql/graphql';
import { NO_DETAILS_AVAILABLE } from '../../constants';
import { PhotoBatchQuery } from '../../graphql/photo-batch-query';

const longReview =
  'We came at opening time and still queued for a while, but it was worth every minute: the view from the second floor at sunset over the river and the whole city is unforgettable.';

const louvre = {
  __typename: 'Place',
  id: 'p-louvre',
  name: 'Louvre Museum',
  summary: "The world's most-visited museum, home of the Mona Lisa.",
  address: 'Rue de Rivoli, 75001 Paris, France',
  rating: 4.7,
  userRatingCount: 312456,
  types: ['art_gallery', 'museum', 'tourist_attraction', 'point_of_interest'],
  location: { __typename: 'GeoPoint', latitude: 48.8606, longitude: 2.3376 },
  googleMapsUri: 'https://maps.google.com/?cid=louvre',
  phone: '+33 1 40 20 50 50',
  website: 'https://www.louvre.example/visit',
  openingHours: ['Monday: 9:00 AM – 6:00 PM', 'Tuesday: Closed'],
  photos: ['ref-1', 'ref-2', 'ref-3', 'ref-4', 'ref-5', 'ref-6'].map((ref) => ({
    __typename: 'PlacePhoto',
    ref,
  })),
  reviews: [
    {
      authorName: 'Ana Souza',
      authorPhotoUrl: null,
      relativeTime: '2 weeks ago',
      rating: 5,
      text: longReview,
    },
    {
      authorName: 'Ben Ito',
      authorPhotoUrl: null,
      relativeTime: 'a month ago',
      rating: 4,
      text: 'Huge.',
    },
    {
      authorName: 'Chloé Martin',
      authorPhotoUrl: null,
      relativeTime: '3 months ago',
      rating: 4,
      text: 'Go early.',
    },
    {
      authorName: 'Dev Rao',
      authorPhotoUrl: null,
      relativeTime: 'a year ago',
      rating: 3,
      text: 'Crowded.',
    },
  ].map((review) => ({ __typename: 'Review', ...review })),
  imageUrl: '/photos/ref-1?quality=high',
};

const nearbyPlace = (id: string, name: string, primaryType: string) => ({
  __typename: 'NearbyPlace',
  id,
  name,
  photo: { __typename: 'PlacePhoto', ref: `photo-${id}` },
  rating: 4.4,
  totalRatings: 1520,
  primaryType,
});

const nearby = {
  __typename: 'NearbyPlaces',
  restaurants: [1, 2, 3, 4, 5, 6].map((n) =>
    nearbyPlace(`r-${n}`, `Bistro ${n}`, 'french_restaurant'),
  ),
  attractions: [
    nearbyPlace('a-1', 'Tuileries Garden', 'park'),
    nearbyPlace('a-2', 'Musée d’Orsay', 'museum'),
  ],
};

function photoBatchAnswer(operation: SentOperation): FakeAnswer {
  const refs = operation.variables.refs as string[];
  const quality = String(operation.variables.quality).toLowerCase();
  return {
    data: {
      photoBatch: {
        __typename: 'PhotoBatchResult',
        photos: refs.map((ref) => ({
          __typename: 'PhotoBatchItem',
          photoRef: ref,
          success: true,
          url: `/photos/${ref}?quality=${quality}`,
          error: null,
        })),
        total: refs.length,
        successful: refs.length,
      },
    },
  };
}

type Answers = Partial<Record<string, (operation: SentOperation) => FakeAnswer>>;

const sessions: SessionActorRef[] = [];
afterEach(() => sessions.splice(0).forEach((session) => session.stop()));

function openPlacePage(
  path: string,
  answers: Answers = {},
  /** What the client's cache holds before the first render (a page's data, restored). */
  prepare?: (client: ApolloClient) => void,
) {
  const defaults: Answers = {
    PlaceDetails: () => ({ data: { place: louvre } }),
    PhotoBatch: photoBatchAnswer,
    NearbyRestaurantsAndAttractions: () => ({ data: { nearbyRestaurantsAndAttractions: nearby } }),
  };
  const { client, sent } = fakeGraphqlClient((operation) => {
    const answer = answers[operation.operationName] ?? defaults[operation.operationName];
    if (!answer) throw new Error(`unexpected ${operation.operationName}`);
    return answer(operation);
  });
  prepare?.(client);
  const session = startTestSession();
  sessions.push(session);
  const router = createAppRouter(
    { session, apolloClient: client },
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <ApolloProvider client={client}>
        <SessionProvider actor={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ApolloProvider>
    </MantineProvider>,
  );
  const count = (name: string) => sent.filter((op) => op.operationName === name).length;
  return { router, sent, count, user: fakeClockUser() };
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));

// The real route tree. The pauses (1 s before the nearby places, 1 s before a retry) run on a fake
// clock, so the waits below are fake time and a busy machine cannot overrun them.
describe('place details screen (spec 001 §2 "Place details")', { timeout: 20_000 }, () => {
  withFakeClock();

  it('shows the facts, links and at most 3 reviews of the place', async () => {
    const { sent } = openPlacePage('/place/p-louvre');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Louvre Museum' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(sent.find((op) => op.operationName === 'PlaceDetails')?.variables).toEqual({
      id: 'p-louvre',
    });
    expect(screen.getByText(louvre.summary)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 4.7 out of 5' })[0]).toBeInTheDocument();
    expect(screen.getByText('(312,456 reviews)')).toBeInTheDocument();
    // Up to 3 type tags, underscores as spaces.
    const tags = within(screen.getByLabelText('Place types'));
    expect(tags.getByText('art gallery')).toBeInTheDocument();
    expect(tags.getByText('tourist attraction')).toBeInTheDocument();
    expect(tags.queryByText('point of interest')).not.toBeInTheDocument();

    const navigate = screen.getByRole('link', { name: 'Navigate' });
    expect(navigate).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=48.8606,2.3376',
    );
    expect(navigate).toHaveAttribute('target', '_blank');
    expect(navigate.getAttribute('rel')).toContain('noopener');

    const visit = await region('Visit information');
    expect(visit.getByText(louvre.address)).toBeInTheDocument();
    expect(visit.getByRole('link', { name: 'View on map' })).toHaveAttribute(
      'href',
      louvre.googleMapsUri,
    );
    expect(visit.getByRole('link', { name: louvre.phone })).toHaveAttribute(
      'href',
      'tel:+33140205050',
    );
    expect(visit.getByRole('link', { name: 'louvre.example' })).toHaveAttribute(
      'href',
      louvre.website,
    );
    expect(visit.getByText('Tuesday: Closed')).toBeInTheDocument();

    const reviews = await region('Reviews');
    expect(reviews.getAllByRole('article')).toHaveLength(3);
    expect(reviews.queryByText('Dev Rao')).not.toBeInTheDocument();
    expect(reviews.getByText('A')).toBeInTheDocument(); // Ana Souza's initial: no photo
    expect(reviews.getByRole('link', { name: 'See all reviews' })).toHaveAttribute(
      'href',
      louvre.googleMapsUri,
    );
  });

  it('keeps the skeleton while the details that came render, never "No details available"', async () => {
    // The page renders the arrived details in a deferred render (issue 19): between the answer and
    // that render, the screen must still read as loading, not as an unknown place.
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(NO_DETAILS_AVAILABLE)) seen.add('no details');
      if (document.querySelector('[aria-busy="true"], .mantine-Skeleton-root'))
        seen.add('skeleton');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      openPlacePage('/place/p-louvre');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Louvre Museum' }, { timeout: 5000 }),
      ).toBeVisible();
    } finally {
      observer.disconnect();
    }
    expect(seen).toContain('skeleton');
    expect(seen).not.toContain('no details');
  });

  it('cuts a long review at 150 characters with Read more / Show less', async () => {
    const { user } = openPlacePage('/place/p-louvre');
    const reviews = await region('Reviews');
    const cut = `${longReview.slice(0, 150).trimEnd()}...`;
    expect(reviews.getByText(cut)).toBeInTheDocument();
    await user.click(reviews.getByRole('button', { name: 'Read more' }));
    expect(await reviews.findByText(longReview)).toBeInTheDocument();
    await user.click(reviews.getByRole('button', { name: 'Show less' }));
    expect(await reviews.findByText(cut)).toBeInTheDocument();
    // Short reviews have no toggle.
    expect(reviews.getAllByRole('button', { name: 'Read more' })).toHaveLength(1);
  });

  it('shows a mosaic of 3 with "+2 more" over the first 5 photos, loaded as one batch', async () => {
    const { sent } = openPlacePage('/place/p-louvre');
    expect(await screen.findByRole('button', { name: 'Open photo 1 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open photo 3 of 5 (+2 more)' })).toHaveTextContent(
      '+2 more',
    );
    // jsdom has no connection info and no /health: "unknown", lazy loading: one main batch.
    await waitFor(() =>
      expect(sent.filter((op) => op.operationName === 'PhotoBatch')[0]?.variables).toEqual({
        refs: ['ref-1', 'ref-2', 'ref-3', 'ref-4', 'ref-5'],
        quality: 'HIGH',
        batchType: 'MAIN',
      }),
    );
  });

  it('starts from the first photos a page rendered by the gateway came with: shown at once, not asked again, used once', async () => {
    const firstBatch: PhotoBatchQueryVariables = {
      refs: ['ref-1', 'ref-2'],
      quality: 'HIGH',
      batchType: 'MAIN',
    };
    const pageAnswer = photoBatchAnswer({ operationName: 'PhotoBatch', variables: firstBatch });
    if (!('data' in pageAnswer)) throw new Error('no answer for the first batch');
    let pageClient: ApolloClient | undefined;
    const { sent } = openPlacePage('/place/p-louvre', {}, (client) => {
      pageClient = client;
      client.writeQuery({
        query: PhotoBatchQuery,
        variables: firstBatch,
        // As the cache holds it: with the type names Apollo adds to what it asks for.
        data: pageAnswer.data as PhotoBatchAnswer,
      });
    });
    const firstTile = await screen.findByRole('button', { name: 'Open photo 1 of 5' });
    // Shown from the first render: no placeholder, no wait for a load event.
    const shown = firstTile.querySelector('img');
    expect(shown).toHaveAttribute('src', '/photos/ref-1?quality=high');
    expect(shown).toHaveAttribute('data-loaded', 'true');
    // jsdom's network is "unknown" (lazy): the one main batch asks only for the photos not shown.
    await waitFor(() =>
      expect(sent.filter((op) => op.operationName === 'PhotoBatch')[0]?.variables).toEqual({
        refs: ['ref-3', 'ref-4', 'ref-5'],
        quality: 'HIGH',
        batchType: 'MAIN',
      }),
    );
    // The page's answer is forgotten: a later visit to the place asks for its photos.
    expect(pageClient?.readQuery({ query: PhotoBatchQuery, variables: firstBatch })).toBeNull();
  });

  it('opens the lightbox on a photo and asks for it at ultra quality', async () => {
    const { user, sent } = openPlacePage('/place/p-louvre');
    await user.click(await screen.findByRole('button', { name: 'Open photo 2 of 5' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Louvre Museum' }));
    expect(dialog.getByTestId('photo-counter')).toHaveTextContent('2 / 5');
    await waitFor(() =>
      expect(
        sent.find(
          (op) => op.operationName === 'PhotoBatch' && op.variables.batchType === 'LIGHTBOX',
        )?.variables,
      ).toEqual({ refs: ['ref-2'], quality: 'ULTRA', batchType: 'LIGHTBOX' }),
    );
    await waitFor(() =>
      expect(dialog.getByRole('img', { name: 'Louvre Museum, photo 2 of 5' })).toHaveAttribute(
        'src',
        '/photos/ref-2?quality=ultra',
      ),
    );
  });

  it('waits for the main photos, then lists 4 nearby restaurants with a View all toggle', async () => {
    const { user } = openPlacePage('/place/p-louvre');
    const section = await region('Nearby Places');
    // The main batch is answered at once, then the 1 s pause before the nearby fetch.
    await section.findByText(/Waiting for main photos to load first\.\.\.|Finding places/);
    const restaurants = within(
      await screen.findByRole('region', { name: 'Restaurants' }, { timeout: 3000 }),
    );
    expect(restaurants.getAllByRole('link')).toHaveLength(4);
    expect(restaurants.getByRole('link', { name: /Bistro 1/ })).toHaveAttribute(
      'href',
      '/place/r-1',
    );
    expect(restaurants.getAllByText('french restaurant')).toHaveLength(4);
    expect(restaurants.getAllByText('4.4 (1,520)')).toHaveLength(4);

    await user.click(restaurants.getByRole('button', { name: 'View all 6 restaurants' }));
    await waitFor(() => expect(restaurants.getAllByRole('link')).toHaveLength(6));
    await user.click(await restaurants.findByRole('button', { name: 'Show less restaurants' }));
    await waitFor(() => expect(restaurants.getAllByRole('link')).toHaveLength(4));

    // Two attractions: no toggle.
    const attractions = within(screen.getByRole('region', { name: 'Attractions' }));
    expect(attractions.getAllByRole('link')).toHaveLength(2);
    expect(attractions.queryByRole('button', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('loads the nearby photos as one low-quality batch and leaves the place out of its own list', async () => {
    const withItself = {
      ...nearby,
      attractions: [...nearby.attractions, nearbyPlace('p-louvre', 'Louvre Museum', 'museum')],
    };
    const { sent } = openPlacePage('/place/p-louvre', {
      NearbyRestaurantsAndAttractions: () => ({
        data: { nearbyRestaurantsAndAttractions: withItself },
      }),
    });
    const attractions = within(
      await screen.findByRole('region', { name: 'Attractions' }, { timeout: 3000 }),
    );
    expect(attractions.getAllByRole('link')).toHaveLength(2);
    await waitFor(() =>
      expect(
        sent.find((op) => op.operationName === 'PhotoBatch' && op.variables.batchType === 'NEARBY')
          ?.variables,
      ).toEqual({
        refs: [...nearby.restaurants, ...nearby.attractions].map((place) => `photo-${place.id}`),
        quality: 'LOW',
        batchType: 'NEARBY',
      }),
    );
    const tuileries = attractions.getByRole('link', { name: /Tuileries Garden/ });
    await waitFor(() =>
      expect(tuileries.querySelector('img')).toHaveAttribute(
        'src',
        '/photos/photo-a-1?quality=low',
      ),
    );
  });

  it('says "No nearby places found in this area." when both lists are empty', async () => {
    openPlacePage('/place/p-louvre', {
      NearbyRestaurantsAndAttractions: () => ({
        data: {
          nearbyRestaurantsAndAttractions: {
            __typename: 'NearbyPlaces',
            restaurants: [],
            attractions: [],
          },
        },
      }),
    });
    expect(
      await screen.findByText('No nearby places found in this area.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('shows "Failed to load nearby places" with Try Again, which fetches again', async () => {
    let failures = 1;
    const { user, count } = openPlacePage('/place/p-louvre', {
      NearbyRestaurantsAndAttractions: () =>
        failures-- > 0
          ? { error: new TypeError('Failed to fetch') }
          : { data: { nearbyRestaurantsAndAttractions: nearby } },
    });
    expect(
      await screen.findByText('Failed to load nearby places', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch nearby places')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('region', { name: 'Restaurants' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(count('NearbyRestaurantsAndAttractions')).toBe(2);
  });

  // A 404 is final at once (docs/decisions.md "A 404 is final"): no retry, so not-found shows without a pause.
  it('says "No details available" and toasts the server message for an unknown place, asking once', async () => {
    const { count } = openPlacePage('/place/p-nowhere', {
      PlaceDetails: () => ({
        errors: [{ message: 'Place not found', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(await screen.findByText('No details available')).toBeInTheDocument();
    expect(await screen.findByText('Place not found')).toBeInTheDocument();
    expect(count('PlaceDetails')).toBe(1);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  // Any other failure (spec 001 §9 "retry 1") shows after one retry, 1 s later, as an error with Try Again.
  it('shows "Failed to fetch place details" with Try Again after a 500, and Try Again loads the place', async () => {
    let failures = 2;
    const { user, count } = openPlacePage('/place/p-louvre', {
      PlaceDetails: () =>
        failures-- > 0
          ? {
              errors: [
                { message: 'Internal error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
              ],
            }
          : { data: { place: louvre } },
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Failed to fetch place details' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No details available')).not.toBeInTheDocument();
    expect(count('PlaceDetails')).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Louvre Museum' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(count('PlaceDetails')).toBe(3);
  });

  it('toasts "Failed to fetch place details" when the request itself fails', async () => {
    const { count } = openPlacePage('/place/p-louvre', {
      PlaceDetails: () => ({ error: new TypeError('Failed to fetch') }),
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Failed to fetch place details' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(count('PlaceDetails')).toBe(2);
  });

  it('/destination/{id} shows the same screen, without a places/ prefix', async () => {
    const { sent } = openPlacePage('/destination/places%2Fp-louvre');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Louvre Museum' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(sent.find((op) => op.operationName === 'PlaceDetails')?.variables).toEqual({
      id: 'p-louvre',
    });
  });

  // The route gives the screen the trips feature's planner (routes/_main/place.$placeId.tsx).
  it('opens Plan Your Visit for a signed-in user who saves to the itinerary', async () => {
    storeSignedInSession();
    const { user, router } = openPlacePage('/place/p-louvre', {
      // The layout's refresh of the stored user: left unanswered, the stored copy stays.
      CurrentUser: () => ({ errors: [{ message: 'Not now' }] }),
      MyTrips: () => ({ data: { myTrips: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save to itinerary' }));
    const planner = within(await screen.findByRole('dialog', { name: 'Plan Your Visit' }));
    expect(planner.getByText('Louvre Museum')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/place/p-louvre');
  });

  it('sends a guest who saves to the itinerary to /login, returning here afterwards', async () => {
    const { user, router } = openPlacePage('/place/p-louvre');
    await user.click(await screen.findByRole('button', { name: 'Save to itinerary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/place/p-louvre?action=save' });
  });

  it('reopens Plan Your Visit for a user back from signing in with ?action=save, and drops the action', async () => {
    storeSignedInSession();
    const { router } = openPlacePage('/place/p-louvre?action=save', {
      CurrentUser: () => ({ errors: [{ message: 'Not now' }] }),
      MyTrips: () => ({ data: { myTrips: [] } }),
    });
    expect(
      await screen.findByRole('dialog', { name: 'Plan Your Visit' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/place/p-louvre');
  });
});
