/** Greeting by the local hour: Morning before 12:00, Afternoon before 18:00, else Evening (spec 000 §2 "Home"). */
export const AFTERNOON_STARTS_AT_HOUR = 12;
export const EVENING_STARTS_AT_HOUR = 18;

/** The copyright year the footer shows (spec 000 §1). */
export const COPYRIGHT_YEAR = 2025;

/** Footer contact details (spec 000 §1: an e-mail, a phone number and a postal address in Pune, India). */
export const CONTACT = {
  email: 'hello@wayfarer.travel',
  phone: '+91 20 4567 8900',
  address: [
    'Wayfarer Travel Pvt. Ltd.',
    '4th Floor, Baner Road',
    'Pune, Maharashtra 411045',
    'India',
  ],
} as const;

/** Home and landing: at most 4 trending destinations (spec 000 §2, §9). */
export const MAX_TRENDING_DESTINATIONS = 4;

/** Trending destinations texts (spec 000 §2 "Home"; RESOLUTIONS 15.15: home uses D1's texts). */
export const TRENDING_TEXTS = {
  title: 'Trending Destinations',
  subtitle: 'Where travellers are heading right now',
  loading: 'Loading destinations...',
  failed: 'Failed to load destinations. Please refresh the page.',
  empty: 'No trending destinations available at the moment. Please try refreshing the page.',
  refreshPage: 'Refresh Page',
} as const;

/** Home sections' limits (spec 000 §2 "Home (signed in)", §4 "Home trip classification", §9). */
export const MAX_UPCOMING_TRIPS = 3;
export const MAX_RECENT_TRIPS = 3;
export const MAX_NEARBY_ATTRACTIONS = 4;

/**
 * The signed-in home's own texts (RESOLUTIONS: texts the spec does not give — home empty state,
 * stats, quick actions — are written in the voice of its others).
 */
export const HOME_TEXTS = {
  statsTitle: 'Your travel stats',
  stats: {
    tripsPlanned: 'Trips planned',
    upcoming: 'Upcoming',
    completed: 'Completed',
    destinations: 'Destinations',
    daysTravelled: 'Days travelled',
    countries: 'Countries',
  },
  quickActionsTitle: 'Quick actions',
  planTrip: 'Plan a trip',
  explore: 'Explore places',
  yourTrips: 'Your trips',
  setLocation: 'Set your location',
  travelCommunity: 'Travel Community',
  shareStory: 'Share Story',
  happeningNow: 'Happening now',
  dayOf: (day: number, of: number) => `Day ${day} of ${of}`,
  todaysPlan: "Today's plan",
  anyTime: 'Any time',
  nothingPlannedToday: 'Nothing planned for today. Enjoy the moment, or add an activity.',
  openTrip: 'Open trip',
  upcomingTitle: 'Upcoming trips',
  noUpcoming: 'No trips on the horizon. Where to next?',
  recentTitle: 'Recent trips',
  seeAllTrips: 'See all trips',
  startsIn: (days: number) => (days === 1 ? 'Tomorrow' : `In ${days} days`),
  completedBadge: 'Completed',
  tripsFailed: 'Failed to fetch trips',
  firstTripTitle: 'Plan your first trip',
  firstTripText:
    'Pick your dates, add the places you dream of and build your days one activity at a time. Past dates work too, for the journeys you want to remember.',
  nearbyTitle: 'Nearby attractions',
  nearbyAround: (city: string) => `Around ${city}`,
  nearbyFailed: 'Failed to load nearby attractions. Please refresh the page.',
  nearbyEmpty: 'No attractions found around your location yet.',
  locationTitle: 'Discover what is around you',
  locationText:
    'Save your location on your profile and we will show the sights, museums and parks closest to you.',
  exploreMore: 'Explore more',
} as const;

/** The line under the greeting: what is next for the traveller. */
export const HOME_TAGLINES = {
  onTrip: (title: string, day: number, of: number) =>
    `You are on ${title}: day ${day} of ${of}. Make it a good one.`,
  nextTrip: (title: string, days: number) =>
    days === 1 ? `${title} starts tomorrow. Time to pack!` : `${title} starts in ${days} days.`,
  noNextTrip: 'Where will your next journey take you?',
  firstTrip: 'Your next great journey starts here.',
} as const;
