import type { TripScenarioMachine } from '../../trips/scenarios/replay-trip-scenario';
import type { TripScenario } from '../../trips/scenarios/replay-trip-scenario';
import { createPhotoUploadMachine } from '../photo-upload.machine';
import type { PhotoUploadEffects, PhotoUploadMachine } from '../photo-upload.machine';
import { createReflectionMachine } from '../reflection.machine';
import type { ReflectionEffects, ReflectionMachine } from '../reflection.machine';

/**
 * Named runs of the memories machines for QA to replay in an inspector
 * (`replayTripScenario(photoUploadScenarioMachine, scenario, { inspect })`). The machines keep no
 * request queue, so `expected.errors` is always empty.
 */

export const photoUploadScenarioMachine: TripScenarioMachine<
  PhotoUploadMachine,
  PhotoUploadEffects
> = { create: createPhotoUploadMachine, effects: ['upload'] };

export const reflectionScenarioMachine: TripScenarioMachine<ReflectionMachine, ReflectionEffects> =
  { create: createReflectionMachine, effects: ['addReflection'] };

const activity = { tripId: 'trip-lisbon', day: 2, activityId: 'act-tram' };
const jpeg = (id: string) => ({ id, name: `${id}.jpg`, size: 300_000, format: 'jpeg' as const });

export const photoUploadScenarios: TripScenario<PhotoUploadMachine, PhotoUploadEffects>[] = [
  {
    name: 'two photos of the tram ride uploaded',
    input: { ...activity, existingCount: 0 },
    answers: { upload: [{ ok: undefined }] },
    steps: [
      { send: { type: 'photos.chosen', photos: [jpeg('tram'), jpeg('castle')] } },
      { send: { type: 'photos.upload' } },
    ],
    expected: {
      state: 'uploaded',
      errors: {},
      toasts: ['Photos uploaded successfully!'],
      calls: { upload: 1 },
    },
  },
  {
    name: 'two more with two there: refused before any request, one removed, then sent',
    input: { ...activity, existingCount: 2 },
    answers: { upload: [{ ok: undefined }] },
    steps: [
      { send: { type: 'photos.chosen', photos: [jpeg('a'), jpeg('b')] } },
      { send: { type: 'photos.upload' } },
      { send: { type: 'photos.remove', id: 'b' } },
      { send: { type: 'photos.upload' } },
    ],
    expected: {
      state: 'uploaded',
      errors: {},
      toasts: ['Photos uploaded successfully!'],
      calls: { upload: 1 },
    },
  },
  {
    name: 'the upload fails: the photos stay for another try',
    input: { ...activity, existingCount: 0 },
    answers: { upload: [{ fail: null }] },
    steps: [
      { send: { type: 'photos.chosen', photos: [jpeg('tram')] } },
      { send: { type: 'photos.upload' } },
    ],
    expected: {
      state: 'choosing',
      errors: {},
      toasts: ['Failed to upload photos'],
      calls: { upload: 1 },
    },
  },
];

export const reflectionScenarios: TripScenario<ReflectionMachine, ReflectionEffects>[] = [
  {
    name: 'a reflection on the tram ride',
    input: activity,
    answers: { addReflection: [{ ok: undefined }] },
    steps: [
      { send: { type: 'reflection.changed', text: 'Best seat: the back window.' } },
      { send: { type: 'reflection.save' } },
    ],
    expected: {
      state: 'saved',
      errors: {},
      toasts: ['Reflection added successfully!'],
      calls: { addReflection: 1 },
    },
  },
  {
    name: 'a failed save, then saved again with the same text',
    input: activity,
    answers: { addReflection: [{ fail: 'Trip not found' }, { ok: undefined }] },
    steps: [
      { send: { type: 'reflection.changed', text: 'Fado in Alfama.' } },
      { send: { type: 'reflection.save' } },
      { send: { type: 'reflection.save' } },
    ],
    expected: {
      state: 'saved',
      errors: {},
      toasts: ['Trip not found', 'Reflection added successfully!'],
      calls: { addReflection: 2 },
    },
  },
  {
    name: '501 characters are not sent',
    input: activity,
    answers: {},
    steps: [
      { send: { type: 'reflection.changed', text: 'x'.repeat(501) } },
      { send: { type: 'reflection.save' } },
    ],
    expected: { state: 'writing', errors: {}, toasts: [], calls: {} },
  },
];
