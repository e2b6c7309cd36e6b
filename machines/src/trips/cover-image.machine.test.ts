import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import { createCoverImageMachine, selectCoverUploading } from './cover-image.machine';
import type { CoverImageEffects } from './cover-image.machine';
import { fakeEffects, startMachine, toastTexts } from './trips.test-support';

function startCovers() {
  const effects = fakeEffects<CoverImageEffects>(['updateCoverImage']);
  return { ...startMachine(createCoverImageMachine(effects)), effects };
}

describe('trip covers (spec 000 §2 "shows Uploading... while busy"; 001 §8)', () => {
  it('says which trip is uploading, also while it waits its turn', async () => {
    const { actor, effects, toasts } = startCovers();
    const first = deferred<undefined>();
    effects.updateCoverImage.mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined);
    actor.send({ type: 'cover.chosen', tripId: 'trip-goa', file: { name: 'goa.webp' } });
    actor.send({ type: 'cover.chosen', tripId: 'trip-hampi', file: { name: 'hampi.webp' } });
    const uploading = (tripId: string) => selectCoverUploading(actor.getSnapshot(), tripId);
    expect([uploading('trip-goa'), uploading('trip-hampi'), uploading('trip-kyoto')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(effects.updateCoverImage).toHaveBeenCalledWith({
      tripId: 'trip-goa',
      coverImage: { name: 'goa.webp' },
    });

    first.resolve(undefined);
    await settled(actor);
    expect([uploading('trip-goa'), uploading('trip-hampi')]).toEqual([false, false]);
    expect(toastTexts(toasts)).toEqual([
      'success: Cover image updated successfully',
      'success: Cover image updated successfully',
    ]);
  });

  it.each([
    [
      "the server's refusal",
      new Error('notes.png is not a supported image format (JPEG, PNG, WEBP)'),
      'notes.png is not a supported image format (JPEG, PNG, WEBP)',
    ],
    ["'Failed to update cover image' without one", new Error(''), 'Failed to update cover image'],
  ])('a failed upload toasts %s', async (_case, error, shown) => {
    const { actor, effects, toasts } = startCovers();
    effects.updateCoverImage.mockRejectedValueOnce(error);
    actor.send({ type: 'cover.chosen', tripId: 'trip-goa', file: {} });
    await settled(actor);
    expect(toastTexts(toasts)).toEqual([`error: ${shown}`]);
    expect(selectCoverUploading(actor.getSnapshot(), 'trip-goa')).toBe(false);
  });
});
