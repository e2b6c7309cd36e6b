import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerByOperation,
  fakeGraphqlClient,
  renderWithRouter,
} from '@web-test/render-with-router';
import type { AnswersByOperation, FakeAnswer } from '@web-test/render-with-router';
import { SharedTripPage } from './shared-trip-page';

const TOKEN = '9f3c2a7be1d04c5f8a6e2d1b0c7f4e93';

/** Maya's Lisbon trip as the gateway answers the shared query, with `changes` on top. */
function lisbon(changes: Record<string, unknown> = {}) {
  return {
    __typename: 'SharedTrip',
    id: 'trip-lisbon',
    shareToken: TOKEN,
    title: 'Lisbon Long Weekend',
    description: 'Trams, tiles and pastéis de nata.',
    startDate: '2026-07-03',
    endDate: '2026-07-06',
    coverImage: null,
    isCompleted: true,
    ownerName: 'Maya Rao',
    ownerProfilePic: null,
    collaboratorCount: 2,
    dayCount: 3,
    plannedDayCount: 1,
    allowJoinRequests: true,
    viewerIsMember: false,
    destinations: [
      {
        __typename: 'Destination',
        id: 'd-belem',
        placeId: 'p-belem',
        name: 'Belém Tower',
        address: 'Av. Brasília, Lisbon',
        rating: 4.6,
        imageUrl: '/photos/belem.jpg',
      },
    ],
    itineraryDays: [
      {
        __typename: 'ItineraryDay',
        day: 1,
        date: '2026-07-03',
        activities: [
          {
            __typename: 'Activity',
            id: 'a-tram',
            title: 'Tram 28 ride',
            startTime: '09:00',
            endTime: '10:30',
            notes: 'Board at Martim Moniz',
            destinationId: 'd-belem',
          },
        ],
      },
    ],
    ...changes,
  };
}

const shared = (trip: object | null): FakeAnswer => ({ data: { sharedTrip: trip } });
const joined: FakeAnswer = { data: { joinSharedTrip: 'trip-lisbon' } };

const alerts = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
afterEach(() => alerts.mockClear());

function openSharedTrip(
  answers: AnswersByOperation,
  { signedIn = true, joinOnArrival = false } = {},
) {
  const { client, sent } = fakeGraphqlClient(
    answerByOperation({ SharedTrip: () => shared(lisbon()), ...answers }),
  );
  const view = renderWithRouter(
    <SharedTripPage shareToken={TOKEN} signedIn={signedIn} joinOnArrival={joinOnArrival} />,
    client,
  );
  const sentAs = (name: string) => sent.filter((operation) => operation.operationName === name);
  return { ...view, sentAs, user: userEvent.setup() };
}

const statValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Trip stats' }))
    .getByText(label)
    .parentElement?.querySelector('p')?.textContent;

