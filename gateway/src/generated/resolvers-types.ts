import type { UploadArgument } from '../uploads/upload-scalar';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { User as RestUser } from '@contract/user';
import type { TripModel, DestinationModel, ItineraryDayModel, TripMemberModel } from '../trips/trip-models';
import type { Activity as RestActivity, ChecklistItem as RestChecklistItem, Collaborator as RestCollaborator, MemoryPhoto as RestMemoryPhoto, Reflection as RestReflection } from '@contract/trip';
import type { TripSharingModel, SharedTripModel } from '../sharing/sharing-models';
import type { UserSearchResult as RestUserSearchResult } from '@contract/sharing';
import type { PlaceModel, PhotoModel, PlaceSummaryModel, NearbyPlaceModel, HighlightModel } from '../places/normalise';
import type { HomeModel } from '../schema/home/home-model';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * graphql-scalars types, used in input objects only where the contract's zod schema agrees: a required
   * text the contract trims and requires (NonEmptyString: not empty, not only spaces). E-mails, dates and
   * links stay String: the contract trims e-mails and takes a blank date or link as "none", which
   * EmailAddress, LocalDate and URL would refuse. Days stay Int: PositiveInt parses with parseInt, so it
   * would take 1.5 or "3abc" as a day the contract (and Int) refuse.
   */
  NonEmptyString: { input: string; output: string; }
  /**
   * A file sent with the GraphQL multipart request spec (multipart/form-data: `operations`, `map`, then
   * the files). Clients must also send the header `apollo-require-preflight: true` (CSRF prevention).
   * The gateway checks the file's type (by its bytes) and size before anything reaches the REST server.
   */
  Upload: { input: UploadArgument; output: never; }
};

/** What a mutation answers when the REST server answers only a message: that message, word for word. */
export type ActionResult = {
  __typename?: 'ActionResult';
  message: Scalars['String']['output'];
};

export type Activity = {
  __typename?: 'Activity';
  /** The related destination's id (Destination.id), if any. */
  destinationId?: Maybe<Scalars['ID']['output']>;
  /** HH:mm (REST `time.end`). */
  endTime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  memories: ActivityMemories;
  notes?: Maybe<Scalars['String']['output']>;
  /** HH:mm (REST `time.start`). */
  startTime?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** An activity (D2 §7 add activity): title required; times HH:mm; destinationId a Destination.id. */
export type ActivityInput = {
  destinationId?: InputMaybe<Scalars['ID']['input']>;
  endTime?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  startTime?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['NonEmptyString']['input'];
};

export type ActivityMemories = {
  __typename?: 'ActivityMemories';
  photos: Array<MemoryPhoto>;
  reflections: Array<Reflection>;
};

/** What a successful sign-in gives the client. The refresh token travels as an httpOnly cookie. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  accessToken: Scalars['String']['output'];
  user: User;
};

export type ChecklistItem = {
  __typename?: 'ChecklistItem';
  id: Scalars['ID']['output'];
  isCompleted: Scalars['Boolean']['output'];
  item: Scalars['String']['output'];
};

/** A checklist item in a whole-checklist update: `id` keeps an existing item. */
export type ChecklistItemInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isCompleted?: InputMaybe<Scalars['Boolean']['input']>;
  item: Scalars['NonEmptyString']['input'];
};

export type Collaborator = {
  __typename?: 'Collaborator';
  role: CollaboratorRole;
  user: TripMember;
};

/** D2 §3 collaborator roles. */
export type CollaboratorRole =
  | 'editor'
  | 'viewer';

/**
 * A new trip (POST /trip/add-trip). Title required; both dates (YYYY-MM-DD) or neither; end not
 * before start. Destinations: none from the create dialog, the one place from Plan Your Visit.
 */
export type CreateTripInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  destinations?: InputMaybe<Array<DestinationInput>>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['NonEmptyString']['input'];
};

/** A place saved to a trip (D2 §3 "Destination"). */
export type Destination = {
  __typename?: 'Destination';
  /** REST `formattedAddress`. */
  address?: Maybe<Scalars['String']['output']>;
  googleMapsUrl?: Maybe<Scalars['String']['output']>;
  /** The destination's own id (REST `destinationId`): what removeDestination takes. */
  id: Scalars['ID']['output'];
  /** The photo's URL, or the gateway's placeholder built from the name when there is none. */
  imageUrl: Scalars['String']['output'];
  /** REST `lattitude` (spelt so on the wire). */
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  /** From REST `photoRef`; null when the place has no photo. */
  photo?: Maybe<PlacePhoto>;
  /** The Google place id. */
  placeId: Scalars['ID']['output'];
  rating?: Maybe<Scalars['Float']['output']>;
  types: Array<Scalars['String']['output']>;
};


/** A place saved to a trip (D2 §3 "Destination"). */
export type DestinationImageUrlArgs = {
  quality?: InputMaybe<PhotoQuality>;
};

/** A place to save to a trip (D2 §3 "Destination payload when saving a place"). */
export type DestinationInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  googleMapsUrl?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['NonEmptyString']['input'];
  photoRef?: InputMaybe<Scalars['String']['input']>;
  placeId: Scalars['ID']['input'];
  rating?: InputMaybe<Scalars['Float']['input']>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** What the client adds about the device it runs on (D1 §3). */
export type FeedbackDeviceInfoInput = {
  browserName: Scalars['String']['input'];
  isMobile: Scalars['Boolean']['input'];
  screenHeight: Scalars['Int']['input'];
  screenWidth: Scalars['Int']['input'];
};

/**
 * The feedback form's answers (D1 §2 "Feedback form", §3; checklist 25.3–25.14). Ratings 1–5; the
 * recommendation 1–10 (the form's 0 cannot be submitted); texts at most 2000 characters. Leave out empty
 * optional texts; bugSeverity only beside a bugReport. mostWantedFeature is one of better_search,
 * offline_maps, group_planning, budget_tracking, travel_social, ai_recommendations, weather_integration,
 * local_guides, other; bugSeverity one of low, medium, high, critical.
 */
export type FeedbackInput = {
  allowContact?: InputMaybe<Scalars['Boolean']['input']>;
  bugReport?: InputMaybe<Scalars['String']['input']>;
  bugSeverity?: InputMaybe<Scalars['String']['input']>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  currentPage?: InputMaybe<Scalars['String']['input']>;
  designRating: Scalars['Int']['input'];
  deviceInfo?: InputMaybe<FeedbackDeviceInfoInput>;
  featureRequests?: InputMaybe<Scalars['String']['input']>;
  generalFeedback?: InputMaybe<Scalars['String']['input']>;
  likedMost?: InputMaybe<Scalars['String']['input']>;
  mostWantedFeature?: InputMaybe<Scalars['String']['input']>;
  needsImprovement?: InputMaybe<Scalars['String']['input']>;
  overallRating: Scalars['Int']['input'];
  performanceRating: Scalars['Int']['input'];
  recommendationScore: Scalars['Int']['input'];
  /** Whole minutes since the app opened. */
  sessionDuration?: InputMaybe<Scalars['Int']['input']>;
  usabilityRating: Scalars['Int']['input'];
  userAgent?: InputMaybe<Scalars['String']['input']>;
};

