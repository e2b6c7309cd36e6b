import type { RegisteredMachine } from './registered-machine';
import {
  emailVerificationRegistration,
  feedbackWizardRegistration,
  forgotPasswordRegistration,
  locationPermissionRegistration,
  resetPasswordRegistration,
  sessionRegistration,
} from './registrations/account';
import {
  circuitBreakerRegistration,
  networkQualityRegistration,
  photoLoaderRegistration,
} from './registrations/photos';
import {
  collaboratorsRegistration,
  photoUploadRegistration,
  reflectionRegistration,
  sharedTripRegistration,
  sharingRegistration,
} from './registrations/sharing';
import {
  checklistRegistration,
  coverImageRegistration,
  createTripRegistration,
  dateRangePickerRegistration,
  destinationsRegistration,
  itineraryRegistration,
  tripDetailsRegistration,
} from './registrations/trips';

export type { RegisteredMachine } from './registered-machine';

/**
 * Every machine in machines/, once: the name a scenario file's `machine` gives → the app's machine,
 * its effects and default fakes. A new machine is registered here (and gets scenario files:
 * `npm run scenario:coverage` fails until its states and transitions are reached).
 */
export const machineRegistry: Record<string, RegisteredMachine> = Object.fromEntries(
  [
    sessionRegistration,
    feedbackWizardRegistration,
    emailVerificationRegistration,
    forgotPasswordRegistration,
    resetPasswordRegistration,
    locationPermissionRegistration,
    tripDetailsRegistration,
    destinationsRegistration,
    itineraryRegistration,
    checklistRegistration,
    createTripRegistration,
    coverImageRegistration,
    dateRangePickerRegistration,
    collaboratorsRegistration,
    sharingRegistration,
    sharedTripRegistration,
    photoUploadRegistration,
    reflectionRegistration,
    photoLoaderRegistration,
    circuitBreakerRegistration,
    networkQualityRegistration,
  ].map((registered) => [registered.name, registered]),
);
