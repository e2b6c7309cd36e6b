import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import { fakeEffects, startMachine, toastTexts } from '../trips/trips.test-support';
import { MAX_PHOTO_BYTES } from './constants';
import {
  canAddPhotos,
  createPhotoUploadMachine,
  selectCanUpload,
  selectChosenPhotos,
  selectCountProblem,
  selectUploaded,
  selectUploading,
} from './photo-upload.machine';
import type { ChosenPhoto, PhotoUploadEffects } from './photo-upload.machine';

const target = { tripId: 'trip-lisbon', day: 2, activityId: 'act-tram' };

function startUpload(existingCount = 0) {
  const effects = fakeEffects<PhotoUploadEffects>(['upload']);
  const started = startMachine(createPhotoUploadMachine(effects), { ...target, existingCount });
  const choose = (...photos: ChosenPhoto[]) =>
    started.actor.send({ type: 'photos.chosen', photos });
  return { ...started, effects, choose, snapshot: () => started.actor.getSnapshot() };
}

const photo = (id: string, overrides: Partial<ChosenPhoto> = {}): ChosenPhoto => ({
  id,
  name: `${id}.jpg`,
  size: 200_000,
  format: 'jpeg',
  ...overrides,
});

describe('Upload Photos (spec 001 §2, §5, §8, §9; checklist 13.1–13.6)', () => {
  it('uploads the chosen photos, toasts, and is done', async () => {
    const { actor, effects, toasts, choose, snapshot } = startUpload(1);
    const answer = deferred<undefined>();
    effects.upload.mockReturnValueOnce(answer.promise);
    choose(photo('tram'), photo('view', { format: 'webp' }));
    expect(selectCanUpload(snapshot())).toBe(true);
    actor.send({ type: 'photos.upload' });
    expect(effects.upload).toHaveBeenCalledWith({ ...target, photoIds: ['tram', 'view'] });
    expect(selectUploading(snapshot())).toBe(true);
    expect(selectCanUpload(snapshot())).toBe(false);
    answer.resolve(undefined);
    await settled(actor);
    expect(selectUploaded(snapshot())).toBe(true);
    expect(toastTexts(toasts)).toEqual(['success: Photos uploaded successfully!']);
  });

  it('names a file that is not JPEG, PNG or WEBP by its bytes, and sends nothing', () => {
    const { actor, effects, choose, snapshot } = startUpload();
    choose(photo('notes', { name: 'notes.jpg', format: null }));
    expect(selectChosenPhotos(snapshot())[0]?.problem).toBe(
      'notes.jpg is not a supported image format (JPEG, PNG, WEBP)',
    );
    actor.send({ type: 'photos.upload' });
    expect(effects.upload).not.toHaveBeenCalled();
  });

  it('allows exactly 5 MB and refuses one byte more', () => {
    const { choose, snapshot } = startUpload();
    choose(
      photo('exact', { size: MAX_PHOTO_BYTES }),
      photo('big', { name: 'big.png', size: MAX_PHOTO_BYTES + 1, format: 'png' }),
    );
    expect(selectChosenPhotos(snapshot()).map((chosen) => chosen.problem)).toEqual([
      null,
      'big.png is too large. Maximum size is 5MB',
    ]);
    expect(selectCanUpload(snapshot())).toBe(false);
  });

  it('counts the photos already there: 3 chosen with 1 there is refused until one is removed', () => {
    const { choose, snapshot, actor } = startUpload(1);
    choose(photo('a'), photo('b'), photo('c'));
    expect(selectCountProblem(snapshot())).toBe(
      'Cannot upload 3 photos. Maximum 3 photos allowed per activity.',
    );
    expect(selectCanUpload(snapshot())).toBe(false);
    actor.send({ type: 'photos.remove', id: 'b' });
    expect(selectChosenPhotos(snapshot()).map((chosen) => chosen.id)).toEqual(['a', 'c']);
    expect(selectCountProblem(snapshot())).toBeNull();
    expect(selectCanUpload(snapshot())).toBe(true);
  });

  it('keeps a photo chosen twice once', () => {
    const { choose, snapshot } = startUpload();
    choose(photo('a'));
    choose(photo('a'), photo('b'));
    expect(selectChosenPhotos(snapshot()).map((chosen) => chosen.id)).toEqual(['a', 'b']);
  });

  it('is disabled once the activity has 3 photos (13.5)', () => {
    expect(canAddPhotos(2)).toBe(true);
    expect(canAddPhotos(3)).toBe(false);
  });

  it.each([
    [
      'the server message',
      new Error('Only owners and editors can add photos'),
      'Only owners and editors can add photos',
    ],
    ['the fallback without one', new TypeError(''), 'Failed to upload photos'],
  ])('a failed upload toasts %s and keeps the photos', async (_case, error, shown) => {
    const { actor, effects, toasts, choose, snapshot } = startUpload();
    effects.upload.mockRejectedValueOnce(error);
    choose(photo('tram'));
    actor.send({ type: 'photos.upload' });
    await settled(actor);
    expect(toastTexts(toasts)).toEqual([`error: ${shown}`]);
    expect(snapshot().value).toBe('choosing');
    expect(selectChosenPhotos(snapshot())).toHaveLength(1);
    expect(selectCanUpload(snapshot())).toBe(true);
  });
});
