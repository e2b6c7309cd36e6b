import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlClient, renderWithRouter } from '@web-test/render-with-router';
import type { FakeAnswer, SentOperation } from '@web-test/render-with-router';
import { PLACE_SEARCH_DEBOUNCE_MS } from '../../constants';
import { PlaceSearchBox } from './place-search-box';

const paris = {
  __typename: 'PlaceSuggestion',
  placeId: 'places/ChIJ-paris',
  mainText: 'Paris',
  secondaryText: 'Île-de-France, France',
};
const parisTexas = {
  __typename: 'PlaceSuggestion',
  placeId: 'ChIJ-paris-tx',
  mainText: 'Paris',
  secondaryText: 'Texas, United States',
};

function suggestionsAnswer(suggestions: object[]): (operation: SentOperation) => FakeAnswer {
  return () => ({ data: { placeSuggestions: suggestions } });
}

async function openSearchBox(answer = suggestionsAnswer([paris, parisTexas]), onSelect = vi.fn()) {
  const { client, sent } = fakeGraphqlClient(answer);
  const view = renderWithRouter(<PlaceSearchBox onSelect={onSelect} />, client);
  await pause(0); // the router renders its first match
  const input = screen.getByRole('combobox', { name: 'Search places' });
  const type = (text: string) => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  };
  const suggestionRequests = () => sent.filter((op) => op.operationName === 'PlaceSuggestions');
  return { ...view, input, type, suggestionRequests, onSelect };
}

/** Lets the debounce timer run out, then the fake server's answer reach the screen. */
async function pause(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('place search box (spec 000 §2, §5, §9; RESOLUTIONS 14.3, 14.6, 14.7)', () => {
  it('sends one request for a burst of typing, 1000 ms after the last key', async () => {
    const { type, suggestionRequests } = await openSearchBox();
    for (const text of ['P', 'Pa', 'Par', 'Pari', 'Paris']) {
      type(text);
      await pause(200);
    }
    await pause(PLACE_SEARCH_DEBOUNCE_MS - 200 - 1);
    expect(suggestionRequests()).toHaveLength(0);
    await pause(1);
    expect(suggestionRequests()).toHaveLength(1);
    expect(suggestionRequests()[0]?.variables).toEqual({ text: 'Paris' });
  });

  it('does nothing for text under 2 characters after trimming', async () => {
    const { type, suggestionRequests } = await openSearchBox();
    type('  P  ');
    await pause(PLACE_SEARCH_DEBOUNCE_MS * 2);
    expect(suggestionRequests()).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('sends the trimmed text', async () => {
    const { type, suggestionRequests } = await openSearchBox();
    type('  Rome ');
    await pause(PLACE_SEARCH_DEBOUNCE_MS);
    expect(suggestionRequests().map((op) => op.variables)).toEqual([{ text: 'Rome' }]);
  });

  it('lists each suggestion with its main and secondary text', async () => {
    const { type } = await openSearchBox();
    type('Paris');
    await pause(PLACE_SEARCH_DEBOUNCE_MS);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Paris');
    expect(options[0]).toHaveTextContent('Île-de-France, France');
    expect(options[1]).toHaveTextContent('Texas, United States');
  });

  it('says No results found for "{text}" when there are none', async () => {
    const { type } = await openSearchBox(suggestionsAnswer([]));
    type('Zzyzx ');
    await pause(PLACE_SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('No results found for "Zzyzx"')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('logs a failed fetch and shows an empty list', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { type } = await openSearchBox(() => ({ error: new Error('network down') }));
    type('Paris');
    await pause(PLACE_SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('No results found for "Paris"')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Place search failed:', 'network down');
    consoleError.mockRestore();
  });

  it('opens /place/{placeId} (without a places/ prefix) when a suggestion is clicked', async () => {
    const { type, router, input, onSelect } = await openSearchBox();
    type('Paris');
    await pause(PLACE_SEARCH_DEBOUNCE_MS);
    fireEvent.click(screen.getAllByRole('option')[0] as HTMLElement);
    await pause(0);
    expect(router.state.location.pathname).toBe('/place/ChIJ-paris');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('chooses with the arrow keys and Enter', async () => {
    const { type, router, input } = await openSearchBox();
    type('Paris');
    await pause(PLACE_SEARCH_DEBOUNCE_MS);
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await pause(0);
    expect(router.state.location.pathname).toBe('/place/ChIJ-paris-tx');
  });

  // Issue 18: Enter did nothing unless the arrows had highlighted a suggestion.
  it('opens the first suggestion on Enter when none is highlighted', async () => {
    const { type, router, input, onSelect } = await openSearchBox();
    type('Paris');
    await pause(PLACE_SEARCH_DEBOUNCE_MS);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await pause(0);
    expect(router.state.location.pathname).toBe('/place/ChIJ-paris');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
  });

  it('explores the typed place on Enter before any suggestion has come', async () => {
    const { type, router, input, suggestionRequests } = await openSearchBox();
    type('  Lisbon ');
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await pause(0);
    expect(router.state.location.pathname).toBe('/explore');
    expect(router.state.location.search).toEqual({ place: 'Lisbon' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await pause(PLACE_SEARCH_DEBOUNCE_MS);
    expect(suggestionRequests()).toHaveLength(0);
  });

  it('closes the panel on Escape and on leaving the box', async () => {
    const { type, input } = await openSearchBox();
    type('Paris');
    await pause(PLACE_SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape', code: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    type('Paris ');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.blur(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
