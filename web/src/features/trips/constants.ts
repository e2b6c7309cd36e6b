/**
 * Trips screens' texts (spec 000 §2 "Trips list page", "Create-trip dialog"; 001 §2 "Trip detail",
 * "Plan Your Visit modal", §5, §8; RESOLUTIONS "Trips list page"). Texts the spec does not give are
 * written in its voice and marked so.
 */
export const TRIPS_PAGE_TITLE = 'Your Trips'; // RESOLUTIONS
export const PLAN_NEW_TRIP = 'Plan a new trip'; // RESOLUTIONS (our wording of the button)
export const TRIPS_EMPTY_TITLE = 'No trips yet'; // ours
export const TRIPS_EMPTY_TEXT =
  'Plan your first trip: pick the dates, then add places, activities and a checklist.'; // ours
export const PLAN_FIRST_TRIP = 'Plan your first trip'; // ours
export const TRY_AGAIN = 'Try Again';
export const VIEW_TRIP_DETAILS = 'View Trip Details'; // 000 §2
export const UPLOADING = 'Uploading...'; // 000 §2
export const CHANGE_COVER = 'Change cover'; // ours
export const COVER_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp'; // RESOLUTIONS "Cover images"

export const CREATE_TRIP_TITLE = 'Plan a new trip'; // ours
export const TRIP_TITLE_LABEL = 'Trip Title'; // 000 §2 "Trip Title*" (the * is Mantine's required mark)
export const DESCRIPTION_LABEL = 'Description'; // 000 §2
export const TRIP_DATES_LABEL = 'Trip Dates'; // 001 §2 "Trip Dates*"
export const PAST_DATES_NOTE =
  'Past dates are allowed, so you can also record the memories of trips you have already taken.'; // 000 §2 (wording ours)
export const CREATE_TRIP_SUBMIT = 'Create Trip'; // 001 §2
export const CANCEL = 'Cancel';
export const CLOSE = 'Close'; // the dialogs' close button (its accessible name)
/** The create-trip dialog's draft (issue 18): kept while typed, restored after a sign-in. */
export const CREATE_TRIP_DRAFT_KEY = 'create-trip';

export const MY_TRIPS_LINK = 'My Trips'; // 001 §2
export const LOADING_TRIP = 'Loading trip details...'; // 001 §2
export const TRIP_NOT_FOUND = 'No trip found with the provided ID.'; // 001 §2
export const RETURN_TO_MY_TRIPS = 'Return to My Trips'; // 001 §2
export const VIEW_ONLY_BANNER = 'You are in view-only mode for this trip.'; // 001 §2
export const EDIT_TRIP = 'Edit Trip';
export const SHARE_TRIP = 'Share Trip';
export const DELETE_TRIP = 'Delete Trip';
/** The trip page's tabs in order; the value is the URL's `?tab=`. */
export const TRIP_TABS = ['destinations', 'itinerary', 'checklist', 'collaborators'] as const;
export type TripTab = (typeof TRIP_TABS)[number];

export const NO_DESTINATIONS = 'No destinations added yet'; // 001 §2
export const ADD_PLACE = 'Add Place'; // 001 §2
export const VIEW_PLACE = 'View place'; // 001 §2 "a view-place link"
export const NO_ACTIVITIES = 'No activities planned for this day'; // 001 §2
export const NO_DAYS = 'No days in your trip yet'; // 001 §2
export const ADD_ACTIVITY = 'Add Activity'; // 001 §2
export const addActivityTitle = (day: number) => `Add Activity for Day ${day}`; // 001 §2
export const CHECKLIST_EMPTY = 'Your checklist is empty'; // 001 §2
export const NO_COLLABORATORS = 'No collaborators yet'; // 001 §2
export const INVITE = 'Invite';

/** 001 §8 place search dialog; §9 "Place search pause 500 ms" (RESOLUTIONS 14.3). */
export const ADD_PLACE_SEARCH_DEBOUNCE_MS = 500;
export const NO_PLACES_FOUND = 'No places found matching the term';
export const NO_PLACES_HINT = 'Try another name, a city or a landmark.'; // "a hint to try another term": ours
export const PLACE_SEARCH_FAILED = 'Failed to search places';
export const PLACE_DETAILS_FAILED = 'Failed to fetch place details';

/** Plan Your Visit (001 §2). */
export const PLAN_YOUR_VISIT = 'Plan Your Visit';
export const CREATE_NEW_TRIP = 'Create New Trip';
export const ADD_TO_EXISTING_TRIP = 'Add to Existing Trip';
export const SELECT_TRIP_LABEL = 'Select Trip';
export const NO_TRIPS_YET = "You don't have any trips yet. Create a new trip first.";
export const ADD_TO_TRIP = 'Add to Trip';
export const PROCESSING = 'Processing...';
export const SELECT_A_TRIP = 'Please select a trip'; // 001 §5 "requires a selected trip": text ours
export const tripToPlace = (placeName: string) => `Trip to ${placeName}`;
export const ACTIVITY_TITLE_REQUIRED = 'Activity title is required'; // 001 §5: text ours

