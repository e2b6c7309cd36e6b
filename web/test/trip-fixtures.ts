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
