import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createFakeKit, createFakeRuntime } from './fake-effects';
import { activeStates, allStates, allTransitions, statePath } from './machine-graph';

const machine = createMachine({
  id: 'm',
  initial: 'a',
  states: {
    a: {
      initial: 'a1',
      states: { a1: { on: { next: 'a2' } }, a2: { after: { 500: '#m.b' } } },
      always: { guard: () => false, target: 'b' },
    },
    b: {
      on: {
        back: [
          { guard: 'isAllowed', target: 'a' },
          { target: 'b', reenter: true },
        ],
      },
    },
  },
});

describe('a machine’s graph', () => {
  it('names parallel configurations with one path per region', () => {
    expect(statePath('idle')).toBe('idle');
    expect(statePath({ a: { b: 'c', d: { e: 'f' } } })).toBe('a.b.c,a.d.e.f');
    expect(activeStates({ a: { b: 'c' } })).toEqual(['a', 'a.b', 'a.b.c']);
  });

  it('lists every state, nested ones included', () => {
    expect(allStates(machine)).toEqual(['a', 'a.a1', 'a.a2', 'b']);
  });

  it('lists every transition: events, delays, eventless ones and guarded alternatives', () => {
    expect(allTransitions(machine).sort()).toEqual(
      [
        'a —always [guard]→ b',
        'a.a1 —next→ a.a2',
        'a.a2 —after 500ms→ b',
        'b —back [isAllowed]→ a',
        'b —back→ b',
      ].sort(),
    );
  });
});

describe('fake effects', () => {
  it('answer in call order, carry codes, repeat the last, and refuse an effect without answers', async () => {
    const { effect, runtime } = createFakeKit(
      {
        login: [
          { resolve: 1 },
          { reject: { message: 'nope', code: 'UNAUTHENTICATED' } },
          { reject: { message: '' } },
        ],
      },
      createFakeRuntime(0),
    );
    const login = effect('login');
    await expect(login('a')).resolves.toBe(1);
    await expect(login('b')).rejects.toMatchObject({ message: 'nope', code: 'UNAUTHENTICATED' });
    await expect(login('c')).rejects.toMatchObject({ message: '' });
    await expect(login('d')).rejects.toMatchObject({ message: '' });
    await expect(effect('refresh')()).rejects.toThrow('scenario: no answer for refresh');
    expect(runtime.calls.login).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answer after `afterMs` of simulated time, and never once aborted', async () => {
    const runtime = createFakeRuntime(0);
    const { effect } = createFakeKit({ fetch: [{ resolve: 'late', afterMs: 300 }] }, runtime);
    let answered: unknown = null;
    void effect('fetch')().then((value) => (answered = value));
    const aborted = effect('fetch')(undefined, { aborted: true });
    runtime.clock.increment(299);
    await Promise.resolve();
    expect(answered).toBeNull();
    expect(runtime.clock.nextDue()).toBe(300);
    runtime.clock.increment(1);
    await expect(aborted).rejects.toThrow('aborted');
    expect(answered).toBe('late');
  });
});
