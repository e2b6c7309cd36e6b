/**
 * The shared-trip page's texts (spec 001 §2 "Shared trip page", §8; checklist 12.7–12.18). The
 * machine's texts (join toast, join alert, load failure) are in machines/src/shared-trip/constants.ts.
 */

export const TRIP_NOT_AVAILABLE = 'Trip Not Available';
export const GO_TO_HOMEPAGE = 'Go to Homepage';
export const JOIN_THIS_TRIP = 'Join This Trip';
export const JOINING = 'Joining...';
export const VIEW_FULL_TRIP = 'View Full Trip';
export const SIGN_UP_FREE = 'Sign Up Free';
export const LOG_IN = 'Log In';
export const TRIP_CREATOR = 'Trip Creator';
export const COMPLETED = 'Completed';
export const LOADING_SHARED_TRIP = 'Loading shared trip';

/** 12.12: the four stats. */
export const STAT_DESTINATIONS = 'Destinations';
export const STAT_DAYS = 'Days';
export const STAT_TRAVELERS = 'Travelers';
export const STAT_DAYS_PLANNED = 'Days planned';

export const DESTINATIONS_HEADING = 'Destinations';
export const ITINERARY_HEADING = 'Day-by-day itinerary';
export const ABOUT_HEADING = 'About this trip';
export const NO_DESTINATIONS = 'No destinations added yet';
export const NO_ITINERARY = 'No days planned yet';
export const NO_ACTIVITIES = 'Nothing planned for this day';
export const SHARED_WITH_YOU = 'Shared trip';

/** What the member sees once on the trip, and the invitation to those who are not. */
export const MEMBER_NOTE = 'You are on this trip.';
export const JOIN_NOTE = 'Join to follow the plan as it changes.';
export const GUEST_PROMO_TITLE = 'Plan trips like this one';
export const GUEST_PROMO_TEXT =
  'Create your own itineraries, collect places and travel with friends on Wayfarer.';

/** The search key the login round trip carries back: join once signed in (12.18). */
export const JOIN_ON_ARRIVAL_KEY = 'join';
