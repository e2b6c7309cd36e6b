import { describe, expect, it } from 'vitest';
import { canEditTrip, isTripOwner, tripIdOf, userIdOf } from './trip';
import type { TripMembership, UserReference } from './trip';
import { serverMessageOf, storedErrorMessage, serverMessageOr } from '../shared/error-message';

const OWNER = 'user-maya';
const EDITOR = 'user-arjun';
const VIEWER = 'user-lena';
const STRANGER = 'user-stranger';

const tripWith = (reference: (id: string) => UserReference): TripMembership => ({
  userId: OWNER,
  collaborators: [
    { userId: reference(EDITOR), role: 'editor' },
    { userId: reference(VIEWER), role: 'viewer' },
  ],
});

const shapes: [string, (id: string) => UserReference][] = [
  ['a plain id', (id) => id],
  ['an object with _id', (id) => ({ _id: id })],
  ['an object with id', (id) => ({ id })],
];

describe('canEditTrip (spec 001 §4 "Edit permission", §6)', () => {
  describe.each(shapes)('collaborator userId as %s', (_shape, reference) => {
    const trip = tripWith(reference);
    it.each([
      ['the owner', OWNER, true],
      ['an editor', EDITOR, true],
      ['a viewer', VIEWER, false],
      ['a stranger', STRANGER, false],
    ])('%s → %s', (_who, userId, canEdit) => {
      expect(canEditTrip(trip, userId)).toBe(canEdit);
    });
  });

  it('refuses a guest (no user id) even on a trip without an owner', () => {
    expect(
      canEditTrip(
        tripWith((id) => id),
        null,
      ),
    ).toBe(false);
    expect(
      canEditTrip(
        tripWith((id) => id),
        undefined,
      ),
    ).toBe(false);
    expect(canEditTrip({ userId: null, collaborators: [] }, '')).toBe(false);
  });

  it('reads an owner given as an object, and a trip without collaborators', () => {
    expect(canEditTrip({ userId: { _id: OWNER } }, OWNER)).toBe(true);
    expect(canEditTrip({ userId: { id: OWNER }, collaborators: null }, EDITOR)).toBe(false);
  });

  it('only the owner is the owner (role edit and removal are hers alone, 001 §2)', () => {
    const trip = tripWith((id) => ({ _id: id }));
    expect(isTripOwner(trip, OWNER)).toBe(true);
    expect(isTripOwner(trip, EDITOR)).toBe(false);
    expect(isTripOwner(trip, null)).toBe(false);
  });

  it('names users and trips in every shape', () => {
    expect(userIdOf('u1')).toBe('u1');
    expect(userIdOf({ _id: 'u2' })).toBe('u2');
    expect(userIdOf({ id: 'u3' })).toBe('u3');
    expect(userIdOf('')).toBeNull();
    expect(userIdOf({ id: '' })).toBeNull();
    expect(userIdOf(null)).toBeNull();
    expect(tripIdOf({ _id: 't1' })).toBe('t1');
    expect(tripIdOf({ id: 't2' })).toBe('t2');
  });
});

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

describe('trip error texts (spec 000 §8 "server message, else error message"; 001 §8)', () => {
  it.each([
    ['a plain Error carries the server message', new Error('Trip not found'), 'Trip not found'],
    ['a string', 'Not allowed', 'Not allowed'],
    [
      'a REST answer',
      {
        message: 'Request failed with status code 403',
        response: { data: { message: 'Forbidden' } },
      },
      'Forbidden',
    ],
    [
      "GraphQL errors (Apollo's CombinedGraphQLErrors)",
      Object.assign(new Error('Only editors can change this trip'), {
        errors: [{ message: 'Only editors can change this trip' }],
      }),
      'Only editors can change this trip',
    ],
    ['legacy graphQLErrors', { graphQLErrors: [{ message: '' }, { message: 'Second' }] }, 'Second'],
  ])('%s', (_case, error, message) => {
    expect(serverMessageOf(error)).toBe(message);
    expect(storedErrorMessage(error, 'Failed to update trip')).toBe(message);
    expect(serverMessageOr(error, 'Failed to update trip')).toBe(message);
  });

  it.each([
    ['a fetch TypeError', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['a timeout', new TimeoutError('The operation timed out'), 'The operation timed out'],
    ['an object with only a message', { message: 'socket hang up' }, 'socket hang up'],
  ])('%s: the error message is stored, the toast shows the fallback', (_case, error, stored) => {
    expect(serverMessageOf(error)).toBeNull();
    expect(storedErrorMessage(error, 'Failed to update trip')).toBe(stored);
    expect(serverMessageOr(error, 'Failed to update trip')).toBe('Failed to update trip');
  });

  it.each([[new Error('')], [new Error('   ')], [''], [null], [undefined], [{}], [42]])(
    'no message at all (%j): the fallback everywhere',
    (error) => {
      expect(storedErrorMessage(error, 'Failed to fetch trips')).toBe('Failed to fetch trips');
      expect(serverMessageOr(error, 'Failed to fetch trips')).toBe('Failed to fetch trips');
    },
  );
});