/** Collaborators tab and Add Collaborator (001 §2, §4, §5; checklist 11.1–11.7). */
export const TRIP_CREATOR = 'Trip Creator'; // 001 §2
export const ADD_COLLABORATOR = 'Add Collaborator'; // 001 §2
export const SEARCH_USERS_LABEL = 'Search by user name'; // ours
export const SEARCH_USERS_PLACEHOLDER = 'Type a user name'; // ours
export const NO_USERS_FOUND = 'No users found with that name'; // ours
export const ALREADY_ON_TRIP = 'Already on this trip'; // ours
export const ROLE_LABEL = 'Role'; // ours
export const CHANGE_ROLE = 'Change role'; // ours
export const ROLE_NAMES = { viewer: 'Viewer', editor: 'Editor' } as const; // 001 §3
export const ADD = 'Add';
export const SAVE = 'Save';
export const REMOVE = 'Remove';
export const removeCollaboratorTitle = 'Remove Collaborator'; // ours
export const removeCollaboratorMessage = (name: string) =>
  `Remove ${name} from this trip? They will no longer see it.`; // ours
export const LEAVE_TRIP = 'Leave Trip'; // ours
export const LEAVE_TRIP_MESSAGE =
  'Leave this trip? You will no longer see it unless someone invites you again.'; // ours
export const YOU = 'You'; // ours: marks the signed-in member's card

/** Share Trip (001 §2 "Sharing dialog"; checklist 12.1–12.6). */
export const SHARE_LINK_LABEL = 'Share link'; // ours
export const GENERATING_LINK = 'Generating link...'; // ours
export const COPY_LINK = 'Copy link'; // ours
export const COPIED = 'Copied!'; // 001 §2
export const ALLOW_PUBLIC_VIEW = 'Anyone with the link can view the trip'; // 001 §3 allowPublicView
export const ALLOW_JOIN_REQUESTS = 'People with the link can join as viewers'; // 001 §3 allowJoinRequests
export const SHARE_ON = 'Share on'; // ours

/** RESOLUTIONS 7.8: editors may delete too, so the question says the trip goes for everyone. */
export const deleteTripMessage = (title: string) =>
  `Delete "${title}"? It will be deleted for every member of the trip, the owner included, with its destinations, itinerary and checklist.`;

/** Memories (001 §2 Itinerary memories area, Upload Photos, Add Reflection; checklist 13.1–13.14). */
export const UPLOAD_PHOTOS = 'Upload Photos'; // 001 §2
export const ADD_REFLECTION = 'Add Reflection'; // 001 §2
export const MEMORIES = 'Memories'; // ours: the area's heading and the completed trip's view
export const DROP_PHOTOS = 'Drag photos here or click to choose files'; // ours
export const CHOOSE_PHOTOS = 'Choose photos'; // ours: the file picker's button
export const PHOTO_RULES = 'JPEG, PNG or WEBP, up to 5MB each, 3 photos per activity'; // 001 §5, §9
export const UPLOAD = 'Upload'; // ours
export const UPLOADING_PHOTOS = 'Uploading photos...'; // ours
export const REFLECTION_LABEL = 'Your reflection'; // ours
export const PHOTO_LIMIT_REACHED = 'This activity already has 3 photos'; // 001 §4: why upload is off
export const ALL_DAYS = 'All days'; // ours: the itinerary view with every activity
export const NO_MEMORIES_YET = 'No photos or reflections yet'; // ours: the Memories view when empty
export const removePhotoLabel = (name: string) => `Remove ${name}`; // ours
export const memoryPhotoAlt = (activity: string, index: number) =>
  `Photo ${index + 1} of ${activity}`; // ours

/**
 * Text limits of the trip forms: the fields' `maxLength` and counters. The REST contract checks the
 * same numbers (contract/src/trip.ts `tripLimits`, which web may not import);
 * tests/integration/form-limits.test.ts keeps the two equal.
 */
export const TRIP_TITLE_MAX_LENGTH = 100;
export const TRIP_DESCRIPTION_MAX_LENGTH = 1000;
export const ACTIVITY_TITLE_MAX_LENGTH = 100;
export const ACTIVITY_NOTES_MAX_LENGTH = 1000;
export const CHECKLIST_ITEM_MAX_LENGTH = 200;

/**
 * Edit Trip when the new dates drop days that hold activities (issue 18): the API keeps each activity
 * on its day number and drops the days past the new last day, with their activities and memories.
 */
export const SHORTEN_TRIP_TITLE = 'Remove activities?';
export const SHORTEN_TRIP_CONFIRM = 'Save and Remove';
export const shortenTripMessage = (count: number) =>
  `${count} ${count === 1 ? 'activity' : 'activities'} on days no longer in the trip will be removed, with ${count === 1 ? 'its' : 'their'} photos and reflections.`;
