import { describe, expect, it } from 'vitest';
import checkedInSchema from '../../scenario.schema.json';
import { parseScenario, scenarioJsonSchema } from './scenario-schema';

const valid = {
  $schema: '../../../scenario.schema.json',
  machine: 'session',
  fakes: { login: [{ reject: { message: 'Invalid username or password' } }] },
  steps: [
    {
      send: { type: 'session.login', userName: 'maya', password: 'wrong', remember: false },
      expect: { state: 'unauthenticated.idle', context: { error: 'Invalid username or password' } },
    },
    { advance: 1000 },
  ],
};

const problemsOf = (data: unknown) => {
  const parsed = parseScenario(data);
  return parsed.ok ? [] : parsed.problems;
};

describe('the scenario schema', () => {
  it('accepts a well-formed file', () => {
    expect(parseScenario(valid).ok).toBe(true);
  });

  it('refuses a step whose event has no type, naming the step', () => {
    const data = { ...valid, steps: [valid.steps[0], { send: { userName: 'maya' } }] };
    expect(problemsOf(data)).toEqual(['steps[1].send.type: Required']);
  });

  it('refuses a file without a machine or steps', () => {
    expect(problemsOf({ steps: [] })).toEqual([
      'machine: Required',
      'steps: Too small: expected array to have >=1 items',
    ]);
  });

  it('refuses a step that both sends and advances, or does neither', () => {
    const data = { ...valid, steps: [{ send: { type: 'x' }, advance: 5 }, { expect: {} }] };
    expect(problemsOf(data)).toEqual([
      'steps[0]: a step has either "send" (an event) or "advance" (ms), exactly one',
      'steps[1]: a step has either "send" (an event) or "advance" (ms), exactly one',
    ]);
  });

  it('refuses negative time, unknown keys and a rejection without a message', () => {
    const data = {
      ...valid,
      fakes: { login: [{ reject: { code: 401 } }, { resolve: 1, afterMs: -5 }] },
      steps: [{ advance: -1, expect: { status: 'done' } }],
    };
    expect(problemsOf(data)).toEqual([
      'fakes.login[0].reject.message: Required',
      'fakes.login[1].afterMs: Too small: expected number to be >=0',
      'steps[0].advance: Too small: expected number to be >=0',
      'steps[0].expect: Unrecognized key: "status"',
    ]);
  });

  it('refuses an answer that both resolves and rejects', () => {
    const data = { ...valid, fakes: { login: [{ resolve: null, reject: { message: 'x' } }] } };
    expect(problemsOf(data)).toEqual([
      'fakes.login[0]: an answer either resolves or rejects, not both',
    ]);
  });

  it('is checked in as machines/scenario.schema.json, current (npm run scenario:schema)', () => {
    expect(checkedInSchema).toEqual(scenarioJsonSchema());
  });
});
