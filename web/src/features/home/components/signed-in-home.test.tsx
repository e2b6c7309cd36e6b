import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@machines/session/session.machine';
import { withFakeClock, fakeClockUser } from '@web-test/fake-clock';
import {
  answerByOperation,
  fakeGraphqlClient,
  renderWithRouter,
} from '@web-test/render-with-router';
import type { FakeAnswer } from '@web-test/render-with-router';
import type { PlanTripLauncherProps } from './plan-trip-slot';
import { SignedInHome } from './signed-in-home';

// Wednesday 10 June 2026 (local), 11:00 UTC.
withFakeClock('2026-06-10T11:00:00Z');

const user: SessionUser = {
  id: 'u1',
  userName: 'maya',
  email: 'maya@example.com',
} as SessionUser;

const trip = (id: string, title: string, startDate: string, endDate: string, extra = {}) => ({
  __typename: 'Trip',
  id,
  title,
  startDate,
  endDate,
  coverImage: null,
  isCompleted: false,
  destinations: [],
  collaborators: [],
  itineraryDays: [],
  ...extra,
});

const goa = trip('goa', 'Goa Coast Getaway', '2026-06-08', '2026-06-13', {
  destinations: [
    {
      __typename: 'Destination',
      id: 'd1',
      placeId: 'p1',
      name: 'Baga Beach',
      address: 'Baga, Calangute, Goa 403516, India',
    },
  ],
  itineraryDays: [
    {
      __typename: 'ItineraryDay',
      day: 3,
      date: '2026-06-10',
      activities: [
        {
          __typename: 'Activity',
          id: 'a2',
          title: 'Sunset at Baga',
          startTime: '18:00',
          endTime: null,
          notes: null,
        },
        {
          __typename: 'Activity',
          id: 'a1',
          title: 'Fort Aguada walk',
          startTime: '08:30',
          endTime: '10:00',
          notes: null,
        },
      ],
    },
  ],
});

const mayaTrips = [
  goa,
  trip('far', 'Iceland Ring Road', '2026-12-01', '2026-12-10'),
  trip('kyoto', 'Kyoto in Autumn', '2026-06-22', '2026-06-28'),
  trip('soon', 'Weekend in Lonavala', '2026-06-12', '2026-06-13'),
  trip('later', 'Paris Again', '2026-09-01', '2026-09-05'),
  trip('lisbon', 'Lisbon Long Weekend', '2026-04-11', '2026-04-14'),
  trip('old', 'Old Times', '2025-01-01', '2025-01-03'),
  trip('may', 'Hampi Ruins', '2026-05-01', '2026-05-03'),
  trip('jan', 'Snow in Manali', '2026-01-10', '2026-01-15'),
];

const puneLocation = {
  __typename: 'UserLocation',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  latitude: 18.52,
  longitude: 73.85,
};

const attraction = (index: number) => ({
  __typename: 'PlaceSummary',
  id: `place-${index}`,
  name: `Attraction ${index}`,
  rating: 4.5,
  totalRatings: 100,
  description: 'tourist attraction',
  imageUrl: `/photos/place-${index}?quality=medium`,
});

const city = (index: number) => ({
  __typename: 'HighlightDestination',
  id: `city-${index}`,
  name: `City ${index}`,
  description: `About city ${index}.`,
  imageUrl: `/photos/city-${index}?quality=medium`,
});

function homeAnswer(home: Record<string, unknown>, errors?: FakeAnswer): FakeAnswer {
  const data = {
    home: {
      __typename: 'Home',
      me: {
        __typename: 'User',
        id: 'u1',
        userName: 'maya',
        email: 'maya@example.com',
        location: puneLocation,
      },
      trips: mayaTrips,
      nearbyAttractions: {
        __typename: 'HomeNearbyAttractions',
        latitude: 18.52,
        longitude: 73.85,
        places: Array.from({ length: 6 }, (_, index) => attraction(index + 1)),
      },
      travelHighlights: {
        __typename: 'TravelHighlights',
        popularCities: Array.from({ length: 6 }, (_, index) => city(index + 1)),
      },
      ...home,
    },
  };
  return errors && 'errors' in errors ? { data, errors: errors.errors } : { data };
}

const openPlanner = vi.fn();
function FakePlanTrip({ children }: PlanTripLauncherProps) {
  return <>{children(openPlanner)}</>;
}

function openHome(answer: FakeAnswer | ((count: number) => FakeAnswer)) {
  const { client, sent } = fakeGraphqlClient(
    answerByOperation({
      Home: () => (typeof answer === 'function' ? answer(sent.length) : answer),
    }),
  );
  renderWithRouter(<SignedInHome user={user} planTrip={FakePlanTrip} />, client);
  return { sent, client };
}

