import { startOfDay } from 'date-fns';
import type { Trip } from '@contract/trip';
import type { User } from '@contract/user';
import { goaTrip, kyotoTrip, lisbonTrip } from './seed-trips';
import { seedUsers } from './seed-users';

export { seedIds } from './seed-ids';
export type { SeedUserName } from './seed-ids';

/**
 * The seeded world of CONTRACT.md "Seeded accounts": five users (all with the password SEED_PASSWORD in
 * ../constants) and maya's three trips, dated relative to the seed day. Ids are fixed 24-hex strings
 * (shaped like Mongo ObjectIds) so tests can name them.
 */

export interface SeedData {
  users: User[];
  trips: Trip[];
}

/** The seed as of `seedDay` (the day the mock starts, or a test's fixed clock). */
export function createSeed(seedDay: Date): SeedData {
  const today = startOfDay(seedDay);
  return {
    users: seedUsers(today),
    trips: [kyotoTrip(today), lisbonTrip(today), goaTrip(today)],
  };
}
