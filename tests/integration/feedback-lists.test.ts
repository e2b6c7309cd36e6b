// The feedback lists and limits are written twice: in the REST contract (for the mock and the
// gateway) and in machines/ (for the wizard and the web), because machines may not import the
// contract. This pins the two copies together, so a change to one fails here until both agree.
import * as contract from '@contract/feedback';
import * as machines from '@machines/feedback/constants';
import { describe, expect, it } from 'vitest';

describe('feedback lists: contract and machines agree', () => {
  it.each([
    'FEEDBACK_FEATURES',
    'BUG_SEVERITIES',
    'RATING_MIN',
    'RATING_MAX',
    'RECOMMENDATION_MIN',
    'RECOMMENDATION_MAX',
    'FEEDBACK_TEXT_MAX_LENGTH',
  ] as const)('%s is the same in both', (name) => {
    expect(machines[name]).toEqual(contract[name]);
  });
});
