/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation GoogleLogin($credential: String!) {\n    googleLogin(credential: $credential) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.GoogleLoginDocument,
    "\n  mutation Login($userName: String!, $password: String!) {\n    login(userName: $userName, password: $password) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      accessToken\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      email\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResendPasswordResetCode($email: String!) {\n    resendPasswordResetCode(email: $email) {\n      message\n    }\n  }\n": typeof types.ResendPasswordResetCodeDocument,
    "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      message\n    }\n  }\n": typeof types.ResendVerificationCodeDocument,
    "\n  mutation ResetPassword($resetToken: String!, $newPassword: String!) {\n    resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    role\n    isVerified\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation VerifyPasswordResetCode($email: String!, $otp: String!) {\n    verifyPasswordResetCode(email: $email, otp: $otp) {\n      resetToken\n    }\n  }\n": typeof types.VerifyPasswordResetCodeDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input)\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  fragment HomeTripFields on Trip {\n    id\n    title\n    startDate\n    endDate\n    coverImage\n    isCompleted\n    destinations {\n      id\n      placeId\n      name\n      address\n    }\n    collaborators {\n      role\n    }\n    itineraryDays {\n      day\n      date\n      activities {\n        id\n        title\n        startTime\n        endTime\n        notes\n      }\n    }\n  }\n": typeof types.HomeTripFieldsFragmentDoc,
    "\n  query Home {\n    home {\n      me {\n        id\n        userName\n        email\n        location {\n          city\n          state\n          country\n          latitude\n          longitude\n        }\n      }\n      trips {\n        ...HomeTripFields\n      }\n      nearbyAttractions {\n        latitude\n        longitude\n        places {\n          id\n          name\n          rating\n          totalRatings\n          description\n          imageUrl(quality: MEDIUM)\n        }\n      }\n      travelHighlights {\n        popularCities {\n          id\n          name\n          description\n          imageUrl(quality: MEDIUM)\n        }\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query NearbyAttractions($latitude: Float!, $longitude: Float!) {\n    nearbyPlaces(latitude: $latitude, longitude: $longitude) {\n      id\n      name\n      rating\n      totalRatings\n      description\n      imageUrl(quality: MEDIUM)\n    }\n  }\n": typeof types.NearbyAttractionsDocument,
    "\n  query NearbyRestaurantsAndAttractions($latitude: Float!, $longitude: Float!) {\n    nearbyRestaurantsAndAttractions(latitude: $latitude, longitude: $longitude) {\n      restaurants {\n        ...NearbyPlaceFields\n      }\n      attractions {\n        ...NearbyPlaceFields\n      }\n    }\n  }\n\n  fragment NearbyPlaceFields on NearbyPlace {\n    id\n    name\n    photo {\n      ref\n    }\n    rating\n    totalRatings\n    primaryType\n  }\n": typeof types.NearbyRestaurantsAndAttractionsDocument,
    "\n  query PhotoBatch($refs: [String!]!, $quality: PhotoQuality!, $batchType: PhotoBatchType!) {\n    photoBatch(refs: $refs, quality: $quality, batchType: $batchType) {\n      photos {\n        photoRef\n        success\n        url\n        error\n      }\n      total\n      successful\n    }\n  }\n": typeof types.PhotoBatchDocument,
    "\n  query PlacesIn($location: String!) {\n    placesIn(location: $location) {\n      id\n      name\n      rating\n      totalRatings\n      description\n      imageUrl(quality: MEDIUM)\n    }\n  }\n": typeof types.PlacesInDocument,
    "\n  query UserLocation {\n    me {\n      id\n      location {\n        latitude\n        longitude\n        city\n      }\n    }\n  }\n": typeof types.UserLocationDocument,
    "\n  fragment ProfileFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    bio\n    socialLinks {\n      facebook\n      instagram\n    }\n    location {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n    }\n    isVerified\n    role\n    createdAt\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query ProfileTrips {\n    myTrips {\n      id\n      title\n      startDate\n      endDate\n    }\n  }\n": typeof types.ProfileTripsDocument,
    "\n  mutation UpdateMyLocation($latitude: Float!, $longitude: Float!) {\n    updateMyLocation(latitude: $latitude, longitude: $longitude) {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n    }\n  }\n": typeof types.UpdateMyLocationDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateProfilePicture($file: Upload!) {\n    updateProfilePicture(file: $file) {\n      ...ProfileFields\n    }\n  }\n": typeof types.UpdateProfilePictureDocument,
    "\n  mutation JoinSharedTrip($shareToken: ID!) {\n    joinSharedTrip(shareToken: $shareToken)\n  }\n": typeof types.JoinSharedTripDocument,
    "\n  query SharedTrip($shareToken: ID!) {\n    sharedTrip(shareToken: $shareToken) {\n      id\n      shareToken\n      title\n      description\n      startDate\n      endDate\n      coverImage\n      isCompleted\n      ownerName\n      ownerProfilePic\n      collaboratorCount\n      dayCount\n      plannedDayCount\n      allowJoinRequests\n      viewerIsMember\n      destinations {\n        id\n        placeId\n        name\n        address\n        rating\n        imageUrl(quality: MEDIUM)\n      }\n      itineraryDays {\n        day\n        date\n        activities {\n          id\n          title\n          startTime\n          endTime\n          notes\n          destinationId\n        }\n      }\n    }\n  }\n": typeof types.SharedTripDocument,
    "\n  mutation AddActivity($tripId: ID!, $day: Int!, $input: ActivityInput!) {\n    addActivity(tripId: $tripId, day: $day, input: $input) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.AddActivityDocument,
    "\n  mutation AddActivityPhotos($tripId: ID!, $day: Int!, $activityId: ID!, $files: [Upload!]!) {\n    addActivityPhotos(tripId: $tripId, day: $day, activityId: $activityId, files: $files) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.AddActivityPhotosDocument,
    "\n  mutation AddActivityReflection($tripId: ID!, $day: Int!, $activityId: ID!, $text: String!) {\n    addActivityReflection(tripId: $tripId, day: $day, activityId: $activityId, text: $text) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.AddActivityReflectionDocument,
    "\n  mutation AddChecklistItem($tripId: ID!, $item: String!) {\n    addChecklistItem(tripId: $tripId, item: $item) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.AddChecklistItemDocument,
    "\n  mutation AddCollaborator($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {\n    addCollaborator(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.AddCollaboratorDocument,
    "\n  mutation AddDestination($tripId: ID!, $input: DestinationInput!) {\n    addDestination(tripId: $tripId, input: $input) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.AddDestinationDocument,
    "\n  mutation CreateTrip($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.CreateTripDocument,
    "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id)\n  }\n": typeof types.DeleteTripDocument,
    "\n  mutation GenerateShareLink($tripId: ID!) {\n    generateShareLink(tripId: $tripId) {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n  }\n": typeof types.GenerateShareLinkDocument,
    "\n  query MyTrips {\n    myTrips {\n      ...TripCardFields\n      destinations {\n        placeId\n      }\n    }\n  }\n": typeof types.MyTripsDocument,
    "\n  mutation RemoveActivity($tripId: ID!, $day: Int!, $activityId: ID!) {\n    removeActivity(tripId: $tripId, day: $day, activityId: $activityId) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.RemoveActivityDocument,
    "\n  mutation RemoveChecklistItem($tripId: ID!, $itemId: ID!) {\n    removeChecklistItem(tripId: $tripId, itemId: $itemId) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.RemoveChecklistItemDocument,
    "\n  mutation RemoveCollaborator($tripId: ID!, $userId: ID!) {\n    removeCollaborator(tripId: $tripId, userId: $userId) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.RemoveCollaboratorDocument,
    "\n  mutation RemoveDestination($tripId: ID!, $destinationId: ID!) {\n    removeDestination(tripId: $tripId, destinationId: $destinationId) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.RemoveDestinationDocument,
    "\n  query SearchUsers($userName: String!) {\n    searchUsers(userName: $userName) {\n      id\n      userName\n      email\n      profilePic\n    }\n  }\n": typeof types.SearchUsersDocument,
    "\n  mutation ToggleChecklistItem($tripId: ID!, $itemId: ID!, $isCompleted: Boolean!) {\n    toggleChecklistItem(tripId: $tripId, itemId: $itemId, isCompleted: $isCompleted) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.ToggleChecklistItemDocument,
    "\n  fragment TripCardFields on Trip {\n    id\n    title\n    description\n    startDate\n    endDate\n    coverImage\n    viewerCanEdit\n    destinations {\n      id\n    }\n    collaborators {\n      role\n    }\n  }\n": typeof types.TripCardFieldsFragmentDoc,
    "\n  fragment TripDetailFields on Trip {\n    ...TripCardFields\n    viewerCanEdit\n    viewerIsOwner\n    viewerRole\n    sharing {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n    owner {\n      id\n      userName\n      firstName\n      lastName\n      profilePic\n    }\n    collaborators {\n      role\n      user {\n        id\n        userName\n        firstName\n        lastName\n        profilePic\n      }\n    }\n    destinations {\n      id\n      placeId\n      name\n      address\n      types\n      imageUrl(quality: LOW)\n      latitude\n      longitude\n    }\n    itineraryDays {\n      day\n      date\n      activities {\n        id\n        title\n        startTime\n        endTime\n        notes\n        destinationId\n        memories {\n          photos {\n            url\n            uploadedAt\n            uploader {\n              id\n              userName\n              firstName\n              lastName\n              profilePic\n            }\n          }\n          reflections {\n            text\n            createdAt\n            author {\n              id\n              userName\n              firstName\n              lastName\n              profilePic\n            }\n          }\n        }\n      }\n    }\n    checklist {\n      id\n      item\n      isCompleted\n    }\n  }\n": typeof types.TripDetailFieldsFragmentDoc,
    "\n  query Trip($id: ID!) {\n    trip(id: $id) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.TripDocument,
    "\n  mutation UpdateCollaboratorRole($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {\n    updateCollaboratorRole(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.UpdateCollaboratorRoleDocument,
    "\n  mutation UpdateSharingSettings(\n    $tripId: ID!\n    $allowPublicView: Boolean!\n    $allowJoinRequests: Boolean!\n  ) {\n    updateSharingSettings(\n      tripId: $tripId\n      allowPublicView: $allowPublicView\n      allowJoinRequests: $allowJoinRequests\n    ) {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n  }\n": typeof types.UpdateSharingSettingsDocument,
    "\n  mutation UpdateTripCoverImage($tripId: ID!, $file: Upload!) {\n    updateTripCoverImage(tripId: $tripId, file: $file) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.UpdateTripCoverImageDocument,
    "\n  mutation UpdateTrip($id: ID!, $input: UpdateTripInput!) {\n    updateTrip(id: $id, input: $input) {\n      ...TripDetailFields\n    }\n  }\n": typeof types.UpdateTripDocument,
    "\n  query PlaceDetails($id: ID!) {\n    place(id: $id) {\n      id\n      name\n      summary\n      address\n      rating\n      userRatingCount\n      types\n      location {\n        latitude\n        longitude\n      }\n      googleMapsUri\n      phone\n      website\n      openingHours\n      photos {\n        ref\n      }\n      reviews {\n        authorName\n        authorPhotoUrl\n        relativeTime\n        rating\n        text\n      }\n      imageUrl(quality: HIGH)\n    }\n  }\n": typeof types.PlaceDetailsDocument,
    "\n  query PlaceSuggestions($text: String!) {\n    placeSuggestions(text: $text) {\n      placeId\n      mainText\n      secondaryText\n    }\n  }\n": typeof types.PlaceSuggestionsDocument,
    "\n  query ExploreHighlights {\n    travelHighlights {\n      popularCountries {\n        id\n        name\n        description\n        imageUrl(quality: MEDIUM)\n      }\n      popularCities {\n        id\n        name\n        description\n        imageUrl(quality: MEDIUM)\n      }\n    }\n  }\n": typeof types.ExploreHighlightsDocument,
};
const documents: Documents = {
    "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation GoogleLogin($credential: String!) {\n    googleLogin(credential: $credential) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.GoogleLoginDocument,
    "\n  mutation Login($userName: String!, $password: String!) {\n    login(userName: $userName, password: $password) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      accessToken\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      email\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResendPasswordResetCode($email: String!) {\n    resendPasswordResetCode(email: $email) {\n      message\n    }\n  }\n": types.ResendPasswordResetCodeDocument,
    "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      message\n    }\n  }\n": types.ResendVerificationCodeDocument,
    "\n  mutation ResetPassword($resetToken: String!, $newPassword: String!) {\n    resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    role\n    isVerified\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation VerifyPasswordResetCode($email: String!, $otp: String!) {\n    verifyPasswordResetCode(email: $email, otp: $otp) {\n      resetToken\n    }\n  }\n": types.VerifyPasswordResetCodeDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input)\n  }\n": types.SubmitFeedbackDocument,
    "\n  fragment HomeTripFields on Trip {\n    id\n    title\n    startDate\n    endDate\n    coverImage\n    isCompleted\n    destinations {\n      id\n      placeId\n      name\n      address\n    }\n    collaborators {\n      role\n    }\n    itineraryDays {\n      day\n      date\n      activities {\n        id\n        title\n        startTime\n        endTime\n        notes\n      }\n    }\n  }\n": types.HomeTripFieldsFragmentDoc,
    "\n  query Home {\n    home {\n      me {\n        id\n        userName\n        email\n        location {\n          city\n          state\n          country\n          latitude\n          longitude\n        }\n      }\n      trips {\n        ...HomeTripFields\n      }\n      nearbyAttractions {\n        latitude\n        longitude\n        places {\n          id\n          name\n          rating\n          totalRatings\n          description\n          imageUrl(quality: MEDIUM)\n        }\n      }\n      travelHighlights {\n        popularCities {\n          id\n          name\n          description\n          imageUrl(quality: MEDIUM)\n        }\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  query NearbyAttractions($latitude: Float!, $longitude: Float!) {\n    nearbyPlaces(latitude: $latitude, longitude: $longitude) {\n      id\n      name\n      rating\n      totalRatings\n      description\n      imageUrl(quality: MEDIUM)\n    }\n  }\n": types.NearbyAttractionsDocument,
    "\n  query NearbyRestaurantsAndAttractions($latitude: Float!, $longitude: Float!) {\n    nearbyRestaurantsAndAttractions(latitude: $latitude, longitude: $longitude) {\n      restaurants {\n        ...NearbyPlaceFields\n      }\n      attractions {\n        ...NearbyPlaceFields\n      }\n    }\n  }\n\n  fragment NearbyPlaceFields on NearbyPlace {\n    id\n    name\n    photo {\n      ref\n    }\n    rating\n    totalRatings\n    primaryType\n  }\n": types.NearbyRestaurantsAndAttractionsDocument,
    "\n  query PhotoBatch($refs: [String!]!, $quality: PhotoQuality!, $batchType: PhotoBatchType!) {\n    photoBatch(refs: $refs, quality: $quality, batchType: $batchType) {\n      photos {\n        photoRef\n        success\n        url\n        error\n      }\n      total\n      successful\n    }\n  }\n": types.PhotoBatchDocument,
    "\n  query PlacesIn($location: String!) {\n    placesIn(location: $location) {\n      id\n      name\n      rating\n      totalRatings\n      description\n      imageUrl(quality: MEDIUM)\n    }\n  }\n": types.PlacesInDocument,
    "\n  query UserLocation {\n    me {\n      id\n      location {\n        latitude\n        longitude\n        city\n      }\n    }\n  }\n": types.UserLocationDocument,
    "\n  fragment ProfileFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    bio\n    socialLinks {\n      facebook\n      instagram\n    }\n    location {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n    }\n    isVerified\n    role\n    createdAt\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n": types.ProfileDocument,
    "\n  query ProfileTrips {\n    myTrips {\n      id\n      title\n      startDate\n      endDate\n    }\n  }\n": types.ProfileTripsDocument,
    "\n  mutation UpdateMyLocation($latitude: Float!, $longitude: Float!) {\n    updateMyLocation(latitude: $latitude, longitude: $longitude) {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n    }\n  }\n": types.UpdateMyLocationDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateProfilePicture($file: Upload!) {\n    updateProfilePicture(file: $file) {\n      ...ProfileFields\n    }\n  }\n": types.UpdateProfilePictureDocument,
    "\n  mutation JoinSharedTrip($shareToken: ID!) {\n    joinSharedTrip(shareToken: $shareToken)\n  }\n": types.JoinSharedTripDocument,
    "\n  query SharedTrip($shareToken: ID!) {\n    sharedTrip(shareToken: $shareToken) {\n      id\n      shareToken\n      title\n      description\n      startDate\n      endDate\n      coverImage\n      isCompleted\n      ownerName\n      ownerProfilePic\n      collaboratorCount\n      dayCount\n      plannedDayCount\n      allowJoinRequests\n      viewerIsMember\n      destinations {\n        id\n        placeId\n        name\n        address\n        rating\n        imageUrl(quality: MEDIUM)\n      }\n      itineraryDays {\n        day\n        date\n        activities {\n          id\n          title\n          startTime\n          endTime\n          notes\n          destinationId\n        }\n      }\n    }\n  }\n": types.SharedTripDocument,
    "\n  mutation AddActivity($tripId: ID!, $day: Int!, $input: ActivityInput!) {\n    addActivity(tripId: $tripId, day: $day, input: $input) {\n      ...TripDetailFields\n    }\n  }\n": types.AddActivityDocument,
    "\n  mutation AddActivityPhotos($tripId: ID!, $day: Int!, $activityId: ID!, $files: [Upload!]!) {\n    addActivityPhotos(tripId: $tripId, day: $day, activityId: $activityId, files: $files) {\n      ...TripDetailFields\n    }\n  }\n": types.AddActivityPhotosDocument,
    "\n  mutation AddActivityReflection($tripId: ID!, $day: Int!, $activityId: ID!, $text: String!) {\n    addActivityReflection(tripId: $tripId, day: $day, activityId: $activityId, text: $text) {\n      ...TripDetailFields\n    }\n  }\n": types.AddActivityReflectionDocument,
    "\n  mutation AddChecklistItem($tripId: ID!, $item: String!) {\n    addChecklistItem(tripId: $tripId, item: $item) {\n      ...TripDetailFields\n    }\n  }\n": types.AddChecklistItemDocument,
    "\n  mutation AddCollaborator($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {\n    addCollaborator(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripDetailFields\n    }\n  }\n": types.AddCollaboratorDocument,
    "\n  mutation AddDestination($tripId: ID!, $input: DestinationInput!) {\n    addDestination(tripId: $tripId, input: $input) {\n      ...TripDetailFields\n    }\n  }\n": types.AddDestinationDocument,
    "\n  mutation CreateTrip($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      ...TripDetailFields\n    }\n  }\n": types.CreateTripDocument,
    "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id)\n  }\n": types.DeleteTripDocument,
    "\n  mutation GenerateShareLink($tripId: ID!) {\n    generateShareLink(tripId: $tripId) {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n  }\n": types.GenerateShareLinkDocument,
    "\n  query MyTrips {\n    myTrips {\n      ...TripCardFields\n      destinations {\n        placeId\n      }\n    }\n  }\n": types.MyTripsDocument,
    "\n  mutation RemoveActivity($tripId: ID!, $day: Int!, $activityId: ID!) {\n    removeActivity(tripId: $tripId, day: $day, activityId: $activityId) {\n      ...TripDetailFields\n    }\n  }\n": types.RemoveActivityDocument,
    "\n  mutation RemoveChecklistItem($tripId: ID!, $itemId: ID!) {\n    removeChecklistItem(tripId: $tripId, itemId: $itemId) {\n      ...TripDetailFields\n    }\n  }\n": types.RemoveChecklistItemDocument,
    "\n  mutation RemoveCollaborator($tripId: ID!, $userId: ID!) {\n    removeCollaborator(tripId: $tripId, userId: $userId) {\n      ...TripDetailFields\n    }\n  }\n": types.RemoveCollaboratorDocument,
    "\n  mutation RemoveDestination($tripId: ID!, $destinationId: ID!) {\n    removeDestination(tripId: $tripId, destinationId: $destinationId) {\n      ...TripDetailFields\n    }\n  }\n": types.RemoveDestinationDocument,
    "\n  query SearchUsers($userName: String!) {\n    searchUsers(userName: $userName) {\n      id\n      userName\n      email\n      profilePic\n    }\n  }\n": types.SearchUsersDocument,
    "\n  mutation ToggleChecklistItem($tripId: ID!, $itemId: ID!, $isCompleted: Boolean!) {\n    toggleChecklistItem(tripId: $tripId, itemId: $itemId, isCompleted: $isCompleted) {\n      ...TripDetailFields\n    }\n  }\n": types.ToggleChecklistItemDocument,
    "\n  fragment TripCardFields on Trip {\n    id\n    title\n    description\n    startDate\n    endDate\n    coverImage\n    viewerCanEdit\n    destinations {\n      id\n    }\n    collaborators {\n      role\n    }\n  }\n": types.TripCardFieldsFragmentDoc,
    "\n  fragment TripDetailFields on Trip {\n    ...TripCardFields\n    viewerCanEdit\n    viewerIsOwner\n    viewerRole\n    sharing {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n    owner {\n      id\n      userName\n      firstName\n      lastName\n      profilePic\n    }\n    collaborators {\n      role\n      user {\n        id\n        userName\n        firstName\n        lastName\n        profilePic\n      }\n    }\n    destinations {\n      id\n      placeId\n      name\n      address\n      types\n      imageUrl(quality: LOW)\n      latitude\n      longitude\n    }\n    itineraryDays {\n      day\n      date\n      activities {\n        id\n        title\n        startTime\n        endTime\n        notes\n        destinationId\n        memories {\n          photos {\n            url\n            uploadedAt\n            uploader {\n              id\n              userName\n              firstName\n              lastName\n              profilePic\n            }\n          }\n          reflections {\n            text\n            createdAt\n            author {\n              id\n              userName\n              firstName\n              lastName\n              profilePic\n            }\n          }\n        }\n      }\n    }\n    checklist {\n      id\n      item\n      isCompleted\n    }\n  }\n": types.TripDetailFieldsFragmentDoc,
    "\n  query Trip($id: ID!) {\n    trip(id: $id) {\n      ...TripDetailFields\n    }\n  }\n": types.TripDocument,
    "\n  mutation UpdateCollaboratorRole($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {\n    updateCollaboratorRole(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripDetailFields\n    }\n  }\n": types.UpdateCollaboratorRoleDocument,
    "\n  mutation UpdateSharingSettings(\n    $tripId: ID!\n    $allowPublicView: Boolean!\n    $allowJoinRequests: Boolean!\n  ) {\n    updateSharingSettings(\n      tripId: $tripId\n      allowPublicView: $allowPublicView\n      allowJoinRequests: $allowJoinRequests\n    ) {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n  }\n": types.UpdateSharingSettingsDocument,
    "\n  mutation UpdateTripCoverImage($tripId: ID!, $file: Upload!) {\n    updateTripCoverImage(tripId: $tripId, file: $file) {\n      ...TripDetailFields\n    }\n  }\n": types.UpdateTripCoverImageDocument,
    "\n  mutation UpdateTrip($id: ID!, $input: UpdateTripInput!) {\n    updateTrip(id: $id, input: $input) {\n      ...TripDetailFields\n    }\n  }\n": types.UpdateTripDocument,
    "\n  query PlaceDetails($id: ID!) {\n    place(id: $id) {\n      id\n      name\n      summary\n      address\n      rating\n      userRatingCount\n      types\n      location {\n        latitude\n        longitude\n      }\n      googleMapsUri\n      phone\n      website\n      openingHours\n      photos {\n        ref\n      }\n      reviews {\n        authorName\n        authorPhotoUrl\n        relativeTime\n        rating\n        text\n      }\n      imageUrl(quality: HIGH)\n    }\n  }\n": types.PlaceDetailsDocument,
    "\n  query PlaceSuggestions($text: String!) {\n    placeSuggestions(text: $text) {\n      placeId\n      mainText\n      secondaryText\n    }\n  }\n": types.PlaceSuggestionsDocument,
    "\n  query ExploreHighlights {\n    travelHighlights {\n      popularCountries {\n        id\n        name\n        description\n        imageUrl(quality: MEDIUM)\n      }\n      popularCities {\n        id\n        name\n        description\n        imageUrl(quality: MEDIUM)\n      }\n    }\n  }\n": types.ExploreHighlightsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GoogleLogin($credential: String!) {\n    googleLogin(credential: $credential) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GoogleLogin($credential: String!) {\n    googleLogin(credential: $credential) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($userName: String!, $password: String!) {\n    login(userName: $userName, password: $password) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($userName: String!, $password: String!) {\n    login(userName: $userName, password: $password) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken {\n    refreshToken {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken {\n    refreshToken {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendPasswordResetCode($email: String!) {\n    resendPasswordResetCode(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendPasswordResetCode($email: String!) {\n    resendPasswordResetCode(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($resetToken: String!, $newPassword: String!) {\n    resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($resetToken: String!, $newPassword: String!) {\n    resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    role\n    isVerified\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    role\n    isVerified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($email: String!, $otp: String!) {\n    verifyEmail(email: $email, otp: $otp) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPasswordResetCode($email: String!, $otp: String!) {\n    verifyPasswordResetCode(email: $email, otp: $otp) {\n      resetToken\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPasswordResetCode($email: String!, $otp: String!) {\n    verifyPasswordResetCode(email: $email, otp: $otp) {\n      resetToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeTripFields on Trip {\n    id\n    title\n    startDate\n    endDate\n    coverImage\n    isCompleted\n    destinations {\n      id\n      placeId\n      name\n      address\n    }\n    collaborators {\n      role\n    }\n    itineraryDays {\n      day\n      date\n      activities {\n        id\n        title\n        startTime\n        endTime\n        notes\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HomeTripFields on Trip {\n    id\n    title\n    startDate\n    endDate\n    coverImage\n    isCompleted\n    destinations {\n      id\n      placeId\n      name\n      address\n    }\n    collaborators {\n      role\n    }\n    itineraryDays {\n      day\n      date\n      activities {\n        id\n        title\n        startTime\n        endTime\n        notes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    home {\n      me {\n        id\n        userName\n        email\n        location {\n          city\n          state\n          country\n          latitude\n          longitude\n        }\n      }\n      trips {\n        ...HomeTripFields\n      }\n      nearbyAttractions {\n        latitude\n        longitude\n        places {\n          id\n          name\n          rating\n          totalRatings\n          description\n          imageUrl(quality: MEDIUM)\n        }\n      }\n      travelHighlights {\n        popularCities {\n          id\n          name\n          description\n          imageUrl(quality: MEDIUM)\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    home {\n      me {\n        id\n        userName\n        email\n        location {\n          city\n          state\n          country\n          latitude\n          longitude\n        }\n      }\n      trips {\n        ...HomeTripFields\n      }\n      nearbyAttractions {\n        latitude\n        longitude\n        places {\n          id\n          name\n          rating\n          totalRatings\n          description\n          imageUrl(quality: MEDIUM)\n        }\n      }\n      travelHighlights {\n        popularCities {\n          id\n          name\n          description\n          imageUrl(quality: MEDIUM)\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearbyAttractions($latitude: Float!, $longitude: Float!) {\n    nearbyPlaces(latitude: $latitude, longitude: $longitude) {\n      id\n      name\n      rating\n      totalRatings\n      description\n      imageUrl(quality: MEDIUM)\n    }\n  }\n"): (typeof documents)["\n  query NearbyAttractions($latitude: Float!, $longitude: Float!) {\n    nearbyPlaces(latitude: $latitude, longitude: $longitude) {\n      id\n      name\n      rating\n      totalRatings\n      description\n      imageUrl(quality: MEDIUM)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearbyRestaurantsAndAttractions($latitude: Float!, $longitude: Float!) {\n    nearbyRestaurantsAndAttractions(latitude: $latitude, longitude: $longitude) {\n      restaurants {\n        ...NearbyPlaceFields\n      }\n      attractions {\n        ...NearbyPlaceFields\n      }\n    }\n  }\n\n  fragment NearbyPlaceFields on NearbyPlace {\n    id\n    name\n    photo {\n      ref\n    }\n    rating\n    totalRatings\n    primaryType\n  }\n"): (typeof documents)["\n  query NearbyRestaurantsAndAttractions($latitude: Float!, $longitude: Float!) {\n    nearbyRestaurantsAndAttractions(latitude: $latitude, longitude: $longitude) {\n      restaurants {\n        ...NearbyPlaceFields\n      }\n      attractions {\n        ...NearbyPlaceFields\n      }\n    }\n  }\n\n  fragment NearbyPlaceFields on NearbyPlace {\n    id\n    name\n    photo {\n      ref\n    }\n    rating\n    totalRatings\n    primaryType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhotoBatch($refs: [String!]!, $quality: PhotoQuality!, $batchType: PhotoBatchType!) {\n    photoBatch(refs: $refs, quality: $quality, batchType: $batchType) {\n      photos {\n        photoRef\n        success\n        url\n        error\n      }\n      total\n      successful\n    }\n  }\n"): (typeof documents)["\n  query PhotoBatch($refs: [String!]!, $quality: PhotoQuality!, $batchType: PhotoBatchType!) {\n    photoBatch(refs: $refs, quality: $quality, batchType: $batchType) {\n      photos {\n        photoRef\n        success\n        url\n        error\n      }\n      total\n      successful\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacesIn($location: String!) {\n    placesIn(location: $location) {\n      id\n      name\n      rating\n      totalRatings\n      description\n      imageUrl(quality: MEDIUM)\n    }\n  }\n"): (typeof documents)["\n  query PlacesIn($location: String!) {\n    placesIn(location: $location) {\n      id\n      name\n      rating\n      totalRatings\n      description\n      imageUrl(quality: MEDIUM)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserLocation {\n    me {\n      id\n      location {\n        latitude\n        longitude\n        city\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserLocation {\n    me {\n      id\n      location {\n        latitude\n        longitude\n        city\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    bio\n    socialLinks {\n      facebook\n      instagram\n    }\n    location {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n    }\n    isVerified\n    role\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ProfileFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    bio\n    socialLinks {\n      facebook\n      instagram\n    }\n    location {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n    }\n    isVerified\n    role\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileTrips {\n    myTrips {\n      id\n      title\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  query ProfileTrips {\n    myTrips {\n      id\n      title\n      startDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyLocation($latitude: Float!, $longitude: Float!) {\n    updateMyLocation(latitude: $latitude, longitude: $longitude) {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyLocation($latitude: Float!, $longitude: Float!) {\n    updateMyLocation(latitude: $latitude, longitude: $longitude) {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfilePicture($file: Upload!) {\n    updateProfilePicture(file: $file) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfilePicture($file: Upload!) {\n    updateProfilePicture(file: $file) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinSharedTrip($shareToken: ID!) {\n    joinSharedTrip(shareToken: $shareToken)\n  }\n"): (typeof documents)["\n  mutation JoinSharedTrip($shareToken: ID!) {\n    joinSharedTrip(shareToken: $shareToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedTrip($shareToken: ID!) {\n    sharedTrip(shareToken: $shareToken) {\n      id\n      shareToken\n      title\n      description\n      startDate\n      endDate\n      coverImage\n      isCompleted\n      ownerName\n      ownerProfilePic\n      collaboratorCount\n      dayCount\n      plannedDayCount\n      allowJoinRequests\n      viewerIsMember\n      destinations {\n        id\n        placeId\n        name\n        address\n        rating\n        imageUrl(quality: MEDIUM)\n      }\n      itineraryDays {\n        day\n        date\n        activities {\n          id\n          title\n          startTime\n          endTime\n          notes\n          destinationId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedTrip($shareToken: ID!) {\n    sharedTrip(shareToken: $shareToken) {\n      id\n      shareToken\n      title\n      description\n      startDate\n      endDate\n      coverImage\n      isCompleted\n      ownerName\n      ownerProfilePic\n      collaboratorCount\n      dayCount\n      plannedDayCount\n      allowJoinRequests\n      viewerIsMember\n      destinations {\n        id\n        placeId\n        name\n        address\n        rating\n        imageUrl(quality: MEDIUM)\n      }\n      itineraryDays {\n        day\n        date\n        activities {\n          id\n          title\n          startTime\n          endTime\n          notes\n          destinationId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddActivity($tripId: ID!, $day: Int!, $input: ActivityInput!) {\n    addActivity(tripId: $tripId, day: $day, input: $input) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddActivity($tripId: ID!, $day: Int!, $input: ActivityInput!) {\n    addActivity(tripId: $tripId, day: $day, input: $input) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddActivityPhotos($tripId: ID!, $day: Int!, $activityId: ID!, $files: [Upload!]!) {\n    addActivityPhotos(tripId: $tripId, day: $day, activityId: $activityId, files: $files) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddActivityPhotos($tripId: ID!, $day: Int!, $activityId: ID!, $files: [Upload!]!) {\n    addActivityPhotos(tripId: $tripId, day: $day, activityId: $activityId, files: $files) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddActivityReflection($tripId: ID!, $day: Int!, $activityId: ID!, $text: String!) {\n    addActivityReflection(tripId: $tripId, day: $day, activityId: $activityId, text: $text) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddActivityReflection($tripId: ID!, $day: Int!, $activityId: ID!, $text: String!) {\n    addActivityReflection(tripId: $tripId, day: $day, activityId: $activityId, text: $text) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddChecklistItem($tripId: ID!, $item: String!) {\n    addChecklistItem(tripId: $tripId, item: $item) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddChecklistItem($tripId: ID!, $item: String!) {\n    addChecklistItem(tripId: $tripId, item: $item) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCollaborator($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {\n    addCollaborator(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddCollaborator($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {\n    addCollaborator(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDestination($tripId: ID!, $input: DestinationInput!) {\n    addDestination(tripId: $tripId, input: $input) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddDestination($tripId: ID!, $input: DestinationInput!) {\n    addDestination(tripId: $tripId, input: $input) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrip($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrip($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTrip($id: ID!) {\n    deleteTrip(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateShareLink($tripId: ID!) {\n    generateShareLink(tripId: $tripId) {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateShareLink($tripId: ID!) {\n    generateShareLink(tripId: $tripId) {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTrips {\n    myTrips {\n      ...TripCardFields\n      destinations {\n        placeId\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTrips {\n    myTrips {\n      ...TripCardFields\n      destinations {\n        placeId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveActivity($tripId: ID!, $day: Int!, $activityId: ID!) {\n    removeActivity(tripId: $tripId, day: $day, activityId: $activityId) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveActivity($tripId: ID!, $day: Int!, $activityId: ID!) {\n    removeActivity(tripId: $tripId, day: $day, activityId: $activityId) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveChecklistItem($tripId: ID!, $itemId: ID!) {\n    removeChecklistItem(tripId: $tripId, itemId: $itemId) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveChecklistItem($tripId: ID!, $itemId: ID!) {\n    removeChecklistItem(tripId: $tripId, itemId: $itemId) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCollaborator($tripId: ID!, $userId: ID!) {\n    removeCollaborator(tripId: $tripId, userId: $userId) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCollaborator($tripId: ID!, $userId: ID!) {\n    removeCollaborator(tripId: $tripId, userId: $userId) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDestination($tripId: ID!, $destinationId: ID!) {\n    removeDestination(tripId: $tripId, destinationId: $destinationId) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDestination($tripId: ID!, $destinationId: ID!) {\n    removeDestination(tripId: $tripId, destinationId: $destinationId) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchUsers($userName: String!) {\n    searchUsers(userName: $userName) {\n      id\n      userName\n      email\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  query SearchUsers($userName: String!) {\n    searchUsers(userName: $userName) {\n      id\n      userName\n      email\n      profilePic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleChecklistItem($tripId: ID!, $itemId: ID!, $isCompleted: Boolean!) {\n    toggleChecklistItem(tripId: $tripId, itemId: $itemId, isCompleted: $isCompleted) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleChecklistItem($tripId: ID!, $itemId: ID!, $isCompleted: Boolean!) {\n    toggleChecklistItem(tripId: $tripId, itemId: $itemId, isCompleted: $isCompleted) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripCardFields on Trip {\n    id\n    title\n    description\n    startDate\n    endDate\n    coverImage\n    viewerCanEdit\n    destinations {\n      id\n    }\n    collaborators {\n      role\n    }\n  }\n"): (typeof documents)["\n  fragment TripCardFields on Trip {\n    id\n    title\n    description\n    startDate\n    endDate\n    coverImage\n    viewerCanEdit\n    destinations {\n      id\n    }\n    collaborators {\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripDetailFields on Trip {\n    ...TripCardFields\n    viewerCanEdit\n    viewerIsOwner\n    viewerRole\n    sharing {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n    owner {\n      id\n      userName\n      firstName\n      lastName\n      profilePic\n    }\n    collaborators {\n      role\n      user {\n        id\n        userName\n        firstName\n        lastName\n        profilePic\n      }\n    }\n    destinations {\n      id\n      placeId\n      name\n      address\n      types\n      imageUrl(quality: LOW)\n      latitude\n      longitude\n    }\n    itineraryDays {\n      day\n      date\n      activities {\n        id\n        title\n        startTime\n        endTime\n        notes\n        destinationId\n        memories {\n          photos {\n            url\n            uploadedAt\n            uploader {\n              id\n              userName\n              firstName\n              lastName\n              profilePic\n            }\n          }\n          reflections {\n            text\n            createdAt\n            author {\n              id\n              userName\n              firstName\n              lastName\n              profilePic\n            }\n          }\n        }\n      }\n    }\n    checklist {\n      id\n      item\n      isCompleted\n    }\n  }\n"): (typeof documents)["\n  fragment TripDetailFields on Trip {\n    ...TripCardFields\n    viewerCanEdit\n    viewerIsOwner\n    viewerRole\n    sharing {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n    owner {\n      id\n      userName\n      firstName\n      lastName\n      profilePic\n    }\n    collaborators {\n      role\n      user {\n        id\n        userName\n        firstName\n        lastName\n        profilePic\n      }\n    }\n    destinations {\n      id\n      placeId\n      name\n      address\n      types\n      imageUrl(quality: LOW)\n      latitude\n      longitude\n    }\n    itineraryDays {\n      day\n      date\n      activities {\n        id\n        title\n        startTime\n        endTime\n        notes\n        destinationId\n        memories {\n          photos {\n            url\n            uploadedAt\n            uploader {\n              id\n              userName\n              firstName\n              lastName\n              profilePic\n            }\n          }\n          reflections {\n            text\n            createdAt\n            author {\n              id\n              userName\n              firstName\n              lastName\n              profilePic\n            }\n          }\n        }\n      }\n    }\n    checklist {\n      id\n      item\n      isCompleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trip($id: ID!) {\n    trip(id: $id) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Trip($id: ID!) {\n    trip(id: $id) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCollaboratorRole($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {\n    updateCollaboratorRole(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCollaboratorRole($tripId: ID!, $userId: ID!, $role: CollaboratorRole!) {\n    updateCollaboratorRole(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSharingSettings(\n    $tripId: ID!\n    $allowPublicView: Boolean!\n    $allowJoinRequests: Boolean!\n  ) {\n    updateSharingSettings(\n      tripId: $tripId\n      allowPublicView: $allowPublicView\n      allowJoinRequests: $allowJoinRequests\n    ) {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSharingSettings(\n    $tripId: ID!\n    $allowPublicView: Boolean!\n    $allowJoinRequests: Boolean!\n  ) {\n    updateSharingSettings(\n      tripId: $tripId\n      allowPublicView: $allowPublicView\n      allowJoinRequests: $allowJoinRequests\n    ) {\n      shareUrl\n      settings {\n        allowPublicView\n        allowJoinRequests\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTripCoverImage($tripId: ID!, $file: Upload!) {\n    updateTripCoverImage(tripId: $tripId, file: $file) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTripCoverImage($tripId: ID!, $file: Upload!) {\n    updateTripCoverImage(tripId: $tripId, file: $file) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTrip($id: ID!, $input: UpdateTripInput!) {\n    updateTrip(id: $id, input: $input) {\n      ...TripDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTrip($id: ID!, $input: UpdateTripInput!) {\n    updateTrip(id: $id, input: $input) {\n      ...TripDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceDetails($id: ID!) {\n    place(id: $id) {\n      id\n      name\n      summary\n      address\n      rating\n      userRatingCount\n      types\n      location {\n        latitude\n        longitude\n      }\n      googleMapsUri\n      phone\n      website\n      openingHours\n      photos {\n        ref\n      }\n      reviews {\n        authorName\n        authorPhotoUrl\n        relativeTime\n        rating\n        text\n      }\n      imageUrl(quality: HIGH)\n    }\n  }\n"): (typeof documents)["\n  query PlaceDetails($id: ID!) {\n    place(id: $id) {\n      id\n      name\n      summary\n      address\n      rating\n      userRatingCount\n      types\n      location {\n        latitude\n        longitude\n      }\n      googleMapsUri\n      phone\n      website\n      openingHours\n      photos {\n        ref\n      }\n      reviews {\n        authorName\n        authorPhotoUrl\n        relativeTime\n        rating\n        text\n      }\n      imageUrl(quality: HIGH)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSuggestions($text: String!) {\n    placeSuggestions(text: $text) {\n      placeId\n      mainText\n      secondaryText\n    }\n  }\n"): (typeof documents)["\n  query PlaceSuggestions($text: String!) {\n    placeSuggestions(text: $text) {\n      placeId\n      mainText\n      secondaryText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExploreHighlights {\n    travelHighlights {\n      popularCountries {\n        id\n        name\n        description\n        imageUrl(quality: MEDIUM)\n      }\n      popularCities {\n        id\n        name\n        description\n        imageUrl(quality: MEDIUM)\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExploreHighlights {\n    travelHighlights {\n      popularCountries {\n        id\n        name\n        description\n        imageUrl(quality: MEDIUM)\n      }\n      popularCities {\n        id\n        name\n        description\n        imageUrl(quality: MEDIUM)\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;