describe('shared trip page (spec 001 §2 "Shared trip page"; checklist 12.7–12.18)', () => {
  it('shows the skeleton while loading, then the trip: cover, badge, owner and stats', async () => {
    let answerLoad: (answer: FakeAnswer) => void = () => undefined;
    const { sentAs } = openSharedTrip({
      SharedTrip: () =>
        new Promise<FakeAnswer>((resolve) => {
          answerLoad = resolve;
        }),
    });
    expect(await screen.findByRole('status', { name: 'Loading shared trip' })).toBeInTheDocument();
    answerLoad(shared(lisbon()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lisbon Long Weekend' }),
    ).toBeInTheDocument();
    expect(sentAs('SharedTrip')[0]?.variables).toEqual({ shareToken: TOKEN });
    expect(screen.queryByRole('status', { name: 'Loading shared trip' })).not.toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Trams, tiles and pastéis de nata.')).toBeInTheDocument();
    expect(screen.getByText('Jul 03, 2026 - Jul 06, 2026')).toBeInTheDocument();
    expect(screen.getByText('1 destination')).toBeInTheDocument();
    expect(screen.getByText('2 collaborators')).toBeInTheDocument();
    // 12.10, 12.11: the owner's name, the initial without a picture, "Trip Creator".
    expect(screen.getByText('Maya Rao')).toBeInTheDocument();
    expect(screen.getByText('M')).toBeInTheDocument();
    expect(screen.getByText('Trip Creator')).toBeInTheDocument();
    // 12.12: destinations, days (as the gateway counts them), travelers = collaborators + 1, planned.
    expect(statValue('Destinations')).toBe('1');
    expect(statValue('Days')).toBe('3');
    expect(statValue('Travelers')).toBe('3');
    expect(statValue('Days planned')).toBe('1');
  });

  it('lists the destinations and the day-by-day itinerary, read-only', async () => {
    openSharedTrip({});
    const place = await screen.findByRole('link', { name: 'Belém Tower' });
    expect(place).toHaveAttribute('href', '/place/p-belem');
    expect(screen.getByText('Tram 28 ride')).toBeInTheDocument();
    expect(screen.getByText('09:00 - 10:30')).toBeInTheDocument();
    expect(screen.getByText('Board at Martim Moniz')).toBeInTheDocument();
    expect(screen.getByText('Fri, Jul 3, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add|edit|remove|delete/i })).toBeNull();
  });

  it.each([
    ['the link answers nothing (public view off)', () => shared(null)],
    [
      'the gateway refuses it',
      (): FakeAnswer => ({
        errors: [{ message: 'Shared trip not found', extensions: { code: 'NOT_FOUND' } }],
      }),
    ],
    ['the network fails', (): FakeAnswer => ({ error: new TypeError('Failed to fetch') })],
  ])('%s: "Trip Not Available" with Go to Homepage (12.8)', async (_case, answer) => {
    openSharedTrip({ SharedTrip: answer });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trip Not Available' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to load shared trip')).toBeInTheDocument();
    expect(screen.queryByText('Shared trip not found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('joins as a viewer: "Joining...", the toast, then View Full Trip and one more traveller', async () => {
    let answerJoin: (answer: FakeAnswer) => void = () => undefined;
    const { user, sentAs } = openSharedTrip({
      JoinSharedTrip: () =>
        new Promise<FakeAnswer>((resolve) => {
          answerJoin = resolve;
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Join This Trip' }));
    expect(await screen.findByRole('button', { name: 'Joining...' })).toBeDisabled();
    expect(sentAs('JoinSharedTrip')[0]?.variables).toEqual({ shareToken: TOKEN });
    answerJoin(joined);

    expect(
      await screen.findByText('Successfully joined the trip as a viewer!'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Full Trip' })).toHaveAttribute(
      'href',
      '/trips/trip-lisbon',
    );
    expect(screen.queryByRole('button', { name: 'Join This Trip' })).not.toBeInTheDocument();
    expect(statValue('Travelers')).toBe('4');
    expect(sentAs('JoinSharedTrip')).toHaveLength(1);
  });

  it('a failed join is the browser alert, and Join stays (12.15)', async () => {
    const { user } = openSharedTrip({
      JoinSharedTrip: () => ({
        errors: [{ message: 'Joining is turned off', extensions: { code: 'FORBIDDEN' } }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Join This Trip' }));
    await waitFor(() =>
      expect(alerts).toHaveBeenCalledWith('Failed to join trip. Please try again.'),
    );
    expect(await screen.findByRole('button', { name: 'Join This Trip' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'View Full Trip' })).not.toBeInTheDocument();
  });

  it('joins off: no Join, no View Full Trip for a non-member (12.13)', async () => {
    openSharedTrip({ SharedTrip: () => shared(lisbon({ allowJoinRequests: false })) });
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Long Weekend' });
    expect(screen.queryByRole('button', { name: 'Join This Trip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Full Trip' })).not.toBeInTheDocument();
  });

  it('a member sees View Full Trip, not Join (12.16)', async () => {
    openSharedTrip({ SharedTrip: () => shared(lisbon({ viewerIsMember: true })) });
    expect(await screen.findByRole('link', { name: 'View Full Trip' })).toHaveAttribute(
      'href',
      '/trips/trip-lisbon',
    );
    expect(screen.queryByRole('button', { name: 'Join This Trip' })).not.toBeInTheDocument();
  });

  it('guests see the promo; both buttons return here (12.17); Join sends them to login (12.18)', async () => {
    const { user, router, sentAs } = openSharedTrip({}, { signedIn: false });
    const returnPath = encodeURIComponent(`/shared-trip/${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
      'href',
      `/signup?redirect=${returnPath}`,
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `/login?redirect=${returnPath}`,
    );
    await user.click(screen.getByRole('button', { name: 'Join This Trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({
      redirect: `/shared-trip/${TOKEN}?join=true`,
    });
    expect(sentAs('JoinSharedTrip')).toHaveLength(0);
  });

  it('signed-in visitors see no promo', async () => {
    openSharedTrip({});
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Long Weekend' });
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
  });

  it('back from login with the join remembered: joins without a second press', async () => {
    const { sentAs } = openSharedTrip({ JoinSharedTrip: () => joined }, { joinOnArrival: true });
    expect(
      await screen.findByText('Successfully joined the trip as a viewer!'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Full Trip' })).toBeInTheDocument();
    expect(sentAs('JoinSharedTrip')).toHaveLength(1);
  });

  it('shows the owner picture when there is one', async () => {
    openSharedTrip({
      SharedTrip: () => shared(lisbon({ ownerProfilePic: '/avatars/maya.jpg' })),
    });
    expect(await screen.findByRole('img', { name: 'Maya Rao' })).toHaveAttribute(
      'src',
      '/avatars/maya.jpg',
    );
  });
});
