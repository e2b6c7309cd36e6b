import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeGraphqlClient, renderWithRouter } from '@web-test/render-with-router';
import type { FakeAnswer } from '@web-test/render-with-router';
import { TrendingDestinations } from './trending-destinations';

const city = (index: number) => ({
  __typename: 'HighlightDestination',
  id: `city-${index}`,
  name: `City ${index}`,
  description: `About city ${index}.`,
  imageUrl: `/photos/city-${index}?quality=medium`,
});

function openTrending(answer: FakeAnswer) {
  const { client } = fakeGraphqlClient(() => answer);
  return renderWithRouter(<TrendingDestinations />, client);
}

const citiesAnswer = (count: number): FakeAnswer => ({
  data: {
    travelHighlights: {
      __typename: 'TravelHighlights',
      popularCountries: [],
      popularCities: Array.from({ length: count }, (_, index) => city(index + 1)),
    },
  },
});

describe('trending destinations (spec 000 §2 "Home", §9; RESOLUTIONS 15.15)', () => {
  it('shows at most 4, each opening Explore for its name', async () => {
    openTrending(citiesAnswer(6));
    expect(await screen.findByRole('link', { name: /City 1/ })).toHaveAttribute(
      'href',
      '/explore?place=City+1',
    );
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByText('City 5')).not.toBeInTheDocument();
  });

  it('says so with a Refresh Page button when there are none', async () => {
    openTrending(citiesAnswer(0));
    expect(
      await screen.findByText(
        'No trending destinations available at the moment. Please try refreshing the page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('shows D1 failure text (a 404 is not retried)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openTrending({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
    expect(
      await screen.findByText('Failed to load destinations. Please refresh the page.'),
    ).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
