import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trip as tripSchema } from '@contract/trip';
import { user as userSchema } from '@contract/user';
import { SEED_PASSWORD } from '../constants';
import { seedIds } from './seed';
import { createMockDb } from './store';
import type { MockDb } from './store';

// Noon, so the seed day is the same calendar day in any time zone the tests run in.
const SEED_NOW = new Date(2026, 2, 10, 12, 0, 0).getTime();
const today = format(SEED_NOW, 'yyyy-MM-dd');
let db: MockDb;
/** The five accounts of CONTRACT.md and the 32 travellers of user search. */
const SEEDED_USER_COUNT = 37;

beforeEach(async () => {
  db = await createMockDb({ now: () => SEED_NOW, dataFile: null });
});

function seededTrip(tripId: string) {
  const trip = db.trips.findById(tripId);
  if (!trip) throw new Error(`no trip ${tripId}`);
  return trip;
}

describe('seed: users', () => {
  it('has the five accounts of CONTRACT.md first, in the contract shape', () => {
    const users = db.users.list().slice(0, 5);
    expect(users.map((user) => user.userName)).toEqual([
      'maya',
      'arjun',
      'lena',
      'admin',
      'newbie',
    ]);
    for (const user of users) {
      expect(userSchema.strict().parse(user)).toEqual(user);
      expect(user.email).toBe(`${user.userName}@example.com`);
      expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    }
    expect(db.users.findByUserName('newbie')?.isVerified).toBe(false);
    expect(db.users.list().filter((user) => !user.isVerified)).toHaveLength(1);
    expect(db.users.findByUserName('admin')?.role).toBe('admin');
    expect(db.users.list().filter((user) => user.role === 'admin')).toHaveLength(1);
    expect(db.users.findByEmail(' Maya@Example.com ')?._id).toBe(seedIds.users.maya);
  });

  it("places maya in Pune, India with the city's coordinates", () => {
    expect(db.users.findById(seedIds.users.maya)?.location).toEqual({
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      postalCode: '411001',
      latitude: 18.5204,
      longitude: 73.8567,
    });
  });

  it('keeps passwords only as salted PBKDF2 hashes, and checks them', async () => {
    const stored = db.snapshot().users;
    expect(JSON.stringify(stored)).not.toContain(SEED_PASSWORD);
    const hashes = stored.map((user) => user.passwordHash);
    // One salt per account of CONTRACT.md; the travellers of user search share one (a faster start).
    const accountHashes = hashes.slice(0, 5);
    expect(new Set(accountHashes).size).toBe(5);
    expect(new Set(hashes).size).toBe(6);
    for (const hash of hashes) expect(hash).toMatch(/^pbkdf2-sha256\$\d+\$[^$]+\$[^$]+$/);

    expect((await db.users.checkPassword('arjun', SEED_PASSWORD))?._id).toBe(seedIds.users.arjun);
    expect(await db.users.checkPassword('arjun', 'travel124')).toBeUndefined();
    expect(await db.users.checkPassword('nobody', SEED_PASSWORD)).toBeUndefined();
    expect(await db.users.checkPassword('priya.patel', SEED_PASSWORD)).toBeDefined();
  });

  it('never hands out the hash', () => {
    for (const user of db.users.list()) expect(user).not.toHaveProperty('passwordHash');
    expect(db.users.findById(seedIds.users.lena)).not.toHaveProperty('passwordHash');
  });
});

