import { describe, expect, it } from 'vitest';
import type { Trip } from '@contract/trip';
import { createSeed, seedIds } from '../db/seed';
import { ApiError } from '../handlers/respond';
import { assertMayDo, mayDo } from './permissions';
import type { TripAction } from './permissions';

const kyoto = (): Trip => {
  const trip = createSeed(new Date(2026, 2, 10, 12)).trips.find(
    (entry) => entry._id === seedIds.trips.upcoming,
  );
  if (!trip) throw new Error('no seeded upcoming trip');
  return trip;
};

/** The HTTP status and message assertMayDo throws, or 'allowed'. */
function outcome(trip: Trip, userId: string, action: TripAction): string {
  try {
    assertMayDo(trip, userId, action);
    return 'allowed';
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`;
    throw error;
  }
}

describe('mayDo', () => {
  it.each([
    ['owner', true, true, true],
    ['editor', true, true, true],
    ['viewer', true, false, false],
    [null, false, false, false],
  ] as const)('%s: view %s, edit %s, delete %s', (access, view, edit, remove) => {
    expect([mayDo(access, 'view'), mayDo(access, 'edit'), mayDo(access, 'delete')]).toEqual([
      view,
      edit,
      remove,
    ]);
  });
});

describe('assertMayDo on the seeded Kyoto trip (maya owns, arjun edits, lena views)', () => {
  const { maya, arjun, lena, admin } = seedIds.users;

  it('lets each do what their role allows and refuses the rest with the reason', () => {
    const trip = kyoto();
    const table = [maya, arjun, lena, admin].map((userId) =>
      (['view', 'edit', 'delete'] as const).map((action) => outcome(trip, userId, action)),
    );
    const noEdit = '403 You do not have permission to edit this trip';
    const noView = '403 You do not have permission to view this trip';
    const noDelete = '403 You do not have permission to delete this trip';
    expect(table).toEqual([
      ['allowed', 'allowed', 'allowed'],
      ['allowed', 'allowed', 'allowed'],
      ['allowed', noEdit, noDelete],
      [noView, noEdit, noDelete],
    ]);
  });

  it('lets the owner and editors invite and share; only the owner changes roles or removes (D2 §6)', () => {
    const trip = kyoto();
    const table = [maya, arjun, lena, admin].map((userId) =>
      (['invite', 'share', 'changeRoles', 'remove'] as const).map((action) =>
        outcome(trip, userId, action),
      ),
    );
    const noInvite = '403 You do not have permission to invite collaborators to this trip';
    const noShare = '403 You do not have permission to share this trip';
    const noRoles = '403 Only the trip owner can change collaborator roles';
    const noRemove = '403 Only the trip owner can remove collaborators';
    expect(table).toEqual([
      ['allowed', 'allowed', 'allowed', 'allowed'],
      ['allowed', 'allowed', noRoles, noRemove],
      [noInvite, noShare, noRoles, noRemove],
      [noInvite, noShare, noRoles, noRemove],
    ]);
  });

  it('reads a collaborator given as { _id } or { id } (D2 §3) the same as a plain id', () => {
    const trip = kyoto();
    trip.collaborators = [
      { userId: { _id: seedIds.users.arjun }, role: 'editor' },
      { userId: { id: seedIds.users.lena }, role: 'editor' },
    ];
    expect(outcome(trip, seedIds.users.arjun, 'edit')).toBe('allowed');
    expect(outcome(trip, seedIds.users.lena, 'edit')).toBe('allowed');
    expect(outcome(trip, seedIds.users.lena, 'delete')).toBe('allowed');
  });
});
