import type { CoverImageEffects, CoverImageMachine } from '../cover-image.machine';
import { createCoverImageMachine } from '../cover-image.machine';
import type { TripScenario, TripScenarioMachine } from './replay-trip-scenario';

export const coverImageScenarioMachine: TripScenarioMachine<CoverImageMachine, CoverImageEffects> =
  {
    create: createCoverImageMachine,
    effects: ['updateCoverImage'],
  };

export const coverImageScenarios: TripScenario<CoverImageMachine, CoverImageEffects>[] = [
  {
    name: 'change two covers: one after the other, a toast each',
    answers: { updateCoverImage: [{ ok: undefined }, { ok: undefined }] },
    steps: [
      { send: { type: 'cover.chosen', tripId: 'trip-goa', file: { name: 'goa.webp' } } },
      { send: { type: 'cover.chosen', tripId: 'trip-hampi', file: { name: 'hampi.webp' } } },
    ],
    expected: {
      state: 'idle',
      errors: {},
      toasts: ['Cover image updated successfully', 'Cover image updated successfully'],
      calls: { updateCoverImage: 2 },
    },
  },
  {
    name: 'a file that is not an image: the server’s refusal is toasted',
    answers: {
      updateCoverImage: [{ fail: 'notes.png is not a supported image format (JPEG, PNG, WEBP)' }],
    },
    steps: [{ send: { type: 'cover.chosen', tripId: 'trip-goa', file: { name: 'notes.png' } } }],
    expected: {
      state: 'idle',
      errors: { update: 'notes.png is not a supported image format (JPEG, PNG, WEBP)' },
      toasts: ['notes.png is not a supported image format (JPEG, PNG, WEBP)'],
      calls: { updateCoverImage: 1 },
    },
  },
];