describe('seed: trips', () => {
  it('gives maya an upcoming trip starting within 30 days, where arjun edits and lena views', () => {
    const trip = seededTrip(seedIds.trips.upcoming);
    const startsIn = differenceInCalendarDays(parseISO(trip.startDate ?? ''), SEED_NOW);
    expect(startsIn).toBeGreaterThan(0);
    expect(startsIn).toBeLessThanOrEqual(30);
    expect(trip.userId).toBe(seedIds.users.maya);
    expect(trip.collaborators).toEqual([
      { userId: seedIds.users.arjun, role: 'editor' },
      { userId: seedIds.users.lena, role: 'viewer' },
    ]);
  });

  it('gives maya a completed trip and one in progress today', () => {
    const completed = seededTrip(seedIds.trips.completed);
    expect((completed.endDate ?? '') < today).toBe(true);
    const inProgress = seededTrip(seedIds.trips.inProgress);
    expect((inProgress.startDate ?? '') <= today && today <= (inProgress.endDate ?? '')).toBe(true);
  });

  it('dates the trips relative to the seed day', async () => {
    const later = addDays(SEED_NOW, 40).getTime();
    const laterDb = await createMockDb({ now: () => later, dataFile: null });
    const shift = (tripId: string) =>
      differenceInCalendarDays(
        parseISO(laterDb.trips.findById(tripId)?.startDate ?? ''),
        parseISO(seededTrip(tripId).startDate ?? ''),
      );
    expect(shift(seedIds.trips.upcoming)).toBe(40);
    expect(shift(seedIds.trips.completed)).toBe(40);
  });

  it('fills every trip: destinations, activities tied to them, checklist items some done', () => {
    for (const tripId of Object.values(seedIds.trips)) {
      const trip = tripSchema.strict().parse(seededTrip(tripId));
      expect(trip.destinations.length).toBeGreaterThanOrEqual(2);
      expect(trip.destinations.length).toBeLessThanOrEqual(3);
      const destinationIds = new Set(trip.destinations.map((entry) => entry.destinationId));
      for (const destination of trip.destinations) {
        expect(destination.placeId).toMatch(/^ChIJ[\w-]{20,}$/);
        expect(destination.lattitude).toEqual(expect.any(Number));
        expect(destination.types.length).toBeGreaterThan(0);
      }
      const activities = trip.itinerary.flatMap((day) => day.activities);
      expect(activities.length).toBeGreaterThan(0);
      for (const activity of activities) {
        expect(destinationIds.has(activity.destinationId ?? '')).toBe(true);
        expect(activity.time?.start).toMatch(/^\d\d:\d\d$/);
        expect(activity.time?.end).toMatch(/^\d\d:\d\d$/);
        // Memories only where they were made: the completed trip (seed-memories.ts).
        if (tripId !== seedIds.trips.completed) {
          expect(activity.memories).toEqual({ photos: [], reflections: [] });
        }
      }
      expect(trip.checklist.some((item) => item.isCompleted)).toBe(true);
    }
  });

  it('lists the trips a user owns or collaborates on', () => {
    const titles = (userId: string) => db.trips.listForUser(userId).map((trip) => trip._id);
    expect(titles(seedIds.users.maya)).toEqual([
      seedIds.trips.upcoming,
      seedIds.trips.completed,
      seedIds.trips.inProgress,
    ]);
    expect(titles(seedIds.users.arjun)).toEqual([seedIds.trips.upcoming]);
    expect(titles(seedIds.users.lena)).toEqual([seedIds.trips.upcoming]);
    expect(titles(seedIds.users.admin)).toEqual([]);
  });

  it('hands out copies: changing an answer does not change the store', () => {
    const trip = seededTrip(seedIds.trips.upcoming);
    trip.title = 'Changed';
    trip.checklist.pop();
    expect(seededTrip(seedIds.trips.upcoming).title).toBe('Kyoto in Autumn');
    expect(seededTrip(seedIds.trips.upcoming).checklist).toHaveLength(3);
  });
});

describe('mailbox', () => {
  it('lists the messages to an address, newest first, matching the address case-insensitively', () => {
    db.mailbox.send({ to: 'Maya@example.com', subject: 'First', text: 'one', code: '123456' });
    db.mailbox.send({ to: 'lena@example.com', subject: 'Other', text: 'two' });
    db.mailbox.send({ to: 'maya@example.com', subject: 'Second', text: 'three' });
    const messages = db.mailbox.list('MAYA@example.com');
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(messages[1]).toEqual({
      to: 'maya@example.com',
      subject: 'First',
      text: 'one',
      code: '123456',
      sentAt: new Date(SEED_NOW).toISOString(),
    });
    expect(messages[0]?.code).toBeNull();
  });
});

