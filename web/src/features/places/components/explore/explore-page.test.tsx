import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlClient, renderWithRouter } from '@web-test/render-with-router';
import type { FakeAnswer, SentOperation } from '@web-test/render-with-router';
import { ExplorePage } from './explore-page';

const destination = (id: string, name: string) => ({
  __typename: 'HighlightDestination',
  id,
  name,
  description: `${name} in a sentence.`,
  imageUrl: `/photos/${id}?quality=medium`,
});

const highlights = {
  travelHighlights: {
    __typename: 'TravelHighlights',
    popularCountries: [destination('c-jp', 'Japan'), destination('c-it', 'Italy')],
    popularCities: [destination('city-kyoto', 'Kyoto')],
  },
};

const kinkakuji = {
  __typename: 'PlaceSummary',
  id: 'p-kinkakuji',
  name: 'Kinkaku-ji',
  rating: 4.7,
  totalRatings: 80213,
  description: 'buddhist temple',
  imageUrl: '/photos/ref-k?quality=medium',
};

type Answers = Partial<Record<string, (operation: SentOperation) => FakeAnswer>>;

function openExplore(place: string | undefined, answers: Answers = {}) {
  const defaults: Answers = {
    ExploreHighlights: () => ({ data: highlights }),
    PlacesIn: () => ({ data: { placesIn: [kinkakuji] } }),
  };
  const { client, sent } = fakeGraphqlClient((operation) => {
    const answer = answers[operation.operationName] ?? defaults[operation.operationName];
    if (!answer) throw new Error(`unexpected ${operation.operationName}`);
    return answer(operation);
  });
  const view = renderWithRouter(<ExplorePage place={place} signedIn={false} />, client);
  const count = (name: string) => sent.filter((op) => op.operationName === name).length;
  return { ...view, sent, count };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

// Real timers here (the one retry waits a real second): a generous budget for a busy machine.
describe('Explore page (spec 001 §2 "Explore", §8)', { timeout: 20_000 }, () => {
  it('shows the hero, the sections and three travel tips without a place', async () => {
    const { count } = openExplore(undefined);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore the World' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Places in/ })).not.toBeInTheDocument();
    // A guest: the section asks to sign in and coming back here, and nothing is asked of the server.
    const nearby = await section('Nearby Tourist Attractions');
    expect(nearby.getByText('Sign in to see attractions near you')).toBeInTheDocument();
    expect(nearby.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fexplore',
    );
    expect(count('UserLocation') + count('NearbyAttractions')).toBe(0);
    const tips = await section('Travel Tips');
    expect(tips.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(count('PlacesIn')).toBe(0);
  });

  it('lists "Places in {place}" as cards that open the place page', async () => {
    const { sent } = openExplore('Kyoto');
    const results = await section('Places in Kyoto');
    const card = await results.findByRole('link', { name: /Kinkaku-ji/ });
    expect(card).toHaveAttribute('href', '/place/p-kinkakuji');
    expect(card).toHaveTextContent('4.7');
    expect(card).toHaveTextContent('(80,213)');
    expect(card).toHaveTextContent('buddhist temple');
    expect(sent.find((op) => op.operationName === 'PlacesIn')?.variables).toEqual({
      location: 'Kyoto',
    });
  });

  it('says "No places found" for an empty search', async () => {
    openExplore('Atlantis', { PlacesIn: () => ({ data: { placesIn: [] } }) });
    const results = await section('Places in Atlantis');
    expect(await results.findByText('No places found')).toBeInTheDocument();
  });

  it('shows the error toast "Failed to fetch search results" once the one retry failed too', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { count } = openExplore('Kyoto', { PlacesIn: () => ({ error: new Error('down') }) });
    // Explore photo queries are retried once (spec 001 §9), 1 s after the first failure.
    expect(
      await screen.findAllByText('Failed to fetch search results', {}, { timeout: 10_000 }),
    ).not.toHaveLength(0);
    expect(count('PlacesIn')).toBe(2);
    // The page's own message can show before the toast has mounted: wait for the toast itself.
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent(
        'Failed to fetch search results',
      ),
    );
    consoleError.mockRestore();
  });

  it('opens Explore for a popular country or city by its name', async () => {
    openExplore(undefined);
    const countries = await section('Popular Destinations');
    expect(await countries.findByRole('link', { name: /Japan/ })).toHaveAttribute(
      'href',
      '/explore?place=Japan',
    );
    const cities = await section('Popular Cities');
    expect(await cities.findByRole('link', { name: /Kyoto/ })).toHaveAttribute(
      'href',
      '/explore?place=Kyoto',
    );
  });

  it("fetches the first screenful's photos first: the first list's first batch, at once", async () => {
    /** The photos shown in a section, with how each is fetched. */
    const photosIn = async (name: string) => {
      const region = await screen.findByRole('region', { name });
      await waitFor(() => expect(region.querySelector('img')).not.toBeNull());
      return Array.from(region.querySelectorAll('img'), (img) => ({
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
      }));
    };
    const first = { loading: 'eager', priority: 'high' };
    const later = { loading: 'lazy', priority: 'auto' };

    // A guest's first list is Popular Destinations (Nearby asks them to sign in).
    const guest = openExplore(undefined);
    expect(await photosIn('Popular Destinations')).toEqual([first, first]);
    expect(await photosIn('Popular Cities')).toEqual([later]);
    guest.unmount();

    // Asked for a place, its results come first.
    openExplore('Kyoto');
    expect(await photosIn('Places in Kyoto')).toEqual([first]);
    expect(await photosIn('Popular Destinations')).toEqual([later, later]);
  });

  it('offers Refresh Data when the highlights are empty, and asks again', async () => {
    const empty = {
      travelHighlights: { __typename: 'TravelHighlights', popularCountries: [], popularCities: [] },
    };
    const { count } = openExplore(undefined, { ExploreHighlights: () => ({ data: empty }) });
    const countries = await section('Popular Destinations');
    const refresh = await countries.findByRole('button', { name: 'Refresh Data' });
    expect(
      (await section('Popular Cities')).getByRole('button', { name: 'Refresh Data' }),
    ).toBeVisible();
    expect(count('ExploreHighlights')).toBe(1);
    fireEvent.click(refresh);
    await waitFor(() => expect(count('ExploreHighlights')).toBe(2));
  });

  it('shows "Error loading destinations" and "Error loading cities" (a 404 is not retried)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { count } = openExplore(undefined, {
      ExploreHighlights: () => ({
        errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(
      await (await section('Popular Destinations')).findByText('Error loading destinations'),
    ).toBeInTheDocument();
    expect(
      await (await section('Popular Cities')).findByText('Error loading cities'),
    ).toBeInTheDocument();
    expect(count('ExploreHighlights')).toBe(1);
    consoleError.mockRestore();
  });
});

describe('Explore scroll buttons (spec 001 §9)', () => {
  const scrollBy = vi.fn();
  const { innerWidth } = window;
  beforeEach(() => {
    Element.prototype.scrollBy = scrollBy as unknown as Element['scrollBy'];
  });
  afterEach(() => {
    scrollBy.mockReset();
    window.innerWidth = innerWidth;
  });

  it.each([
    [390, 300],
    [1280, 900],
  ])('at %i px wide, move a row by %i px', async (width, step) => {
    window.innerWidth = width;
    openExplore(undefined);
    const countries = await section('Popular Destinations');
    fireEvent.click(
      await countries.findByRole('button', { name: 'Scroll Popular Destinations right' }),
    );
    expect(scrollBy).toHaveBeenLastCalledWith({ left: step, behavior: 'smooth' });
    fireEvent.click(countries.getByRole('button', { name: 'Scroll Popular Destinations left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -step, behavior: 'smooth' });
  });
});
