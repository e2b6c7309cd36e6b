import { describe, expect, it } from 'vitest';
import { toast } from './feedback';
import { errorCode, serverMessageOr } from './error-message';

describe('server message or fallback (spec 001 §8)', () => {
  it.each([
    [new Error('User not found'), 'User not found'],
    [new Error('   '), 'fallback'],
    ['plain text', 'plain text'],
    ['', 'fallback'],
    // Only a server's answer carries a message to show; any other object is not one.
    [{ message: 'from an object' }, 'fallback'],
    [{ message: 42 }, 'fallback'],
    [null, 'fallback'],
    [undefined, 'fallback'],
  ])('%j → %j', (error, shown) => {
    expect(serverMessageOr(error, 'fallback')).toBe(shown);
  });
});

describe('error codes read by shape', () => {
  it.each([
    [{ code: 1 }, 1],
    [{ code: 'UNAUTHENTICATED' }, 'UNAUTHENTICATED'],
    [{ extensions: { code: 'FORBIDDEN' } }, 'FORBIDDEN'],
    [
      { errors: [{ message: 'x' }, { extensions: { code: 'UNAUTHENTICATED' } }] },
      'UNAUTHENTICATED',
    ],
    [{ code: { nested: true } }, null],
    [new Error('no code'), null],
    ['UNAUTHENTICATED', null],
    [null, null],
  ])('%j → %j', (error, code) => {
    expect(errorCode(error)).toBe(code);
  });
});

describe('toasts', () => {
  it('builds toasts', () => {
    expect(toast('error', 'x')).toEqual({ type: 'toast', kind: 'error', message: 'x' });
  });
});
