import { print } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '@mocks/db/seed';
import { TripDocument } from '@web/gql/graphql';
import type { TripQuery } from '@web/gql/graphql';
import { startTripStack, stopTripStack } from '../testing/trip-stack';
import type { TripStack } from '../testing/trip-stack';
import { imageUrlFor, photoUrl, placeholderUrl } from './photo-urls';

/** A lone high surrogate: `encodeURIComponent` throws URIError on it (issue 17 item 2). */
const LONE_SURROGATE_REF = 'places/abc/photos/\uD800x';

describe('photo URLs never throw on a stored bad reference', () => {
  it('builds a URL for a reference with a lone surrogate (the character is replaced)', () => {
    expect(() => photoUrl(LONE_SURROGATE_REF, 'low')).not.toThrow();
    expect(photoUrl(LONE_SURROGATE_REF, 'low')).toBe(
      `/photos/${encodeURIComponent('places/abc/photos/\uFFFDx')}?quality=low`,
    );
  });

  it('shows the placeholder for the name when the reference is not well-formed text', () => {
    expect(imageUrlFor({ ref: LONE_SURROGATE_REF }, 'Kyoto', 'medium')).toBe(
      placeholderUrl('Kyoto', 'medium'),
    );
    expect(imageUrlFor({ ref: '\uDC00' }, 'Kyoto', 'low')).toBe(placeholderUrl('Kyoto', 'low'));
  });

  it('keeps a well-formed reference, astral characters included', () => {
    const ref = 'places/x/photos/🗻';
    expect(imageUrlFor({ ref }, 'Fuji', 'high')).toBe(photoUrl(ref, 'high'));
    expect(photoUrl(ref, 'high')).toBe(`/photos/${encodeURIComponent(ref)}?quality=high`);
  });
});

describe('a trip whose stored destination photo reference holds a lone surrogate', () => {
  let stack: TripStack;
  beforeAll(async () => {
    stack = await startTripStack();
  });
  afterEach(async () => {
    await stack.mock.reset();
  });
  afterAll(async () => {
    await stopTripStack(stack);
  });

  it('still loads for its members, with the placeholder as that destination image', async () => {
    const kyoto = seedIds.trips.upcoming;
    stack.mock.db.trips.update(kyoto, (trip) => ({
      ...trip,
      destinations: trip.destinations.map((destination, index) =>
        index === 0 ? { ...destination, photoRef: LONE_SURROGATE_REF } : destination,
      ),
    }));
    for (const member of ['maya', 'lena']) {
      const answer = await stack.gateway.graphql<TripQuery>(
        print(TripDocument),
        { id: kyoto },
        await stack.bearerFor(member),
      );
      expect(answer.errors).toBeUndefined();
      const [first] = answer.data?.trip?.destinations ?? [];
      expect(first?.imageUrl).toBe(placeholderUrl(first?.name ?? '', 'low'));
    }
  });
});
