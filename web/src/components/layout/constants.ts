/** Width at which the desktop layout starts; below it the mobile layout shows (spec 000 §2 "App-wide layout", §9). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Desktop "Your Trips" badge: the count up to 99, "9+" above 99 (spec 000 §2, §9; RESOLUTIONS 2.4). */
export const DESKTOP_TRIP_BADGE_CAP = 99;

/** Mobile Trips tab badge: "9+" above 9 (spec 000 §2, §9). */
export const MOBILE_TRIP_BADGE_CAP = 9;

/** Text a capped trip badge shows (spec 000 §2, §9). */
export const TRIP_BADGE_OVERFLOW_TEXT = '9+';

/** Delay before the mobile search overlay focuses its input (spec 000 §2 "App-wide layout"). */
export const MOBILE_SEARCH_FOCUS_DELAY_MS = 150;

/** Height of the fixed mobile tab bar, so page content and the feedback button clear it. */
export const MOBILE_TAB_BAR_HEIGHT_PX = 64;

/** Label of disabled entries that have no screen yet (spec 000 §1, §2: Settings shows "Coming Soon"). */
export const COMING_SOON_TEXT = 'Coming Soon';
