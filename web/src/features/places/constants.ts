/**
 * Limits and texts of the place-details screen (spec 001 §2 "Place details", §8 "Places", §9
 * "Review text truncation 150 characters, at most 3 reviews shown; up to 5 photos loaded; 3 type
 * tags; nearby lists show 4 then all"). The photo pipeline's own numbers live in
 * machines/src/photos/constants.ts.
 */

// §9
export const REVIEW_TRUNCATE_CHARS = 150;
export const MAX_REVIEWS_SHOWN = 3;
export const MAX_TYPE_TAGS = 3;
export const NEARBY_INITIAL_COUNT = 4;
/** The mosaic: one large photo and two small ones; the rest are behind "+N more". */
export const MOSAIC_PHOTO_COUNT = 3;

// §2 texts
export const NO_DETAILS_AVAILABLE = 'No details available';
export const NO_NEARBY_PLACES = 'No nearby places found in this area.';
export const NEARBY_LOAD_FAILED = 'Failed to load nearby places';
export const TRY_AGAIN = 'Try Again';
export const READ_MORE = 'Read more';
export const SHOW_LESS = 'Show less';
export const SAVE_TO_ITINERARY = 'Save to itinerary';
export const NAVIGATE = 'Navigate';

// §8 error fallbacks ("Server message text is shown when present, else the fallback").
export const PLACE_DETAILS_FETCH_FAILED = 'Failed to fetch place details';
export const PLACE_DETAILS_RETRY_HINT = 'Check your connection and try again.'; // ours
export const NEARBY_FETCH_FAILED = 'Failed to fetch nearby places';

/** Google Maps directions to a point (spec 001 §2 "Navigate ... opens directions in a maps service"). */
export const MAPS_DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1';
/** Google Maps search for a point, when the place has no googleMapsUri. */
export const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1';

// ---------------------------------------------------------------------------------------------
// Place search box and Explore (spec 000 §2 "Place search box", §5, §9; spec 001 §2 "Explore",
// §8, §9; RESOLUTIONS 14.3, 14.6, 14.7, 15.15).

/**
 * Pause in typing before the autocomplete request: spec 000 §9 "debounce 1000 ms". RESOLUTIONS 14.6:
 * the top-bar / mobile-overlay box waits 1000 ms (the Add Place dialog's 500 ms is another component).
 */
export const PLACE_SEARCH_DEBOUNCE_MS = 1000;

/** Spec 000 §2, RESOLUTIONS 14.3: the empty panel of the top-bar search box. */
export const noSearchResultsText = (text: string) => `No results found for "${text}"`;

/** Spec 001 §9 "Scroll step 300 px under the 768 px breakpoint, 900 px otherwise". */
export const SCROLL_STEP_NARROW_PX = 300;
export const SCROLL_STEP_WIDE_PX = 900;
export const SCROLL_STEP_BREAKPOINT_PX = 768;

/**
 * Spec 001 §9 "Explore photo queries: batch size 3 with a 300 ms gap". The cards' photos are
 * released to the browser three at a time, 300 ms apart, so a page of cards does not ask for every
 * photo at once.
 */
export const EXPLORE_PHOTO_BATCH_SIZE = 3;
export const EXPLORE_PHOTO_BATCH_GAP_MS = 300;
/**
 * Spec 001 §9 "retry once": a card photo that fails is asked for once more before the placeholder.
 * Retries of queries are the query families' (machines/src/query-freshness/constants.ts).
 */
export const EXPLORE_PHOTO_RETRIES = 1;

/** Explore texts given by spec 001 §2 "Explore" and §8, word for word. */
export const EXPLORE_TEXTS = {
  placesIn: (place: string) => `Places in ${place}`,
  searchingPlaces: 'Searching for places...',
  noPlacesFound: 'No places found',
  searchFailed: 'Failed to fetch search results',
  nearbyTitle: 'Nearby Tourist Attractions',
  attractionsError: 'Error loading attractions',
  popularDestinationsTitle: 'Popular Destinations',
  popularCitiesTitle: 'Popular Cities',
  destinationsError: 'Error loading destinations',
  citiesError: 'Error loading cities',
  refreshData: 'Refresh Data',
  travelTipsTitle: 'Travel Tips',
} as const;

/** Spec 001 §8: how the Explore page's fetches fail (logged; the sections show the texts above). */
export const EXPLORE_FETCH_ERRORS = {
  nearbyAttractions: 'Failed to fetch nearby attractions',
  travelHighlights: 'Failed to fetch travel highlights',
} as const;

// Texts the spec leaves to us (RESOLUTIONS "Texts not given"), in the voice of its other texts.
export const EXPLORE_OWN_TEXTS = {
  heroTitle: 'Explore the World',
  heroSubtitle:
    'Discover popular destinations, vibrant cities and tourist attractions near you, then save the places you love to your next trip.',
  loadingProfile: 'Loading your profile...',
  findingAttractions: (city: string | null) =>
    city ? `Finding attractions near ${city}...` : 'Finding attractions near you...',
  noAttractions: (city: string | null) =>
    city ? `No tourist attractions found near ${city}.` : 'No tourist attractions found near you.',
  locationUnavailableTitle: 'Location not available',
  locationUnavailableText:
    'Update your location in your profile to see tourist attractions near you.',
  updateLocation: 'Update Location',
  signInTitle: 'Sign in to see attractions near you',
  signInText: 'Sign in to find tourist attractions around the location saved in your profile.',
  signIn: 'Sign In',
  noPlacesHint: 'Try another country or city, or pick one of the popular destinations below.',
  noAttractionsHint:
    'Try updating your location in your profile, or explore the popular cities below.',
  noDestinations: 'No popular destinations available right now.',
  noCities: 'No popular cities available right now.',
  tryAgain: 'Try Again',
  searchingSuggestions: 'Searching places...',
  loadingDestinations: 'Loading popular destinations...',
  loadingCities: 'Loading popular cities...',
  destinationsDescription: 'Countries travellers love right now',
  citiesDescription: 'Cities worth a trip this season',
} as const;

/** Spec 001 §2 "A Travel Tips box with three static tips" (the tips themselves are ours). */
export const TRAVEL_TIPS = [
  {
    title: 'Best time to visit',
    text: 'Check the local seasons and festivals before you book: the months either side of the peak bring milder weather, shorter queues and better prices.',
  },
  {
    title: 'Book attractions early',
    text: 'Popular museums and landmarks sell out weeks ahead. Reserve timed tickets online and add them to your itinerary so every day runs smoothly.',
  },
  {
    title: 'Travel like a local',
    text: 'Learn a few words of the local language, try the neighbourhood restaurants and respect local customs: you will see far more than the postcards.',
  },
] as const;