const titlesIn = (sectionId: string) =>
  within(screen.getByTestId(sectionId))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('signed-in home (spec 000 §1, §2, §4, §9)', () => {
  it('greets by the hour and shows stats, the trip under way, 3 upcoming and 3 recent trips, in order', async () => {
    const { sent } = openHome(homeAnswer({}));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^Good (Morning|Afternoon|Evening), maya$/,
    );
    expect(await screen.findByRole('article', { name: 'Kyoto in Autumn' })).toBeInTheDocument();
    expect(titlesIn('upcoming-trips')).toEqual([
      'Weekend in Lonavala',
      'Kyoto in Autumn',
      'Paris Again',
    ]);
    expect(titlesIn('recent-trips')).toEqual([
      'Hampi Ruins',
      'Lisbon Long Weekend',
      'Snow in Manali',
    ]);
    expect(screen.getByTestId('stat-tripsPlanned')).toHaveTextContent('9');
    expect(screen.getByTestId('stat-upcoming')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-completed')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-countries')).toHaveTextContent('1');
    const now = screen.getByTestId('happening-now');
    expect(within(now).getByText('Day 3 of 6')).toBeInTheDocument();
    expect(
      within(now)
        .getAllByText(/Fort Aguada walk|Sunset at Baga/)
        .map((item) => item.textContent),
    ).toEqual(['Fort Aguada walk', 'Sunset at Baga']);
    expect(screen.getByText('In 2 days')).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).toEqual(['Home']);
  });

  it('opens a trip from its card, and shows Share Story on recent trips only as coming soon', async () => {
    openHome(homeAnswer({}));
    const card = await screen.findByRole('article', { name: 'Kyoto in Autumn' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/trips/kyoto');
    const recent = screen.getByTestId('recent-trips');
    const shareStory = within(recent).getAllByRole('button', { name: /Share Story/ });
    expect(shareStory).toHaveLength(3);
    for (const button of shareStory) {
      expect(button).toBeDisabled();
      expect(button).toHaveTextContent('Coming Soon');
    }
    expect(screen.getByRole('button', { name: /Travel Community/ })).toBeDisabled();
  });

  it('shows at most 4 nearby attractions around the saved city and 4 trending destinations', async () => {
    openHome(homeAnswer({}));
    const nearby = await screen.findByTestId('nearby-attractions');
    await waitFor(() =>
      expect(within(nearby).getAllByRole('link', { name: /Attraction/ })).toHaveLength(4),
    );
    expect(within(nearby).getByText('Around Pune')).toBeInTheDocument();
    expect(within(screen.getByTestId('trending-destinations')).getAllByRole('link')).toHaveLength(
      4,
    );
    expect(screen.queryByRole('link', { name: /Set your location/ })).not.toBeInTheDocument();
  });

  it('keeps every other section when the highlights fail alone, with D1 failure text', async () => {
    const { sent } = openHome(
      homeAnswer(
        { travelHighlights: null },
        {
          errors: [
            {
              message: 'Upstream failed',
              path: ['home', 'travelHighlights'],
              extensions: { code: 'UPSTREAM_ERROR' },
            },
          ],
        },
      ),
    );
    expect(
      await screen.findByText('Failed to load destinations. Please refresh the page.'),
    ).toBeInTheDocument();
    expect(titlesIn('upcoming-trips')).toHaveLength(3);
    expect(
      within(screen.getByTestId('nearby-attractions')).getAllByRole('link', { name: /Attraction/ }),
    ).toHaveLength(4);
    // A section's failure is final for this load: the one query is not sent again for it.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
  });

  it('asks again once a location is saved after the home loaded', async () => {
    const noLocation = homeAnswer({
      me: {
        __typename: 'User',
        id: 'u1',
        userName: 'maya',
        email: 'maya@example.com',
        location: null,
      },
      nearbyAttractions: null,
    });
    const { sent, client } = openHome((count) => (count <= 1 ? noLocation : homeAnswer({})));
    const nearby = await screen.findByTestId('nearby-attractions');
    expect(
      await within(nearby).findByRole('link', { name: 'Set your location' }),
    ).toBeInTheDocument();
    // What the profile's location update does to the cached user.
    client.cache.modify({
      id: client.cache.identify({ __typename: 'User', id: 'u1' }),
      fields: { location: () => puneLocation },
    });
    await waitFor(() =>
      expect(within(nearby).getAllByRole('link', { name: /Attraction/ })).toHaveLength(4),
    );
    expect(sent).toHaveLength(2);
  });

  it('invites a traveller without trips to plan a first one, and one without a location to set it', async () => {
    const user = fakeClockUser();
    openPlanner.mockClear();
    const { sent } = openHome(
      homeAnswer({
        me: {
          __typename: 'User',
          id: 'u1',
          userName: 'maya',
          email: 'maya@example.com',
          location: null,
        },
        trips: [],
        nearbyAttractions: null,
      }),
    );
    const prompt = await screen.findByRole('region', { name: 'Plan your first trip' });
    await user.click(within(prompt).getByRole('button', { name: 'Plan a trip' }));
    expect(openPlanner).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('upcoming-trips')).not.toBeInTheDocument();
    const nearby = screen.getByTestId('nearby-attractions');
    expect(within(nearby).getByRole('link', { name: 'Set your location' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByTestId('stat-tripsPlanned')).toHaveTextContent('0');
    // No location: nothing more is asked for.
    expect(sent).toHaveLength(1);
  });

  it('shows skeletons and the loading text while the one query runs', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const pending = new Promise<FakeAnswer>((resolve) => {
      answer = resolve;
    });
    const { client } = fakeGraphqlClient(answerByOperation({ Home: () => pending }));
    renderWithRouter(<SignedInHome user={user} planTrip={FakePlanTrip} />, client);
    expect(await screen.findByText('Loading destinations...')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading trips')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading nearby attractions')).toBeInTheDocument();
    answer(homeAnswer({}));
    expect(await screen.findByRole('article', { name: 'Kyoto in Autumn' })).toBeInTheDocument();
    expect(screen.queryByText('Loading destinations...')).not.toBeInTheDocument();
  });
});
