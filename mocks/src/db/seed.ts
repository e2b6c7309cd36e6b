import { startOfDay } from 'date-fns';
import type { Trip } from '@contract/trip';
import type { User } from '@contract/user';
import type { StoredImage, StoredUser } from './state';
import { lisbonMemories } from './seed-memories';
import { goaTrip, kyotoTrip, lisbonStartDay, lisbonTrip } from './seed-trips';
import { seedTravellers } from './seed-travellers';
import { seedUsers } from './seed-users';

export { seedIds } from './seed-ids';
export type { SeedUserName } from './seed-ids';

/**
 * The seeded world of CONTRACT.md "Seeded accounts": five users and the travellers of user search (all with the password
 * SEED_PASSWORD in ../constants) and maya's three trips, dated relative to the seed day. Ids are fixed 24-hex strings
 * (shaped like Mongo ObjectIds) so tests can name them.
 */

export interface SeedData {
  /** The five accounts of CONTRACT.md. */
  users: User[];
  /** More travellers to find by user search, each with a generated picture (seed-travellers.ts). */
  travellers: Omit<StoredUser, 'passwordHash'>[];
  /** The travellers' pictures. */
  profilePictures: StoredImage[];
  /** The photos of the seeded memories (seed-memories.ts). */
  activityImages: StoredImage[];
  trips: Trip[];
}

/** The seed as of `seedDay` (the day the mock starts, or a test's fixed clock). */
export function createSeed(seedDay: Date): SeedData {
  const today = startOfDay(seedDay);
  const travellers = seedTravellers(today);
  const memories = lisbonMemories(lisbonStartDay(today));
  return {
    users: seedUsers(today),
    travellers: travellers.users,
    profilePictures: travellers.pictures,
    activityImages: memories.images,
    trips: [kyotoTrip(today), lisbonTrip(today, memories), goaTrip(today)],
  };
}
