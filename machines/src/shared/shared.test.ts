import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { toast } from './feedback';
import { errorCode, serverMessageOr } from './error-message';
import { allStatePaths, answerFrom, statePath, unvisitedStates } from './scenario';

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

describe('scenario support', () => {
  it('builds toasts', () => {
    expect(toast('error', 'x')).toEqual({ type: 'toast', kind: 'error', message: 'x' });
  });

  it('names parallel configurations with one path per region', () => {
    expect(statePath('idle')).toBe('idle');
    expect(statePath({ a: { b: 'c', d: { e: 'f' } } })).toBe('a.b.c,a.d.e.f');
  });

  it('answers in order, carries codes, and fails when answers run out', async () => {
    const answers = [{ ok: 1 }, { fail: 'nope', code: 'UNAUTHENTICATED' }, { fail: null }];
    await expect(answerFrom(answers, 'x')).resolves.toBe(1);
    await expect(answerFrom(answers, 'x')).rejects.toMatchObject({
      message: 'nope',
      code: 'UNAUTHENTICATED',
    });
    await expect(answerFrom(answers, 'x')).rejects.toMatchObject({ message: '' });
    await expect(answerFrom(answers, 'x')).rejects.toThrow('scenario: no answer left for x');
  });

  it('lists the states no run visited', () => {
    const machine = createMachine({
      initial: 'a',
      states: { a: { initial: 'a1', states: { a1: {}, a2: {} } }, b: {} },
    });
    expect(allStatePaths(machine.root)).toEqual(['a', 'a.a1', 'a.a2', 'b']);
    expect(unvisitedStates(machine, [])).toEqual(['a', 'a.a1', 'a.a2', 'b']);
    expect(unvisitedStates(machine, ['a.a1'])).toEqual(['a.a2', 'b']);
  });
});