describe('reset', () => {
  it('reseeds: sessions and mail are gone', async () => {
    db.mailbox.send({ to: 'maya@example.com', subject: 'Hi', text: 'x' });
    db.refreshTokens.insert({
      tokenHash: 'h',
      familyId: 'f',
      userId: seedIds.users.maya,
      issuedAt: SEED_NOW,
      expiresAt: SEED_NOW + 1000,
      persistent: true,
      usedAt: null,
      revokedAt: null,
    });
    await db.reset();
    expect(db.mailbox.list('maya@example.com')).toEqual([]);
    expect(db.refreshTokens.findByHash('h')).toBeUndefined();
    expect(db.users.list()).toHaveLength(SEEDED_USER_COUNT);
  });
});

describe('data file (MOCK_DATA_FILE)', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'wayfarer-mock-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('is written at start and after every change, and loaded by the next start', async () => {
    const dataFile = join(folder, 'nested', 'state.json');
    const first = await createMockDb({ now: () => SEED_NOW, dataFile });
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ version: 1 });

    first.mailbox.send({ to: 'arjun@example.com', subject: 'Kept', text: 'across restarts' });
    expect(readFileSync(dataFile, 'utf8')).toContain('across restarts');

    const later = addDays(SEED_NOW, 3).getTime();
    const second = await createMockDb({ now: () => later, dataFile });
    expect(second.mailbox.list('arjun@example.com').map((message) => message.subject)).toEqual([
      'Kept',
    ]);
    // Loaded, not reseeded: the trips keep the dates of the first start.
    expect(second.trips.findById(seedIds.trips.upcoming)?.startDate).toBe(
      first.trips.findById(seedIds.trips.upcoming)?.startDate,
    );
    expect(await second.users.checkPassword('maya', SEED_PASSWORD)).toBeDefined();

    await second.reset();
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ mailbox: [] });
  });

  it('keeps the account state (codes, reset tokens, pictures) across restarts', async () => {
    const dataFile = join(folder, 'state.json');
    const first = await createMockDb({ now: () => SEED_NOW, dataFile });
    const pictureId = first.profilePictures.add({
      contentType: 'image/png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    first.oneTimeCodes.put({
      purpose: 'verify-email',
      email: 'newbie@example.com',
      userId: seedIds.users.newbie,
      codeHash: 'c0de',
      sentAt: SEED_NOW,
      expiresAt: SEED_NOW + 1000,
      failedAttempts: 2,
    });
    first.resetTokens.insert({
      tokenHash: 'a1',
      userId: seedIds.users.maya,
      issuedAt: SEED_NOW,
      expiresAt: SEED_NOW + 1000,
      usedAt: null,
    });

    const second = await createMockDb({ now: () => SEED_NOW, dataFile });
    expect(second.profilePictures.get(pictureId)?.bytes).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
    expect(second.oneTimeCodes.find('verify-email', 'newbie@example.com')?.failedAttempts).toBe(2);
    expect(second.resetTokens.findByHash('a1')?.userId).toBe(seedIds.users.maya);
  });

  it('loads a file written before the account lists existed, keeping its data', async () => {
    const dataFile = join(folder, 'state.json');
    const first = await createMockDb({ now: () => SEED_NOW, dataFile });
    first.mailbox.send({ to: 'lena@example.com', subject: 'Old', text: 'kept' });
    const legacy = JSON.parse(readFileSync(dataFile, 'utf8')) as Record<string, unknown>;
    delete legacy.oneTimeCodes;
    delete legacy.resetTokens;
    delete legacy.profilePictures;
    writeFileSync(dataFile, JSON.stringify(legacy));

    const second = await createMockDb({ now: () => SEED_NOW, dataFile });
    expect(second.mailbox.list('lena@example.com')).toHaveLength(1);
    expect(second.snapshot()).toMatchObject({ oneTimeCodes: [], resetTokens: [] });
    expect(second.snapshot().profilePictures).toEqual([]);
  });

  it('reseeds when the file is not a state it wrote', async () => {
    const dataFile = join(folder, 'state.json');
    writeFileSync(dataFile, '{ "half": ');
    const db = await createMockDb({ now: () => SEED_NOW, dataFile });
    expect(db.users.list()).toHaveLength(SEEDED_USER_COUNT);
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ version: 1 });
  });
});
