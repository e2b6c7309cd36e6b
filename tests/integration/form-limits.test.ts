import { describe, expect, it } from 'vitest';
import { tripLimits } from '@contract/trip';
import {
  ACTIVITY_NOTES_MAX_LENGTH,
  ACTIVITY_TITLE_MAX_LENGTH,
  CHECKLIST_ITEM_MAX_LENGTH,
  TRIP_DESCRIPTION_MAX_LENGTH,
  TRIP_TITLE_MAX_LENGTH,
} from '@web/features/trips/constants';

/**
 * The trip forms' `maxLength` (web/src/features/trips/constants.ts) and the REST contract's checks
 * (contract/src/trip.ts) name the same limits: web may not import the contract, so this keeps them equal.
 */
describe('trip form limits equal the contract', () => {
  it.each([
    ['trip title', TRIP_TITLE_MAX_LENGTH, tripLimits.titleMaxLength],
    ['trip description', TRIP_DESCRIPTION_MAX_LENGTH, tripLimits.descriptionMaxLength],
    ['activity title', ACTIVITY_TITLE_MAX_LENGTH, tripLimits.activityTitleMaxLength],
    ['activity notes', ACTIVITY_NOTES_MAX_LENGTH, tripLimits.activityNotesMaxLength],
    ['checklist item', CHECKLIST_ITEM_MAX_LENGTH, tripLimits.checklistItemMaxLength],
  ])('%s', (_field, form, contract) => {
    expect(form).toBe(contract);
  });
});
