/** REST paths under the API base (D1 §7, D2 §7). One place, used by the mock and the gateway's client. */
export const API_PREFIX = '/api/v1';

export const paths = {
  login: `${API_PREFIX}/user/login`,
  googleVerify: `${API_PREFIX}/user/auth/google/verify`,
  logout: `${API_PREFIX}/user/logout`,
  refreshToken: `${API_PREFIX}/user/refresh-token`,
  register: `${API_PREFIX}/user/register`,
  profile: `${API_PREFIX}/user/get-profile`,
  // Accounts (issue 5): verification, password reset, profile edits and location (D2 §7).
  verifyOtp: `${API_PREFIX}/user/verify-otp`,
  resendOtp: `${API_PREFIX}/user/resend-otp`,
  forgotPassword: `${API_PREFIX}/user/forgot-password`,
  verifyPasswordResetOtp: `${API_PREFIX}/user/verify-password-reset-otp`,
  resetPassword: `${API_PREFIX}/user/reset-password`,
  resendPasswordResetOtp: `${API_PREFIX}/user/resend-password-reset-otp`,
  updateProfile: `${API_PREFIX}/user/update-profile`,
  updateProfilePicture: `${API_PREFIX}/user/update-profile-picture`,
  userLocation: `${API_PREFIX}/user/user-location`,
  /** The mock's stored profile pictures: `${profilePicture}/<pictureId>` (see account.ts). */
  profilePicture: `${API_PREFIX}/user/profile-picture`,
  allTrips: `${API_PREFIX}/trip/get-all-trips`,
  // Trip operations (issue 4; D1 §7, D2 §7).
  tripDetails: `${API_PREFIX}/trip/get-trip-details`,
  addTrip: `${API_PREFIX}/trip/add-trip`,
  editTripDetails: `${API_PREFIX}/trip/edit-trip-details`,
  deleteTrip: `${API_PREFIX}/trip/delete-trip`,
  addDestination: `${API_PREFIX}/trip/add-destination`,
  deleteDestination: `${API_PREFIX}/trip/delete-destination`,
  updateItinerary: `${API_PREFIX}/trip/update-itinerary`,
  addActivity: `${API_PREFIX}/trip/add-activity`,
  deleteActivity: `${API_PREFIX}/trip/delete-activity`,
  updateChecklist: `${API_PREFIX}/trip/update-checklist`,
  addChecklistItem: `${API_PREFIX}/trip/add-checklist-item`,
  toggleChecklistItem: `${API_PREFIX}/trip/toggle-checklist-item`,
  deleteChecklistItem: `${API_PREFIX}/trip/delete-checklist-item`,
  addTripCoverImage: `${API_PREFIX}/trip/add-trip-cover-image`,
  /** The mock's stored cover images: `${tripCoverImage}/<imageId>` (public, like profile pictures). */
  tripCoverImage: `${API_PREFIX}/trip/cover-image`,
  // Memories on activities (issue 14; D2 §7).
  addActivityImage: `${API_PREFIX}/trip/add-activity-image`,
  addActivityReflection: `${API_PREFIX}/trip/add-activity-reflection`,
  /** The mock's stored activity photos: `${activityImage}/<imageId>` (public, like cover images). */
  activityImage: `${API_PREFIX}/trip/activity-image`,
  /** D2 §7, spelt so: `?collaboratorIdArray=<id>` repeated. */
  collaboratorsInfo: `${API_PREFIX}/user/collaboraters-info`,
  // Collaborators and sharing (issue 13; D1 §7, D2 §7).
  searchUser: `${API_PREFIX}/user/search-user`,
  addCollaborator: `${API_PREFIX}/trip/add-collaborator`,
  removeCollaborator: `${API_PREFIX}/trip/remove-collaborator`,
  editCollaboratorRole: `${API_PREFIX}/trip/edit-collaborator-role`,
  generateShareLink: `${API_PREFIX}/trip/generate-share-link`,
  /** `${sharingSettings}/<tripId>`. */
  sharingSettings: `${API_PREFIX}/trip/sharing-settings`,
  /** `${sharedTrip}/<shareToken>`: no sign-in. */
  sharedTrip: `${API_PREFIX}/trip/shared`,
  /** `${joinSharedTrip}/<shareToken>`. */
  joinSharedTrip: `${API_PREFIX}/trip/join-shared`,
  // Places and destinations (issue 3; D1 §7, D2 §7).
  autocomplete: `${API_PREFIX}/places/autocomplete`,
  placeDetails: `${API_PREFIX}/places/place-details`,
  nearbyPlaces: `${API_PREFIX}/places/nearby-places`,
  nearbyRestaurantsAttraction: `${API_PREFIX}/places/nearby-restaurants-attraction`,
  textSearch: `${API_PREFIX}/places/text-search`,
  placePhoto: `${API_PREFIX}/places/place-photo`,
  batchPhotos: `${API_PREFIX}/places/batch-photos`,
  travelHighlights: `${API_PREFIX}/destination/travelHighlights`,
  /** D1 §7: open to guests and users (D1 §6). */
  feedback: `${API_PREFIX}/user/feedback`,
  health: '/health',
} as const;
