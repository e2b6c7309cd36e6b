import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Trips as the gateway answers them (`__typename`s included, so Apollo's cache normalises them as in
 * the app): a list card (`TripCardFields`) and a whole trip (`TripDetailFields`, what writes answer).
 */

export interface TripFixture {
  id: string;
  title: string;
  startDate?: string | null;
  endDate?: string | null;
}

export function tripCard({ id, title, startDate = null, endDate = null }: TripFixture) {
  return {
    __typename: 'Trip',
    id,
    title,
    description: '',
    startDate,
    endDate,
    coverImage: null,
    viewerCanEdit: true,
    destinations: [],
    collaborators: [],
  };
}

export function tripDetail(fixture: TripFixture) {
  return {
    ...tripCard(fixture),
    viewerIsOwner: true,
    viewerRole: 'OWNER',
    sharing: null,
    owner: {
      __typename: 'TripMember',
      id: 'u-maya',
      userName: 'maya',
      firstName: 'Maya',
      lastName: 'Patil',
      profilePic: null,
    },
    itineraryDays: [],
    checklist: [],
  };
}

/** The day the trips tests run on: the date-range picker opens on its month (June 2026). */
export const TRIPS_TEST_TODAY = new Date(2026, 5, 1, 9, 0, 0);

/**
 * Fixes today's date for the tests of the calling file (the picker shows the current month first).
 * Only `Date` is faked: timers stay real, so user events, retries and `findBy*` keep working.
 */
export function fixTripsTestDate() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TRIPS_TEST_TODAY);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * In the date-range picker: the 10th to the 15th of the month it shows first, then Done. Each step
 * waits for what it needs to appear (the calendar opens after a machine transition).
 */
export async function pickTenthToFifteenth(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Select start and end dates' }));
  const [first, second] = await screen.findAllByRole('button', { name: /, \w+ 1[05], \d{4}$/ });
  if (!first || !second) throw new Error('the calendar shows no 10th and 15th');
  await user.click(first);
  await user.click(second);
  await user.click(await screen.findByRole('button', { name: 'Done' }));
}
