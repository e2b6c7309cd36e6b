import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import {
  answered,
  fakeEffects,
  passRereadPauses,
  startMachine,
  toastTexts,
  upstreamTimeout,
} from '../trips/trips.test-support';
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
  const effects = fakeEffects<PhotoUploadEffects>(['upload', 'readMemories']);
  effects.readMemories.mockResolvedValue(stored(['/photos/activities/old']));
  const started = startMachine(createPhotoUploadMachine(effects), { ...target, existingCount });
  const choose = (...photos: ChosenPhoto[]) =>
    started.actor.send({ type: 'photos.chosen', photos });
  return { ...started, effects, choose, snapshot: () => started.actor.getSnapshot() };
}

/** The activity's memories as read (issue 17). */
const stored = (photoUrls: string[]) => ({ photoUrls, reflections: [] });

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
    await answered();
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
    // No answer at all: the photos are read again first (issue 17), never there.
    ['the fallback without one', new TypeError(''), 'Failed to upload photos'],
  ])('a failed upload toasts %s and keeps the photos', async (_case, error, shown) => {
    const { actor, clock, effects, toasts, choose, snapshot } = startUpload();
    effects.upload.mockRejectedValueOnce(error);
    choose(photo('tram'));
    actor.send({ type: 'photos.upload' });
    await passRereadPauses(clock);
    expect(toastTexts(toasts)).toEqual([`error: ${shown}`]);
    expect(snapshot().value).toBe('choosing');
    expect(selectChosenPhotos(snapshot())).toHaveLength(1);
    expect(selectCanUpload(snapshot())).toBe(true);
  });
});

describe('Upload Photos safe to retry (issue 17 "Writes are safe to retry")', () => {
  it('a lost answer: the photos read again hold as many new ones as were sent, success; nothing sent twice', async () => {
    const { actor, clock, effects, toasts, choose, snapshot } = startUpload(1);
    effects.upload.mockRejectedValueOnce(upstreamTimeout());
    effects.readMemories
      .mockResolvedValueOnce(stored(['/photos/activities/old']))
      .mockResolvedValueOnce(stored(['/photos/activities/old']))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(stored(['/photos/activities/old', '/a', '/b']));
    choose(photo('tram'), photo('view'));
    actor.send({ type: 'photos.upload' });
    await answered();
    expect(snapshot().value).toBe('rereadPause');
    expect(selectUploading(snapshot())).toBe(true);
    // Upload again while it is checked: nothing is sent.
    actor.send({ type: 'photos.upload' });
    await passRereadPauses(clock);
    expect(effects.upload).toHaveBeenCalledTimes(1);
    expect(effects.readMemories).toHaveBeenCalledTimes(4);
    expect(effects.readMemories).toHaveBeenNthCalledWith(1, { ...target, fresh: false });
    expect(effects.readMemories).toHaveBeenLastCalledWith({ ...target, fresh: true });
    expect(toastTexts(toasts)).toEqual(['success: Photos uploaded successfully!']);
    expect(selectUploaded(snapshot())).toBe(true);
  });

  it('fewer new photos than sent (another member added one) is not this upload: its failure, the photos kept', async () => {
    const { actor, clock, effects, toasts, choose, snapshot } = startUpload();
    effects.upload.mockRejectedValueOnce(upstreamTimeout());
    effects.readMemories
      .mockResolvedValueOnce(stored([]))
      .mockResolvedValue(stored(['/someone-else']));
    choose(photo('tram'), photo('view'));
    actor.send({ type: 'photos.upload' });
    await passRereadPauses(clock);
    expect(effects.readMemories).toHaveBeenCalledTimes(5);
    expect(toastTexts(toasts)).toEqual([
      'error: The server did not answer within 10 seconds. Please try again.',
    ]);
    expect(snapshot().value).toBe('choosing');
    expect(selectChosenPhotos(snapshot())).toHaveLength(2);
    expect(snapshot().context.verification).toBeNull();
  });
});
