import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedIds } from './seed';
import { createMockDb } from './store';
import { TRIP_COVER_IMAGES } from './stored-images';

const SEED_NOW = new Date(2026, 2, 10, 12, 0, 0).getTime();
const { upcoming } = seedIds.trips;

describe('trips area: changes', () => {
  it('update swaps in the new trip; a change that throws leaves the state as it was', async () => {
    const db = await createMockDb({ now: () => SEED_NOW, dataFile: null });
    const before = db.snapshot();
    expect(() =>
      db.trips.update(upcoming, (trip) => {
        trip.title = 'half-done';
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(db.snapshot()).toEqual(before);

    const renamed = db.trips.update(upcoming, (trip) => ({ ...trip, title: 'Kyoto' }));
    expect(renamed?.title).toBe('Kyoto');
    expect(db.trips.findById(upcoming)?.title).toBe('Kyoto');
    expect(db.trips.update('0123456789abcdef01234567', (trip) => trip)).toBeUndefined();
  });

  it('remove takes the trip out of every list', async () => {
    const db = await createMockDb({ now: () => SEED_NOW, dataFile: null });
    expect(db.trips.remove(upcoming)?._id).toBe(upcoming);
    expect(db.trips.findById(upcoming)).toBeUndefined();
    expect(db.trips.listForUser(seedIds.users.arjun)).toEqual([]);
    expect(db.trips.remove(upcoming)).toBeUndefined();
  });

  it('answers copies: changing one changes nothing stored', async () => {
    const db = await createMockDb({ now: () => SEED_NOW, dataFile: null });
    const trip = db.trips.findById(upcoming);
    trip?.checklist.pop();
    expect(db.trips.findById(upcoming)?.checklist).toHaveLength(3);
  });
});

describe('cover image urls', () => {
  it('names the stored image by the path the mock serves it at', () => {
    expect(TRIP_COVER_IMAGES.urlOf('abc')).toBe('/api/v1/trip/cover-image/abc');
    expect(TRIP_COVER_IMAGES.idOf('/api/v1/trip/cover-image/abc')).toBe('abc');
    expect(TRIP_COVER_IMAGES.idOf('https://images.example.com/x.jpg')).toBeUndefined();
    expect(TRIP_COVER_IMAGES.idOf(null)).toBeUndefined();
  });
});

describe('MOCK_DATA_FILE', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'wayfarer-trips-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps new trips, their changes and cover images across restarts', async () => {
    const dataFile = join(folder, 'state.json');
    const first = await createMockDb({ now: () => SEED_NOW, dataFile });
    const kyoto = first.trips.findById(upcoming);
    if (!kyoto) throw new Error('no seeded upcoming trip');
    const created = first.trips.insert({
      ...kyoto,
      _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      title: 'Copied',
    });
    const imageId = first.tripCoverImages.add({
      contentType: 'image/png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    first.trips.update(created._id, (trip) => ({
      ...trip,
      tripCoverImage: TRIP_COVER_IMAGES.urlOf(imageId),
    }));
    first.trips.remove(seedIds.trips.completed);

    const second = await createMockDb({ now: () => SEED_NOW, dataFile });
    expect(second.trips.list().map((trip) => trip.title)).toEqual([
      'Kyoto in Autumn',
      'Goa Coast Getaway',
      'Copied',
    ]);
    expect(second.trips.findById(created._id)?.tripCoverImage).toBe(
      TRIP_COVER_IMAGES.urlOf(imageId),
    );
    expect(second.tripCoverImages.get(imageId)).toEqual({
      contentType: 'image/png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
  });
});
