import { describe, expect, it } from 'vitest';
import { serverMessageOf, serverMessageOr, storedErrorMessage } from '../shared/error-message';
import {
  emptyQueue,
  failed,
  inputOf,
  isGone,
  isNext,
  isWaiting,
  mayHaveBeenApplied,
  started,
  succeeded,
  withRequest,
} from './trip-requests';
import type { TripRequest } from './trip-requests';

type Request = TripRequest<'save', { tripId: string }> | TripRequest<'drop', { tripId: string }>;

const TEXTS = {
  save: { fallback: 'Failed to save', success: 'Saved', failure: 'Failed to save' },
  drop: { fallback: 'Failed to drop', success: null, failure: null },
};

const queued = (...requests: Request[]) =>
  requests.reduce((queue, request) => ({ ...queue, ...withRequest(queue, request) }), {
    ...emptyQueue<Request>(),
  });

describe('trip requests: one queue, a flag and an error per kind (spec 000 §3)', () => {
  it('runs the oldest first; a kind is waiting while one of its kind is queued', () => {
    const queue = queued(
      { kind: 'save', input: { tripId: 'a' } },
      { kind: 'drop', input: { tripId: 'b' } },
    );
    expect(isNext(queue, 'save')).toBe(true);
    expect(inputOf(queue, 'save')).toEqual({ tripId: 'a' });
    expect(() => inputOf(queue, 'drop')).toThrow('drop is not in flight');
    expect(isWaiting(queue, 'drop')).toBe(true);
    expect(isWaiting(queue, 'drop', (input) => input.tripId === 'a')).toBe(false);
  });

  it('a success leaves the queue with its toast; a kind without one has none', () => {
    const queue = queued(
      { kind: 'save', input: { tripId: 'a' } },
      { kind: 'drop', input: { tripId: 'a' } },
    );
    const saved = succeeded(queue, TEXTS);
    expect(saved.toast).toEqual({ type: 'toast', kind: 'success', message: 'Saved' });
    expect(saved.pending).toEqual([{ kind: 'drop', input: { tripId: 'a' } }]);
    expect(succeeded({ ...queue, pending: saved.pending }, TEXTS).toast).toBeNull();
  });

  it('a failure keeps its message until the next request of its kind starts', () => {
    const queue = queued({ kind: 'save', input: { tripId: 'a' } });
    const failure = failed(queue, new Error('Only editors can change this trip'), TEXTS);
    expect(failure.errors).toEqual({ save: 'Only editors can change this trip' });
    expect(failure.toast?.message).toBe('Only editors can change this trip');
    const again = { ...queued({ kind: 'save', input: { tripId: 'a' } }), errors: failure.errors };
    expect(started(again)).toEqual({ errors: {} });
  });
});

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

describe('failure texts (spec 000 §8 "server message, else error message"; 001 §8)', () => {
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
    const failure = failed(queued({ kind: 'save', input: { tripId: 'a' } }), error, TEXTS);
    expect(failure.message).toBe(stored);
    expect(failure.toast?.message).toBe('Failed to save');
  });

  it.each([[new Error('')], [new Error('   ')], [''], [null], [undefined], [{}], [42]])(
    'no message at all (%j): the fallback everywhere',
    (error) => {
      const failure = failed(queued({ kind: 'save', input: { tripId: 'a' } }), error, TEXTS);
      expect(failure.message).toBe('Failed to save');
      expect(failure.toast?.message).toBe('Failed to save');
    },
  );
});

describe('trip requests: what a failure says about the write (issue 17)', () => {
  it('a removal answered NOT_FOUND found its target gone already; other failures did not', () => {
    const code = (value: string) =>
      Object.assign(new Error('Destination not found'), { code: value });
    expect(isGone(code('NOT_FOUND'))).toBe(true);
    expect(
      isGone({ errors: [{ message: 'Trip not found', extensions: { code: 'NOT_FOUND' } }] }),
    ).toBe(true);
    expect(isGone(code('FORBIDDEN'))).toBe(false);
    expect(isGone(code('UPSTREAM_TIMEOUT'))).toBe(false);
    expect(isGone(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('a timeout, an upstream failure or no answer may have been applied; a refusal was not', () => {
    expect(mayHaveBeenApplied(Object.assign(new Error('x'), { code: 'UPSTREAM_TIMEOUT' }))).toBe(
      true,
    );
    expect(mayHaveBeenApplied(Object.assign(new Error('x'), { code: 'UPSTREAM_ERROR' }))).toBe(
      true,
    );
    expect(mayHaveBeenApplied(new TypeError('Failed to fetch'))).toBe(true);
    expect(mayHaveBeenApplied(Object.assign(new Error('x'), { code: 'NOT_FOUND' }))).toBe(false);
    expect(mayHaveBeenApplied(new Error('Title is required'))).toBe(false);
  });
});
