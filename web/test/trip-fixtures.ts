import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

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
    destinations: [],
    collaborators: [],
  };
}

export function tripDetail(fixture: TripFixture) {
  return {
    ...tripCard(fixture),
    viewerCanEdit: true,
    viewerIsOwner: true,
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

/** In the date-range picker: the 10th to the 15th of the month it shows first, then Done. */
export async function pickTenthToFifteenth(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Select start and end dates' }));
  const [first, second] = screen.getAllByRole('button', { name: /, \w+ 1[05], \d{4}$/ });
  if (!first || !second) throw new Error('the calendar shows no 10th and 15th');
  await user.click(first);
  await user.click(second);
  await user.click(screen.getByRole('button', { name: 'Done' }));
}