export type GeoPoint = {
  __typename?: 'GeoPoint';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

/** A popular country or city (D1 §3 "Popular country / city"). */
export type HighlightDestination = {
  __typename?: 'HighlightDestination';
  description: Scalars['String']['output'];
  /** A place id: `/place/{id}` opens it. */
  id: Scalars['ID']['output'];
  /** The photo's URL, or the placeholder built from the name. */
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The photo when the item names one; null otherwise (e.g. an external image URL). */
  photo?: Maybe<PlacePhoto>;
};


/** A popular country or city (D1 §3 "Popular country / city"). */
export type HighlightDestinationImageUrlArgs = {
  quality?: InputMaybe<PhotoQuality>;
};

/**
 * The signed-in home (spec 000 §1, §2 "Home (signed in)") in one query, one round trip. Every section
 * is nullable and resolves on its own: a section whose REST call fails is null with an error on its
 * path, and the other sections still answer (the page never blanks for one of them).
 */
export type Home = {
  __typename?: 'Home';
  /** The signed-in user (GET /user/get-profile): the saved location decides the nearby section. */
  me?: Maybe<User>;
  /**
   * Tourist attractions around the saved location (POST /places/nearby-places). Null, without an
   * error, when the location has no valid coordinates (D1 §5, RESOLUTIONS 4.11: the query is disabled).
   */
  nearbyAttractions?: Maybe<HomeNearbyAttractions>;
  /** Popular countries and cities (GET /destination/travelHighlights), checked as `Query.travelHighlights`. */
  travelHighlights?: Maybe<TravelHighlights>;
  /** Trips the user owns or collaborates on (GET /trip/get-all-trips); the web classifies them by its local day. */
  trips?: Maybe<Array<Trip>>;
};

/** Nearby attractions and the coordinates they were found around. */
export type HomeNearbyAttractions = {
  __typename?: 'HomeNearbyAttractions';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  places: Array<PlaceSummary>;
};

/** An activity in a whole-itinerary update: `id` keeps an existing activity (and its memories). */
export type ItineraryActivityInput = {
  destinationId?: InputMaybe<Scalars['ID']['input']>;
  endTime?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  startTime?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['NonEmptyString']['input'];
};

export type ItineraryDay = {
  __typename?: 'ItineraryDay';
  activities: Array<Activity>;
  /** YYYY-MM-DD: startDate + (day - 1); null when the trip has no start date. */
  date?: Maybe<Scalars['String']['output']>;
  /** 1-based: day 1 is the start date. */
  day: Scalars['Int']['output'];
};

export type ItineraryDayInput = {
  activities: Array<ItineraryActivityInput>;
  day: Scalars['Int']['input'];
};

export type MemoryPhoto = {
  __typename?: 'MemoryPhoto';
  /** ISO date-time. */
  uploadedAt: Scalars['String']['output'];
  /** The uploader's user id. */
  uploadedBy: Scalars['ID']['output'];
  /** Who added the photo; null when the REST server knows no such user. */
  uploader?: Maybe<TripMember>;
  url: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** PATCH /trip/add-activity: day is 1-based, within the trip's days. */
  addActivity: Trip;
  /**
   * PATCH /trip/add-activity-image (multipart: tripId, day, activityId, activityImage repeated).
   * JPEG, PNG or WEBP by their bytes, at most 5 MB a file, at most 3 photos an activity counting
   * those already there, checked before anything is forwarded: BAD_USER_INPUT with the spec's
   * messages. Owner and editors only. All or nothing.
   */
  addActivityPhotos: Trip;
  /**
   * PATCH /trip/add-activity-reflection: trimmed, non-empty, at most 500 characters ('Reflection
   * must be 500 characters or less'). Owner and editors only.
   */
  addActivityReflection: Trip;
  /** PATCH /trip/add-checklist-item. */
  addChecklistItem: Trip;
  /** PATCH /trip/add-collaborator (owner and editors). */
  addCollaborator: Trip;
  /** PATCH /trip/add-destination. */
  addDestination: Trip;
  /**
   * POST /trip/add-trip: the new trip; null when the server created it but answered no id (spec 000
   * §4: the client then goes to the trips list).
   */
  createTrip?: Maybe<Trip>;
  /**
   * DELETE /trip/delete-trip (the owner and editors, RESOLUTIONS 7.8; the trip goes for every member):
   * the deleted trip's id. FORBIDDEN for viewers and strangers.
   */
  deleteTrip: Scalars['ID']['output'];
  /** POST /trip/generate-share-link (owner and editors): the same link when called again. */
  generateShareLink: TripSharing;
  /** Sign in with a Google access token (POST /user/auth/google/verify, field `credential`). */
  googleLogin: AuthPayload;
  /** POST /trip/join-shared/{shareToken} (signed in): the caller becomes a viewer; answers the trip's id. */
  joinSharedTrip: Scalars['ID']['output'];
  /**
   * Sign in with user name and password. rememberMe (default true) false makes the refresh cookie a
   * browser-session cookie (RESOLUTIONS "Remember me").
   */
  login: AuthPayload;
  /** Ends the session: revokes the refresh token and clears its cookie. */
  logout: Scalars['Boolean']['output'];
  /** Rotates the refresh-token cookie and answers a new access token. */
  refreshToken: RefreshPayload;
  /**
   * Sign-up (POST /user/register, multipart: userName, email, password, profilePic). A 6-digit code is
   * mailed; the user is not signed in. BAD_USER_INPUT 'Please select an image file' /
   * 'Image size should be less than 2MB' for the picture, the server's message for a taken name or e-mail.
   */
  register: RegisterPayload;
  /** DELETE /trip/delete-activity. */
  removeActivity: Trip;
  /** DELETE /trip/delete-checklist-item. */
  removeChecklistItem: Trip;
  /**
   * PATCH /trip/remove-collaborator (the owner; or a collaborator removing themself: leaving). Answers
   * the trip as the owner now sees it; after leaving, the caller can no longer read it, so a leave
   * answers null.
   */
  removeCollaborator?: Maybe<Trip>;
  /** DELETE /trip/delete-destination; destinationId is Destination.id. */
  removeDestination: Trip;
  /** Starts a password reset (POST /user/forgot-password { email }); the same answer for unknown e-mails. */
  requestPasswordReset: ActionResult;
  /** Mails a new reset code (POST /user/resend-password-reset-otp { email }); refused within 60 s. */
  resendPasswordResetCode: ActionResult;
  /** Mails a new verification code (POST /user/resend-otp { email }); refused within 60 s of the last. */
  resendVerificationCode: ActionResult;
  /** Sets a new password (POST /user/reset-password { resetToken, newPassword }); the token is single-use. */
  resetPassword: ActionResult;
  /**
   * Sends feedback (POST /user/feedback). Open to guests; a signed-in sender is known by the token.
   * Answers the success flag; BAD_USER_INPUT with the server's message for a refused answer.
   */
  submitFeedback: Scalars['Boolean']['output'];
  /** PATCH /trip/toggle-checklist-item. */
  toggleChecklistItem: Trip;
  /** PATCH /trip/update-checklist: replaces the whole checklist. */
  updateChecklist: Trip;
  /** PUT /trip/edit-collaborator-role (owner only). */
  updateCollaboratorRole: Trip;
  /** PATCH /trip/update-itinerary: replaces the whole itinerary. */
  updateItinerary: Trip;
  /**
   * Reverse-geocodes the coordinates and saves the place as the user's location
   * (GET /user/user-location?latitude&longitude).
   */
  updateMyLocation: UserLocation;
  /** Edits the signed-in user's profile (PATCH /user/update-profile). UNAUTHENTICATED without a token. */
  updateProfile: User;
  /**
   * Replaces the signed-in user's picture (POST /user/update-profile-picture, multipart: profilePic).
   * JPEG, PNG, WEBP or GIF, under 2 MB, else BAD_USER_INPUT with the spec's text.
   */
  updateProfilePicture: User;
  /** PATCH /trip/sharing-settings/{tripId} (owner and editors). */
  updateSharingSettings: TripSharing;
  /** PATCH /trip/edit-trip-details. */
  updateTrip: Trip;
  /**
   * PATCH /trip/add-trip-cover-image (multipart: tripId, tripCoverImage). JPEG, PNG or WEBP, at most
   * 5 MB, checked before anything is forwarded: BAD_USER_INPUT '{file} is not a supported image format
   * (JPEG, PNG, WEBP)' / '{file} is too large. Maximum size is 5MB'.
   */
  updateTripCoverImage: Trip;
  /** Verifies the e-mail with the mailed 6-digit code (POST /user/verify-otp { email, otp }). */
  verifyEmail: ActionResult;
  /** Checks the reset code (POST /user/verify-password-reset-otp { email, otp }) for a reset token. */
  verifyPasswordResetCode: PasswordResetToken;
};


export type MutationAddActivityArgs = {
  day: Scalars['Int']['input'];
  input: ActivityInput;
  tripId: Scalars['ID']['input'];
};


export type MutationAddActivityPhotosArgs = {
  activityId: Scalars['ID']['input'];
  day: Scalars['Int']['input'];
  files: Array<Scalars['Upload']['input']>;
  tripId: Scalars['ID']['input'];
};


export type MutationAddActivityReflectionArgs = {
  activityId: Scalars['ID']['input'];
  day: Scalars['Int']['input'];
  text: Scalars['String']['input'];
  tripId: Scalars['ID']['input'];
};


export type MutationAddChecklistItemArgs = {
  item: Scalars['String']['input'];
  tripId: Scalars['ID']['input'];
};


export type MutationAddCollaboratorArgs = {
  role: CollaboratorRole;
  tripId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationAddDestinationArgs = {
  input: DestinationInput;
  tripId: Scalars['ID']['input'];
};


export type MutationCreateTripArgs = {
  input: CreateTripInput;
};


export type MutationDeleteTripArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGenerateShareLinkArgs = {
  tripId: Scalars['ID']['input'];
};


export type MutationGoogleLoginArgs = {
  credential: Scalars['String']['input'];
};


export type MutationJoinSharedTripArgs = {
  shareToken: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
  userName: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveActivityArgs = {
  activityId: Scalars['ID']['input'];
  day: Scalars['Int']['input'];
  tripId: Scalars['ID']['input'];
};


export type MutationRemoveChecklistItemArgs = {
  itemId: Scalars['ID']['input'];
  tripId: Scalars['ID']['input'];
};


export type MutationRemoveCollaboratorArgs = {
  tripId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveDestinationArgs = {
  destinationId: Scalars['ID']['input'];
  tripId: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendPasswordResetCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendVerificationCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
};


export type MutationSubmitFeedbackArgs = {
  input: FeedbackInput;
};


export type MutationToggleChecklistItemArgs = {
  isCompleted: Scalars['Boolean']['input'];
  itemId: Scalars['ID']['input'];
  tripId: Scalars['ID']['input'];
};


export type MutationUpdateChecklistArgs = {
  checklist: Array<ChecklistItemInput>;
  tripId: Scalars['ID']['input'];
};


export type MutationUpdateCollaboratorRoleArgs = {
  role: CollaboratorRole;
  tripId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUpdateItineraryArgs = {
  itinerary: Array<ItineraryDayInput>;
  tripId: Scalars['ID']['input'];
};


export type MutationUpdateMyLocationArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateProfilePictureArgs = {
  file: Scalars['Upload']['input'];
};


export type MutationUpdateSharingSettingsArgs = {
  allowJoinRequests: Scalars['Boolean']['input'];
  allowPublicView: Scalars['Boolean']['input'];
  tripId: Scalars['ID']['input'];
};


export type MutationUpdateTripArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTripInput;
};


export type MutationUpdateTripCoverImageArgs = {
  file: Scalars['Upload']['input'];
  tripId: Scalars['ID']['input'];
};


export type MutationVerifyEmailArgs = {
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};


export type MutationVerifyPasswordResetCodeArgs = {
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};

/** A nearby restaurant or attraction of the place page (D2 §3 "Nearby place item"). */
export type NearbyPlace = {
  __typename?: 'NearbyPlace';
  id: Scalars['ID']['output'];
  /** The photo's URL, or the placeholder built from the name. */
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** null when the place has no photo. */
  photo?: Maybe<PlacePhoto>;
  primaryType?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Float']['output']>;
  totalRatings?: Maybe<Scalars['Int']['output']>;
};


/** A nearby restaurant or attraction of the place page (D2 §3 "Nearby place item"). */
export type NearbyPlaceImageUrlArgs = {
  quality?: InputMaybe<PhotoQuality>;
};

export type NearbyPlaces = {
  __typename?: 'NearbyPlaces';
  attractions: Array<NearbyPlace>;
  restaurants: Array<NearbyPlace>;
};

/** Answer of verifyPasswordResetCode: a single-use token for resetPassword. */
export type PasswordResetToken = {
  __typename?: 'PasswordResetToken';
  resetToken: Scalars['String']['output'];
};

export type PhotoBatchItem = {
  __typename?: 'PhotoBatchItem';
  error?: Maybe<Scalars['String']['output']>;
  photoRef: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  /** The gateway's image URL at the asked quality; null when this photo failed. */
  url?: Maybe<Scalars['String']['output']>;
};

/** POST places/batch-photos (D2 §3 "Photo batch response"). */
export type PhotoBatchResult = {
  __typename?: 'PhotoBatchResult';
  photos: Array<PhotoBatchItem>;
  successful: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What a photo batch is for (RESOLUTIONS: batchType values main, nearby, lightbox, explore). */
export type PhotoBatchType =
  | 'explore'
  | 'lightbox'
  | 'main'
  | 'nearby';

/** D2 §7 photo quality tiers: LOW ≈ 200 px wide, MEDIUM ≈ 400, HIGH ≈ 800, ULTRA ≈ 1600. */
export type PhotoQuality =
  | 'high'
  | 'low'
  | 'medium'
  | 'ultra';

/** Place details (GET places/place-details): everything the place page shows, in one query. */
export type Place = {
  __typename?: 'Place';
  address?: Maybe<Scalars['String']['output']>;
  googleMapsUri?: Maybe<Scalars['String']['output']>;
  /** The place id, without a `places/` prefix. */
  id: Scalars['ID']['output'];
  /** The first photo's URL, or the gateway's placeholder built from the name when there is none. */
  imageUrl: Scalars['String']['output'];
  location: GeoPoint;
  name: Scalars['String']['output'];
  /** Opening-hours weekday lines, e.g. "Monday: 9:00 AM – 6:00 PM"; empty when unknown. */
  openingHours: Array<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** In display order; empty when the place has none. */
  photos: Array<PlacePhoto>;
  primaryType?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Float']['output']>;
  reviews: Array<Review>;
  /** Editorial summary. */
  summary?: Maybe<Scalars['String']['output']>;
  types: Array<Scalars['String']['output']>;
  userRatingCount?: Maybe<Scalars['Int']['output']>;
  website?: Maybe<Scalars['String']['output']>;
};


/** Place details (GET places/place-details): everything the place page shows, in one query. */
export type PlaceImageUrlArgs = {
  quality?: InputMaybe<PhotoQuality>;
};

/** One photo of a place, by its reference (Google's photo resource name). */
export type PlacePhoto = {
  __typename?: 'PlacePhoto';
  /** The photo reference, as given to `photoBatch(refs:)` and the photo loader. */
  ref: Scalars['String']['output'];
  /** The gateway's image URL: `/photos/<encodeURIComponent(ref)>?quality=<tier>`. */
  url: Scalars['String']['output'];
};


/** One photo of a place, by its reference (Google's photo resource name). */
export type PlacePhotoUrlArgs = {
  quality?: InputMaybe<PhotoQuality>;
};

/** An autocomplete suggestion (D1 §3 "Place suggestion"). */
export type PlaceSuggestion = {
  __typename?: 'PlaceSuggestion';
  mainText: Scalars['String']['output'];
  placeId: Scalars['ID']['output'];
  secondaryText?: Maybe<Scalars['String']['output']>;
  /** The whole suggestion, e.g. "Paris, Île-de-France, France". */
  text: Scalars['String']['output'];
};

/** A place in a list: "Places in {place}" results and nearby tourist attractions. */
export type PlaceSummary = {
  __typename?: 'PlaceSummary';
  address?: Maybe<Scalars['String']['output']>;
  /** The primary type with underscores as spaces (D2 §3 "Nearby attractions as mapped"), else null. */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The first photo's URL, or the placeholder built from the name. */
  imageUrl: Scalars['String']['output'];
  location?: Maybe<GeoPoint>;
  name: Scalars['String']['output'];
  /** The first photo; null when there is none. */
  photo?: Maybe<PlacePhoto>;
  primaryType?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Float']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
  totalRatings?: Maybe<Scalars['Int']['output']>;
  types: Array<Scalars['String']['output']>;
};


/** A place in a list: "Places in {place}" results and nearby tourist attractions. */
export type PlaceSummaryImageUrlArgs = {
  quality?: InputMaybe<PhotoQuality>;
};

/**
 * Wayfarer's GraphQL API. The browser talks only to this; the gateway calls the REST /api/v1 server.
 * Errors carry `extensions.code`: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * UPSTREAM_ERROR or UPSTREAM_TIMEOUT, and the REST server's message as the error message.
 */
export type Query = {
  __typename?: 'Query';
  /** The signed-in home's data. UNAUTHENTICATED (on each section) without a valid token. */
  home: Home;
  /** The signed-in user (GET /user/get-profile). UNAUTHENTICATED without a valid token. */
  me: User;
  /** Trips the signed-in user owns or collaborates on (GET /trip/get-all-trips). */
  myTrips: Array<Trip>;
  /** Nearby tourist attractions (POST places/nearby-places). Coordinates out of range: BAD_USER_INPUT. */
  nearbyPlaces: Array<PlaceSummary>;
  /**
   * The place page's nearby restaurants and attractions (POST places/nearby-restaurants-attraction).
   * Coordinates out of range: BAD_USER_INPUT.
   */
  nearbyRestaurantsAndAttractions: NearbyPlaces;
  /** Always true: lets clients and probes check the gateway is up. */
  ok: Scalars['Boolean']['output'];
  /** Photo batch (POST places/batch-photos): the gateway URLs of the refs that succeeded. */
  photoBatch: PhotoBatchResult;
  /**
   * Place details (GET places/place-details), one REST call. A leading `places/` is stripped from the id.
   * An unknown id is an error with code NOT_FOUND (message "Place not found"), and the field is null.
   */
  place?: Maybe<Place>;
  /**
   * Autocomplete (GET places/autocomplete). Text under 2 characters after trimming answers an empty
   * list without calling the server (D1 §5).
   */
  placeSuggestions: Array<PlaceSuggestion>;
  /** "Places in {location}" (POST places/text-search): a city or country name. */
  placesIn: Array<PlaceSummary>;
  /** GET /user/search-user?userName=: at most 10 users, never the caller (signed in). */
  searchUsers: Array<UserSearchResult>;
  /** GET /trip/shared/{shareToken}: no sign-in needed. NOT_FOUND for an unknown token or public view off. */
  sharedTrip?: Maybe<SharedTrip>;
  /**
   * Popular countries and cities (GET destination/travelHighlights), validated as D1 §5 says:
   * 'Travel highlights data is missing required fields (popularCountries or popularCities)' or
   * 'Invalid travel highlights response structure' (code UPSTREAM_ERROR).
   */
  travelHighlights: TravelHighlights;
  /** One trip (GET /trip/get-trip-details): null with a NOT_FOUND error for an unknown id. */
  trip?: Maybe<Trip>;
};


/**
 * Wayfarer's GraphQL API. The browser talks only to this; the gateway calls the REST /api/v1 server.
 * Errors carry `extensions.code`: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * UPSTREAM_ERROR or UPSTREAM_TIMEOUT, and the REST server's message as the error message.
 */
export type QueryNearbyPlacesArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


/**
 * Wayfarer's GraphQL API. The browser talks only to this; the gateway calls the REST /api/v1 server.
 * Errors carry `extensions.code`: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * UPSTREAM_ERROR or UPSTREAM_TIMEOUT, and the REST server's message as the error message.
 */
export type QueryNearbyRestaurantsAndAttractionsArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


/**
 * Wayfarer's GraphQL API. The browser talks only to this; the gateway calls the REST /api/v1 server.
 * Errors carry `extensions.code`: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * UPSTREAM_ERROR or UPSTREAM_TIMEOUT, and the REST server's message as the error message.
 */
export type QueryPhotoBatchArgs = {
  batchType: PhotoBatchType;
  quality: PhotoQuality;
  refs: Array<Scalars['String']['input']>;
};


/**
 * Wayfarer's GraphQL API. The browser talks only to this; the gateway calls the REST /api/v1 server.
 * Errors carry `extensions.code`: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * UPSTREAM_ERROR or UPSTREAM_TIMEOUT, and the REST server's message as the error message.
 */
export type QueryPlaceArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Wayfarer's GraphQL API. The browser talks only to this; the gateway calls the REST /api/v1 server.
 * Errors carry `extensions.code`: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * UPSTREAM_ERROR or UPSTREAM_TIMEOUT, and the REST server's message as the error message.
 */
export type QueryPlaceSuggestionsArgs = {
  text: Scalars['String']['input'];
};


/**
 * Wayfarer's GraphQL API. The browser talks only to this; the gateway calls the REST /api/v1 server.
 * Errors carry `extensions.code`: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * UPSTREAM_ERROR or UPSTREAM_TIMEOUT, and the REST server's message as the error message.
 */
export type QueryPlacesInArgs = {
  location: Scalars['String']['input'];
};


/**
 * Wayfarer's GraphQL API. The browser talks only to this; the gateway calls the REST /api/v1 server.
 * Errors carry `extensions.code`: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * UPSTREAM_ERROR or UPSTREAM_TIMEOUT, and the REST server's message as the error message.
 */
export type QuerySearchUsersArgs = {
  userName: Scalars['String']['input'];
};


/**
 * Wayfarer's GraphQL API. The browser talks only to this; the gateway calls the REST /api/v1 server.
 * Errors carry `extensions.code`: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * UPSTREAM_ERROR or UPSTREAM_TIMEOUT, and the REST server's message as the error message.
 */
export type QuerySharedTripArgs = {
  shareToken: Scalars['ID']['input'];
};


/**
 * Wayfarer's GraphQL API. The browser talks only to this; the gateway calls the REST /api/v1 server.
 * Errors carry `extensions.code`: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * UPSTREAM_ERROR or UPSTREAM_TIMEOUT, and the REST server's message as the error message.
 */
export type QueryTripArgs = {
  id: Scalars['ID']['input'];
};

export type Reflection = {
  __typename?: 'Reflection';
  /** Who wrote the reflection; null when the REST server knows no such user. */
  author?: Maybe<TripMember>;
  /** ISO date-time. */
  createdAt: Scalars['String']['output'];
  /** The author's user id. */
  createdBy: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type RefreshPayload = {
  __typename?: 'RefreshPayload';
  accessToken: Scalars['String']['output'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** JPEG, PNG, WEBP or GIF, under 2 MB. */
  profilePic: Scalars['Upload']['input'];
  userName: Scalars['String']['input'];
};

/** Sign-up's answer. The user is NOT signed in: the e-mail must be verified first. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** The e-mail as the server stored it (trimmed, lowercased): the one to verify. */
  email: Scalars['String']['output'];
  /** The server's message, e.g. 'Registration successful! Please check your email for OTP verification.' */
  message: Scalars['String']['output'];
};

/** A review (D2 §3 `reviews`); the page shows up to 3. */
export type Review = {
  __typename?: 'Review';
  authorName: Scalars['String']['output'];
  /** The reviewer's picture; null: show the initial. */
  authorPhotoUrl?: Maybe<Scalars['String']['output']>;
  rating: Scalars['Float']['output'];
  /** e.g. "3 weeks ago" */
  relativeTime: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/**
 * A trip as the public shared page shows it (001 §3 "Shared trip"): no e-mails, no member ids but the
 * ones the join check needs.
 */
export type SharedTrip = {
  __typename?: 'SharedTrip';
  allowJoinRequests: Scalars['Boolean']['output'];
  /** Collaborators only (the owner is not counted): travellers = collaboratorCount + 1. */
  collaboratorCount: Scalars['Int']['output'];
  coverImage?: Maybe<Scalars['String']['output']>;
  /** 001 §9 / RESOLUTIONS 6.14: the ceiling of the date difference; null without dates. */
  dayCount?: Maybe<Scalars['Int']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  destinations: Array<Destination>;
  /** YYYY-MM-DD */
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isCompleted: Scalars['Boolean']['output'];
  /** Every day from startDate to endDate inclusive, each with its activities (read-only). */
  itineraryDays: Array<ItineraryDay>;
  /** 001 §3: first and last name, else first, else last, else user name, else 'Unknown User'. */
  ownerName: Scalars['String']['output'];
  ownerProfilePic?: Maybe<Scalars['String']['output']>;
  /** Days planned: the stored itinerary's length. */
  plannedDayCount: Scalars['Int']['output'];
  /** The share token the page was opened with. */
  shareToken: Scalars['ID']['output'];
  /** YYYY-MM-DD */
  startDate?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** True when the signed-in caller is the owner or a collaborator; false for guests and others. */
  viewerIsMember: Scalars['Boolean']['output'];
};

/** 001 §3 sharing settings: defaults allowPublicView true, allowJoinRequests false. */
export type SharingSettings = {
  __typename?: 'SharingSettings';
  allowJoinRequests: Scalars['Boolean']['output'];
  allowPublicView: Scalars['Boolean']['output'];
};

export type SocialLinks = {
  __typename?: 'SocialLinks';
  facebook?: Maybe<Scalars['String']['output']>;
  instagram?: Maybe<Scalars['String']['output']>;
};

export type SocialLinksInput = {
  /** An http(s) URL; empty string or null clears it, left out keeps it. */
  facebook?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL; empty string or null clears it, left out keeps it. */
  instagram?: InputMaybe<Scalars['String']['input']>;
};

export type TravelHighlights = {
  __typename?: 'TravelHighlights';
  popularCities: Array<HighlightDestination>;
  popularCountries: Array<HighlightDestination>;
};

/**
 * Trips (spec 000 §3 "Trip", §7 trip calls; 001 §2 "Trip detail", §3, §6, §7). One `trip(id)` query
 * gives the trip page everything in one round trip: the trip (one get-trip-details call), the owner's
 * and collaborators' cards (one batched collaboraters-info call per GraphQL request) and the
 * destinations' photo URLs (the gateway's own `/photos/...` route). Field names are clean: the REST
 * spellings (`_id`, `lattitude`, `formattedAddress`, `tripCoverImage`, `time {start end}`) stay inside
 * the gateway. Writes (delete included, RESOLUTIONS 7.8) are allowed to the owner and editors
 * (FORBIDDEN with the server's message otherwise); an unknown trip is NOT_FOUND.
 */
export type Trip = {
  __typename?: 'Trip';
  checklist: Array<ChecklistItem>;
  collaborators: Array<Collaborator>;
  /** The cover image's URL (the gateway's `/photos/trip-covers/<id>` for covers the REST server stores); null: none yet. */
  coverImage?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  destinations: Array<Destination>;
  /** YYYY-MM-DD; null for a trip created without dates. */
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** As the REST server stores it; the 'Completed' badge also shows when the end date is past (RESOLUTIONS). */
  isCompleted: Scalars['Boolean']['output'];
  /** The stored itinerary days (days with activities), in day order. */
  itinerary: Array<ItineraryDay>;
  /**
   * Every day from startDate to endDate inclusive (D1 §4, RESOLUTIONS 6.14), each with its stored
   * activities (empty when none): what the Itinerary tab lists. Empty for a trip without dates.
   */
  itineraryDays: Array<ItineraryDay>;
  /** The owner (REST `userId`). */
  owner: TripMember;
  /** The share link and settings; null for viewers (they cannot share). */
  sharing?: Maybe<TripSharing>;
  /** YYYY-MM-DD; null for a trip created without dates. */
  startDate?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** True for the owner and editors (D2 §4 "Trip detail"): the page shows Edit / Share / Delete. */
  viewerCanEdit: Scalars['Boolean']['output'];
  /**
   * True for the owner only (D2 §2, §6: only the owner changes roles and removes collaborators).
   * Deleting the trip is not owner-only: RESOLUTIONS 7.8 lets editors delete too (viewerCanEdit, or
   * viewerRole OWNER / EDITOR).
   */
  viewerIsOwner: Scalars['Boolean']['output'];
  /** The signed-in user's role; a stranger who can read the trip is VIEWER. */
  viewerRole: TripRole;
};

/** A trip's owner or collaborator, from the user cards of GET /user/collaboraters-info. */
export type TripMember = {
  __typename?: 'TripMember';
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** The picture's URL (through the gateway for pictures the REST server stores); null: show the initial. */
  profilePic?: Maybe<Scalars['String']['output']>;
  /** Null when the REST server knows no user with this id (e.g. a deleted account). */
  userName?: Maybe<Scalars['String']['output']>;
};

/** The signed-in user's place on a trip (001 §6). */
export type TripRole =
  | 'EDITOR'
  | 'OWNER'
  | 'VIEWER';

/** A trip's share link and its settings (owner and editors only). */
export type TripSharing = {
  __typename?: 'TripSharing';
  settings: SharingSettings;
  /**
   * The token of the link (the last segment of shareUrl); null until one is generated. shareUrl is
   * built on the origin the GraphQL request came from (docs/decisions.md).
   */
  shareToken?: Maybe<Scalars['ID']['output']>;
  /** The link to /shared-trip/{shareToken}; null until one is generated. */
  shareUrl?: Maybe<Scalars['String']['output']>;
};

/**
 * Profile edits (limits D2 §9: names 15 characters, bio 200, links http(s) URLs).
 * A field left out stays as it is; an empty string or null clears it.
 */
export type UpdateProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  socialLinks?: InputMaybe<SocialLinksInput>;
};

/** Changes to a trip (PATCH /trip/edit-trip-details): fields left out stay as they are. */
export type UpdateTripInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  startDate?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  bio?: Maybe<Scalars['String']['output']>;
  /** ISO date-time the account was created. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  location?: Maybe<UserLocation>;
  profilePic?: Maybe<Scalars['String']['output']>;
  role: UserRole;
  socialLinks?: Maybe<SocialLinks>;
  userName: Scalars['String']['output'];
};

export type UserLocation = {
  __typename?: 'UserLocation';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

export type UserRole =
  | 'admin'
  | 'user';

/** A user found by user name (GET /user/search-user), to invite to a trip. Never the caller. */
export type UserSearchResult = {
  __typename?: 'UserSearchResult';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The picture's URL (through the gateway for pictures the REST server stores); null: show the initial. */
  profilePic?: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActionResult: ResolverTypeWrapper<ActionResult>;
  Activity: ResolverTypeWrapper<RestActivity>;
  ActivityInput: ActivityInput;
  ActivityMemories: ResolverTypeWrapper<Omit<ActivityMemories, 'photos' | 'reflections'> & { photos: Array<ResolversTypes['MemoryPhoto']>, reflections: Array<ResolversTypes['Reflection']> }>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChecklistItem: ResolverTypeWrapper<RestChecklistItem>;
  ChecklistItemInput: ChecklistItemInput;
  Collaborator: ResolverTypeWrapper<RestCollaborator>;
  CollaboratorRole: null;
  CreateTripInput: CreateTripInput;
  Destination: ResolverTypeWrapper<DestinationModel>;
  DestinationInput: DestinationInput;
  FeedbackDeviceInfoInput: FeedbackDeviceInfoInput;
  FeedbackInput: FeedbackInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  HighlightDestination: ResolverTypeWrapper<HighlightModel>;
  Home: ResolverTypeWrapper<HomeModel>;
  HomeNearbyAttractions: ResolverTypeWrapper<Omit<HomeNearbyAttractions, 'places'> & { places: Array<ResolversTypes['PlaceSummary']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ItineraryActivityInput: ItineraryActivityInput;
  ItineraryDay: ResolverTypeWrapper<ItineraryDayModel>;
  ItineraryDayInput: ItineraryDayInput;
  MemoryPhoto: ResolverTypeWrapper<RestMemoryPhoto>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NearbyPlace: ResolverTypeWrapper<NearbyPlaceModel>;
  NearbyPlaces: ResolverTypeWrapper<Omit<NearbyPlaces, 'attractions' | 'restaurants'> & { attractions: Array<ResolversTypes['NearbyPlace']>, restaurants: Array<ResolversTypes['NearbyPlace']> }>;
  NonEmptyString: ResolverTypeWrapper<Scalars['NonEmptyString']['output']>;
  PasswordResetToken: ResolverTypeWrapper<PasswordResetToken>;
  PhotoBatchItem: ResolverTypeWrapper<PhotoBatchItem>;
  PhotoBatchResult: ResolverTypeWrapper<PhotoBatchResult>;
  PhotoBatchType: null;
  PhotoQuality: null;
  Place: ResolverTypeWrapper<PlaceModel>;
  PlacePhoto: ResolverTypeWrapper<PhotoModel>;
  PlaceSuggestion: ResolverTypeWrapper<PlaceSuggestion>;
  PlaceSummary: ResolverTypeWrapper<PlaceSummaryModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reflection: ResolverTypeWrapper<RestReflection>;
  RefreshPayload: ResolverTypeWrapper<RefreshPayload>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  Review: ResolverTypeWrapper<Review>;
  SharedTrip: ResolverTypeWrapper<SharedTripModel>;
  SharingSettings: ResolverTypeWrapper<SharingSettings>;
  SocialLinks: ResolverTypeWrapper<SocialLinks>;
  SocialLinksInput: SocialLinksInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TravelHighlights: ResolverTypeWrapper<Omit<TravelHighlights, 'popularCities' | 'popularCountries'> & { popularCities: Array<ResolversTypes['HighlightDestination']>, popularCountries: Array<ResolversTypes['HighlightDestination']> }>;
  Trip: ResolverTypeWrapper<TripModel>;
  TripMember: ResolverTypeWrapper<TripMemberModel>;
  TripRole: TripRole;
  TripSharing: ResolverTypeWrapper<TripSharingModel>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateTripInput: UpdateTripInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<RestUser>;
  UserLocation: ResolverTypeWrapper<UserLocation>;
  UserRole: null;
  UserSearchResult: ResolverTypeWrapper<RestUserSearchResult>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActionResult: ActionResult;
  Activity: RestActivity;
  ActivityInput: ActivityInput;
  ActivityMemories: Omit<ActivityMemories, 'photos' | 'reflections'> & { photos: Array<ResolversParentTypes['MemoryPhoto']>, reflections: Array<ResolversParentTypes['Reflection']> };
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  ChecklistItem: RestChecklistItem;
  ChecklistItemInput: ChecklistItemInput;
  Collaborator: RestCollaborator;
  CreateTripInput: CreateTripInput;
  Destination: DestinationModel;
  DestinationInput: DestinationInput;
  FeedbackDeviceInfoInput: FeedbackDeviceInfoInput;
  FeedbackInput: FeedbackInput;
  Float: Scalars['Float']['output'];
  GeoPoint: GeoPoint;
  HighlightDestination: HighlightModel;
  Home: HomeModel;
  HomeNearbyAttractions: Omit<HomeNearbyAttractions, 'places'> & { places: Array<ResolversParentTypes['PlaceSummary']> };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ItineraryActivityInput: ItineraryActivityInput;
  ItineraryDay: ItineraryDayModel;
  ItineraryDayInput: ItineraryDayInput;
  MemoryPhoto: RestMemoryPhoto;
  Mutation: Record<PropertyKey, never>;
  NearbyPlace: NearbyPlaceModel;
  NearbyPlaces: Omit<NearbyPlaces, 'attractions' | 'restaurants'> & { attractions: Array<ResolversParentTypes['NearbyPlace']>, restaurants: Array<ResolversParentTypes['NearbyPlace']> };
  NonEmptyString: Scalars['NonEmptyString']['output'];
  PasswordResetToken: PasswordResetToken;
  PhotoBatchItem: PhotoBatchItem;
  PhotoBatchResult: PhotoBatchResult;
  Place: PlaceModel;
  PlacePhoto: PhotoModel;
  PlaceSuggestion: PlaceSuggestion;
  PlaceSummary: PlaceSummaryModel;
  Query: Record<PropertyKey, never>;
  Reflection: RestReflection;
  RefreshPayload: RefreshPayload;
  RegisterInput: RegisterInput;
  RegisterPayload: RegisterPayload;
  Review: Review;
  SharedTrip: SharedTripModel;
  SharingSettings: SharingSettings;
  SocialLinks: SocialLinks;
  SocialLinksInput: SocialLinksInput;
  String: Scalars['String']['output'];
  TravelHighlights: Omit<TravelHighlights, 'popularCities' | 'popularCountries'> & { popularCities: Array<ResolversParentTypes['HighlightDestination']>, popularCountries: Array<ResolversParentTypes['HighlightDestination']> };
  Trip: TripModel;
  TripMember: TripMemberModel;
  TripSharing: TripSharingModel;
  UpdateProfileInput: UpdateProfileInput;
  UpdateTripInput: UpdateTripInput;
  Upload: Scalars['Upload']['output'];
  User: RestUser;
  UserLocation: UserLocation;
  UserSearchResult: RestUserSearchResult;
}>;

export type ActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = ResolversObject<{
  destinationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memories?: Resolver<ResolversTypes['ActivityMemories'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActivityMemoriesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityMemories'] = ResolversParentTypes['ActivityMemories']> = ResolversObject<{
  photos?: Resolver<Array<ResolversTypes['MemoryPhoto']>, ParentType, ContextType>;
  reflections?: Resolver<Array<ResolversTypes['Reflection']>, ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type ChecklistItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChecklistItem'] = ResolversParentTypes['ChecklistItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CollaboratorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Collaborator'] = ResolversParentTypes['Collaborator']> = ResolversObject<{
  role?: Resolver<ResolversTypes['CollaboratorRole'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['TripMember'], ParentType, ContextType>;
}>;

export type CollaboratorRoleResolvers = { EDITOR: 'editor', VIEWER: 'viewer' };

export type DestinationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Destination'] = ResolversParentTypes['Destination']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  googleMapsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<DestinationImageUrlArgs, 'quality'>>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['PlacePhoto']>, ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type GeoPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = ResolversObject<{
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type HighlightDestinationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HighlightDestination'] = ResolversParentTypes['HighlightDestination']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<HighlightDestinationImageUrlArgs, 'quality'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['PlacePhoto']>, ParentType, ContextType>;
}>;

export type HomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Home'] = ResolversParentTypes['Home']> = ResolversObject<{
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  nearbyAttractions?: Resolver<Maybe<ResolversTypes['HomeNearbyAttractions']>, ParentType, ContextType>;
  travelHighlights?: Resolver<Maybe<ResolversTypes['TravelHighlights']>, ParentType, ContextType>;
  trips?: Resolver<Maybe<Array<ResolversTypes['Trip']>>, ParentType, ContextType>;
}>;

export type HomeNearbyAttractionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeNearbyAttractions'] = ResolversParentTypes['HomeNearbyAttractions']> = ResolversObject<{
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  places?: Resolver<Array<ResolversTypes['PlaceSummary']>, ParentType, ContextType>;
}>;

export type ItineraryDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItineraryDay'] = ResolversParentTypes['ItineraryDay']> = ResolversObject<{
  activities?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoryPhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemoryPhoto'] = ResolversParentTypes['MemoryPhoto']> = ResolversObject<{
  uploadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uploader?: Resolver<Maybe<ResolversTypes['TripMember']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addActivity?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationAddActivityArgs, 'day' | 'input' | 'tripId'>>;
  addActivityPhotos?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationAddActivityPhotosArgs, 'activityId' | 'day' | 'files' | 'tripId'>>;
  addActivityReflection?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationAddActivityReflectionArgs, 'activityId' | 'day' | 'text' | 'tripId'>>;
  addChecklistItem?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationAddChecklistItemArgs, 'item' | 'tripId'>>;
  addCollaborator?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationAddCollaboratorArgs, 'role' | 'tripId' | 'userId'>>;
  addDestination?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationAddDestinationArgs, 'input' | 'tripId'>>;
  createTrip?: Resolver<Maybe<ResolversTypes['Trip']>, ParentType, ContextType, RequireFields<MutationCreateTripArgs, 'input'>>;
  deleteTrip?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTripArgs, 'id'>>;
  generateShareLink?: Resolver<ResolversTypes['TripSharing'], ParentType, ContextType, RequireFields<MutationGenerateShareLinkArgs, 'tripId'>>;
  googleLogin?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationGoogleLoginArgs, 'credential'>>;
  joinSharedTrip?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationJoinSharedTripArgs, 'shareToken'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'userName'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['RefreshPayload'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeActivity?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationRemoveActivityArgs, 'activityId' | 'day' | 'tripId'>>;
  removeChecklistItem?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationRemoveChecklistItemArgs, 'itemId' | 'tripId'>>;
  removeCollaborator?: Resolver<Maybe<ResolversTypes['Trip']>, ParentType, ContextType, RequireFields<MutationRemoveCollaboratorArgs, 'tripId' | 'userId'>>;
  removeDestination?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationRemoveDestinationArgs, 'destinationId' | 'tripId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendPasswordResetCode?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResendPasswordResetCodeArgs, 'email'>>;
  resendVerificationCode?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResendVerificationCodeArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'resetToken'>>;
  submitFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubmitFeedbackArgs, 'input'>>;
  toggleChecklistItem?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationToggleChecklistItemArgs, 'isCompleted' | 'itemId' | 'tripId'>>;
  updateChecklist?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationUpdateChecklistArgs, 'checklist' | 'tripId'>>;
  updateCollaboratorRole?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationUpdateCollaboratorRoleArgs, 'role' | 'tripId' | 'userId'>>;
  updateItinerary?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationUpdateItineraryArgs, 'itinerary' | 'tripId'>>;
  updateMyLocation?: Resolver<ResolversTypes['UserLocation'], ParentType, ContextType, RequireFields<MutationUpdateMyLocationArgs, 'latitude' | 'longitude'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateProfilePicture?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfilePictureArgs, 'file'>>;
  updateSharingSettings?: Resolver<ResolversTypes['TripSharing'], ParentType, ContextType, RequireFields<MutationUpdateSharingSettingsArgs, 'allowJoinRequests' | 'allowPublicView' | 'tripId'>>;
  updateTrip?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationUpdateTripArgs, 'id' | 'input'>>;
  updateTripCoverImage?: Resolver<ResolversTypes['Trip'], ParentType, ContextType, RequireFields<MutationUpdateTripCoverImageArgs, 'file' | 'tripId'>>;
  verifyEmail?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'email' | 'otp'>>;
  verifyPasswordResetCode?: Resolver<ResolversTypes['PasswordResetToken'], ParentType, ContextType, RequireFields<MutationVerifyPasswordResetCodeArgs, 'email' | 'otp'>>;
}>;

export type NearbyPlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NearbyPlace'] = ResolversParentTypes['NearbyPlace']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<NearbyPlaceImageUrlArgs, 'quality'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['PlacePhoto']>, ParentType, ContextType>;
  primaryType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalRatings?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type NearbyPlacesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NearbyPlaces'] = ResolversParentTypes['NearbyPlaces']> = ResolversObject<{
  attractions?: Resolver<Array<ResolversTypes['NearbyPlace']>, ParentType, ContextType>;
  restaurants?: Resolver<Array<ResolversTypes['NearbyPlace']>, ParentType, ContextType>;
}>;

export interface NonEmptyStringScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['NonEmptyString'], any> {
  name: 'NonEmptyString';
}

export type PasswordResetTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetToken'] = ResolversParentTypes['PasswordResetToken']> = ResolversObject<{
  resetToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PhotoBatchItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhotoBatchItem'] = ResolversParentTypes['PhotoBatchItem']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PhotoBatchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhotoBatchResult'] = ResolversParentTypes['PhotoBatchResult']> = ResolversObject<{
  photos?: Resolver<Array<ResolversTypes['PhotoBatchItem']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PhotoBatchTypeResolvers = { EXPLORE: 'explore', LIGHTBOX: 'lightbox', MAIN: 'main', NEARBY: 'nearby' };

export type PhotoQualityResolvers = { HIGH: 'high', LOW: 'low', MEDIUM: 'medium', ULTRA: 'ultra' };

export type PlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  googleMapsUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<PlaceImageUrlArgs, 'quality'>>;
  location?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingHours?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['PlacePhoto']>, ParentType, ContextType>;
  primaryType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userRatingCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlacePhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacePhoto'] = ResolversParentTypes['PlacePhoto']> = ResolversObject<{
  ref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<PlacePhotoUrlArgs, 'quality'>>;
}>;

export type PlaceSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceSuggestion'] = ResolversParentTypes['PlaceSuggestion']> = ResolversObject<{
  mainText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secondaryText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlaceSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceSummary'] = ResolversParentTypes['PlaceSummary']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<PlaceSummaryImageUrlArgs, 'quality'>>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['PlacePhoto']>, ParentType, ContextType>;
  primaryType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalRatings?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  home?: Resolver<ResolversTypes['Home'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myTrips?: Resolver<Array<ResolversTypes['Trip']>, ParentType, ContextType>;
  nearbyPlaces?: Resolver<Array<ResolversTypes['PlaceSummary']>, ParentType, ContextType, RequireFields<QueryNearbyPlacesArgs, 'latitude' | 'longitude'>>;
  nearbyRestaurantsAndAttractions?: Resolver<ResolversTypes['NearbyPlaces'], ParentType, ContextType, RequireFields<QueryNearbyRestaurantsAndAttractionsArgs, 'latitude' | 'longitude'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  photoBatch?: Resolver<ResolversTypes['PhotoBatchResult'], ParentType, ContextType, RequireFields<QueryPhotoBatchArgs, 'batchType' | 'quality' | 'refs'>>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceArgs, 'id'>>;
  placeSuggestions?: Resolver<Array<ResolversTypes['PlaceSuggestion']>, ParentType, ContextType, RequireFields<QueryPlaceSuggestionsArgs, 'text'>>;
  placesIn?: Resolver<Array<ResolversTypes['PlaceSummary']>, ParentType, ContextType, RequireFields<QueryPlacesInArgs, 'location'>>;
  searchUsers?: Resolver<Array<ResolversTypes['UserSearchResult']>, ParentType, ContextType, RequireFields<QuerySearchUsersArgs, 'userName'>>;
  sharedTrip?: Resolver<Maybe<ResolversTypes['SharedTrip']>, ParentType, ContextType, RequireFields<QuerySharedTripArgs, 'shareToken'>>;
  travelHighlights?: Resolver<ResolversTypes['TravelHighlights'], ParentType, ContextType>;
  trip?: Resolver<Maybe<ResolversTypes['Trip']>, ParentType, ContextType, RequireFields<QueryTripArgs, 'id'>>;
}>;

export type ReflectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reflection'] = ResolversParentTypes['Reflection']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['TripMember']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RefreshPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RefreshPayload'] = ResolversParentTypes['RefreshPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegisterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = ResolversObject<{
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorPhotoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  relativeTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SharedTripResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedTrip'] = ResolversParentTypes['SharedTrip']> = ResolversObject<{
  allowJoinRequests?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collaboratorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coverImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dayCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinations?: Resolver<Array<ResolversTypes['Destination']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itineraryDays?: Resolver<Array<ResolversTypes['ItineraryDay']>, ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerProfilePic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plannedDayCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shareToken?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerIsMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SharingSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharingSettings'] = ResolversParentTypes['SharingSettings']> = ResolversObject<{
  allowJoinRequests?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowPublicView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SocialLinksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLinks'] = ResolversParentTypes['SocialLinks']> = ResolversObject<{
  facebook?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instagram?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TravelHighlightsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TravelHighlights'] = ResolversParentTypes['TravelHighlights']> = ResolversObject<{
  popularCities?: Resolver<Array<ResolversTypes['HighlightDestination']>, ParentType, ContextType>;
  popularCountries?: Resolver<Array<ResolversTypes['HighlightDestination']>, ParentType, ContextType>;
}>;

export type TripResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Trip'] = ResolversParentTypes['Trip']> = ResolversObject<{
  checklist?: Resolver<Array<ResolversTypes['ChecklistItem']>, ParentType, ContextType>;
  collaborators?: Resolver<Array<ResolversTypes['Collaborator']>, ParentType, ContextType>;
  coverImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinations?: Resolver<Array<ResolversTypes['Destination']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itinerary?: Resolver<Array<ResolversTypes['ItineraryDay']>, ParentType, ContextType>;
  itineraryDays?: Resolver<Array<ResolversTypes['ItineraryDay']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['TripMember'], ParentType, ContextType>;
  sharing?: Resolver<Maybe<ResolversTypes['TripSharing']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerRole?: Resolver<ResolversTypes['TripRole'], ParentType, ContextType>;
}>;

export type TripMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TripMember'] = ResolversParentTypes['TripMember']> = ResolversObject<{
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TripSharingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TripSharing'] = ResolversParentTypes['TripSharing']> = ResolversObject<{
  settings?: Resolver<ResolversTypes['SharingSettings'], ParentType, ContextType>;
  shareToken?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shareUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['UserLocation']>, ParentType, ContextType>;
  profilePic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  socialLinks?: Resolver<Maybe<ResolversTypes['SocialLinks']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserLocation'] = ResolversParentTypes['UserLocation']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserRoleResolvers = { ADMIN: 'admin', USER: 'user' };

export type UserSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserSearchResult'] = ResolversParentTypes['UserSearchResult']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profilePic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ActionResult?: ActionResultResolvers<ContextType>;
  Activity?: ActivityResolvers<ContextType>;
  ActivityMemories?: ActivityMemoriesResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  ChecklistItem?: ChecklistItemResolvers<ContextType>;
  Collaborator?: CollaboratorResolvers<ContextType>;
  CollaboratorRole?: CollaboratorRoleResolvers;
  Destination?: DestinationResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  HighlightDestination?: HighlightDestinationResolvers<ContextType>;
  Home?: HomeResolvers<ContextType>;
  HomeNearbyAttractions?: HomeNearbyAttractionsResolvers<ContextType>;
  ItineraryDay?: ItineraryDayResolvers<ContextType>;
  MemoryPhoto?: MemoryPhotoResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NearbyPlace?: NearbyPlaceResolvers<ContextType>;
  NearbyPlaces?: NearbyPlacesResolvers<ContextType>;
  NonEmptyString?: GraphQLScalarType;
  PasswordResetToken?: PasswordResetTokenResolvers<ContextType>;
  PhotoBatchItem?: PhotoBatchItemResolvers<ContextType>;
  PhotoBatchResult?: PhotoBatchResultResolvers<ContextType>;
  PhotoBatchType?: PhotoBatchTypeResolvers;
  PhotoQuality?: PhotoQualityResolvers;
  Place?: PlaceResolvers<ContextType>;
  PlacePhoto?: PlacePhotoResolvers<ContextType>;
  PlaceSuggestion?: PlaceSuggestionResolvers<ContextType>;
  PlaceSummary?: PlaceSummaryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reflection?: ReflectionResolvers<ContextType>;
  RefreshPayload?: RefreshPayloadResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  SharedTrip?: SharedTripResolvers<ContextType>;
  SharingSettings?: SharingSettingsResolvers<ContextType>;
  SocialLinks?: SocialLinksResolvers<ContextType>;
  TravelHighlights?: TravelHighlightsResolvers<ContextType>;
  Trip?: TripResolvers<ContextType>;
  TripMember?: TripMemberResolvers<ContextType>;
  TripSharing?: TripSharingResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserLocation?: UserLocationResolvers<ContextType>;
  UserRole?: UserRoleResolvers;
  UserSearchResult?: UserSearchResultResolvers<ContextType>;
}>;

