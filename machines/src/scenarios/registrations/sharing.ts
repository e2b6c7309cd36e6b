import { createCollaboratorsMachine } from '@machines/collaborators/collaborators.machine';
import { createSharingMachine } from '@machines/collaborators/sharing.machine';
import { createPhotoUploadMachine } from '@machines/memories/photo-upload.machine';
import { createReflectionMachine } from '@machines/memories/reflection.machine';
import { createSharedTripMachine } from '@machines/shared-trip/shared-trip.machine';
import type { SharedTripFacts } from '@machines/shared-trip/shared-trip.machine';
import { registerMachine } from '../registered-machine';

/** Travelling together and the trip's memories. */

const trip = { tripId: 'trip-goa' };
const activity = { tripId: 'trip-goa', day: 1, activityId: 'act-1' };

export const collaboratorsRegistration = registerMachine({
  name: 'collaborators',
  description: 'Collaborators: searching and inviting, changing roles, removing, leaving the trip.',
  effects: [
    'searchUsers',
    'addCollaborator',
    'updateRole',
    'removeCollaborator',
    'leaveTrip',
    'rereadTrip',
  ],
  defaultInput: trip,
  build: ({ effect }) =>
    createCollaboratorsMachine({
      searchUsers: effect('searchUsers'),
      addCollaborator: effect('addCollaborator'),
      updateRole: effect('updateRole'),
      removeCollaborator: effect('removeCollaborator'),
      leaveTrip: effect('leaveTrip'),
      rereadTrip: effect('rereadTrip'),
    }),
});

export const sharingRegistration = registerMachine({
  name: 'sharing',
  description: 'Share trip: the link (made once), copying it, the sharing settings.',
  effects: ['generateShareLink', 'updateSettings', 'copyText'],
  defaultInput: trip,
  build: ({ effect }) =>
    createSharingMachine({
      generateShareLink: effect('generateShareLink'),
      updateSettings: effect('updateSettings'),
      copyText: effect('copyText'),
    }),
});

export const sharedTripRegistration = registerMachine({
  name: 'shared-trip',
  description: 'The shared trip page: loading it by its link, joining (guests via login).',
  effects: ['loadSharedTrip', 'joinSharedTrip'],
  defaultInput: { shareToken: 'abc123', signedIn: true, joinOnArrival: false },
  build: ({ effect }) =>
    createSharedTripMachine<SharedTripFacts>({
      loadSharedTrip: effect('loadSharedTrip'),
      joinSharedTrip: effect('joinSharedTrip'),
    }),
});

export const photoUploadRegistration = registerMachine({
  name: 'photo-upload',
  description:
    'A memory’s photos: choosing (format and count checked) and uploading (re-read when its answer was lost).',
  effects: ['upload', 'readMemories'],
  defaultInput: { ...activity, existingCount: 0 },
  defaultFakes: { readMemories: [{ resolve: { photoUrls: [], reflections: [] } }] },
  build: ({ effect }) =>
    createPhotoUploadMachine({ upload: effect('upload'), readMemories: effect('readMemories') }),
});

export const reflectionRegistration = registerMachine({
  name: 'reflection',
  description: 'A memory’s reflection: writing and saving it (re-read when its answer was lost).',
  effects: ['addReflection', 'readMemories'],
  defaultInput: activity,
  defaultFakes: { readMemories: [{ resolve: { photoUrls: [], reflections: [] } }] },
  build: ({ effect }) =>
    createReflectionMachine({
      addReflection: effect('addReflection'),
      readMemories: effect('readMemories'),
    }),
});
