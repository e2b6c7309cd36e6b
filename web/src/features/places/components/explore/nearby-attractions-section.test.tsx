import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlClient, renderWithRouter } from '@web-test/render-with-router';
import type { FakeAnswer, SentOperation } from '@web-test/render-with-router';
import { NearbyAttractionsSection } from './nearby-attractions-section';

function me(location: { latitude: number | null; longitude: number | null; city: string } | null) {
  return {
    me: {
      __typename: 'User',
      id: 'u-maya',
      location: location && { __typename: 'UserLocation', ...location },
    },
  };
}

const shaniwarWada = {
  __typename: 'PlaceSummary',
  id: 'p-shaniwar-wada',
  name: 'Shaniwar Wada',
  rating: 4.4,
  totalRatings: 51234,
  description: 'historical landmark',
  imageUrl: '/photos/ref-1?quality=medium',
};

function server(
  location: Parameters<typeof me>[0],
  attractions: (operation: SentOperation) => FakeAnswer = () => ({
    data: { nearbyPlaces: [shaniwarWada] },
  }),
) {
  return (operation: SentOperation): FakeAnswer =>
    operation.operationName === 'UserLocation' ? { data: me(location) } : attractions(operation);
}

function openSection(signedIn: boolean, answer: (operation: SentOperation) => FakeAnswer) {
  const { client, sent } = fakeGraphqlClient(answer);
  const view = renderWithRouter(<NearbyAttractionsSection signedIn={signedIn} />, client);
  const nearbyRequests = () => sent.filter((op) => op.operationName === 'NearbyAttractions');
  return { ...view, sent, nearbyRequests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Explore "Nearby Tourist Attractions" (spec 001 §2; spec 000 §5, §8)', () => {
  it('prompts guests to sign in and asks the server nothing', async () => {
    const { sent } = openSection(false, server(null));
    expect(await screen.findByText('Sign in to see attractions near you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fexplore',
    );
    expect(sent).toHaveLength(0);
  });

  it('finds attractions around the saved location and links each to its page', async () => {
    const { nearbyRequests } = openSection(
      true,
      server({ latitude: 18.5204, longitude: 73.8567, city: 'Pune' }),
    );
    const card = await screen.findByRole('link', { name: /Shaniwar Wada/ });
    expect(card).toHaveAttribute('href', '/place/p-shaniwar-wada');
    expect(card).toHaveTextContent('4.4');
    expect(card).toHaveTextContent('(51,234)');
    expect(card).toHaveTextContent('historical landmark');
    expect(screen.getByText('Around Pune')).toBeInTheDocument();
    expect(nearbyRequests().map((op) => op.variables)).toEqual([
      { latitude: 18.5204, longitude: 73.8567 },
    ]);
  });

  it.each([
    ['no saved location', null],
    ['no coordinates', { latitude: null, longitude: null, city: 'Pune' }],
    ['a latitude out of range', { latitude: 95, longitude: 73.8, city: 'Nowhere' }],
    ['a longitude out of range', { latitude: 18.5, longitude: -200, city: 'Nowhere' }],
  ])('with %s, does not query and asks to update the profile location', async (_case, location) => {
    const { nearbyRequests } = openSection(true, server(location));
    expect(await screen.findByText('Location not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Location' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(nearbyRequests()).toHaveLength(0);
    expect(screen.queryByText('Error loading attractions')).not.toBeInTheDocument();
  });

  it('says so when nothing is near', async () => {
    openSection(
      true,
      server({ latitude: 18.52, longitude: 73.85, city: 'Pune' }, () => ({
        data: { nearbyPlaces: [] },
      })),
    );
    expect(await screen.findByText('No tourist attractions found near Pune.')).toBeInTheDocument();
  });

  it('retries a failed fetch 2 times, then shows "Error loading attractions"', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { nearbyRequests } = openSection(
      true,
      server({ latitude: 18.52, longitude: 73.85, city: 'Pune' }, () => ({
        error: new Error('upstream down'),
      })),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(nearbyRequests()).toHaveLength(1);
    expect(screen.getByText('Finding attractions near Pune...')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000); // first retry after 1 s
    });
    expect(nearbyRequests()).toHaveLength(2);
    expect(screen.queryByText('Error loading attractions')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000); // second retry after 2 s more
    });
    expect(nearbyRequests()).toHaveLength(3);
    expect(screen.getByText('Error loading attractions')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(nearbyRequests()).toHaveLength(3);
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to fetch nearby attractions:',
      expect.anything(),
    );
    consoleError.mockRestore();
  });
});
