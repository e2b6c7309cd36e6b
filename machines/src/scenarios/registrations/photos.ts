import { fromPromise } from 'xstate';
import { circuitBreakerMachine } from '@machines/photos/circuit-breaker.machine';
import type { CircuitBreakerInput } from '@machines/photos/circuit-breaker.machine';
import { networkQualityMachine } from '@machines/photos/network-quality.machine';
import { createPhotoLoaderMachine } from '@machines/photos/photo-loader.machine';
import type { BatchPhotosInput, BatchPhotosOutput } from '@machines/photos/photo-loader.machine';
import type { PhotoLoaderInput } from '@machines/photos/photo-loader.machine';
import { registerMachine } from '../registered-machine';

/**
 * Photo loading: the loader, the circuit breaker it spawns, and the network quality it chooses its
 * strategy by.
 */

/**
 * `fetchBatch` may answer literally (`{ photos, summary }`) or in short: `{ "load": "all",
 * "failing": [refs] }` answers every asked ref as `image:<ref>@<quality>` except the failing ones,
 * so a file need not repeat which refs the loader asked for.
 */
function batchOutput(input: BatchPhotosInput, answer: unknown): BatchPhotosOutput {
  if (typeof answer === 'object' && answer !== null && 'photos' in answer) {
    return answer as BatchPhotosOutput;
  }
  const failing =
    typeof answer === 'object' && answer !== null && 'failing' in answer
      ? (answer.failing as string[])
      : [];
  const photos = input.photoRefs.map((photoRef) =>
    failing.includes(photoRef)
      ? { photoRef, success: false, image: null, error: 'Photo not found' }
      : { photoRef, success: true, image: `image:${photoRef}@${input.quality}` },
  );
  const successful = photos.filter((photo) => photo.success).length;
  return { photos, summary: { total: photos.length, successful } };
}

export const photoLoaderRegistration = registerMachine({
  name: 'photo-loader',
  description:
    'A place page’s photos: progressive or lazy loading by network, nearby places, the lightbox in ultra quality, the failure guard.',
  effects: ['fetchBatch', 'fetchNearby'],
  defaultInput: {
    placeId: 'ChIJ-eiffel-tower',
    mainRefs: ['p1', 'p2', 'p3', 'p4', 'p5'],
    location: { latitude: 48.8584, longitude: 2.2945 },
    strategy: 'progressive',
  },
  build: ({ effect }) =>
    createPhotoLoaderMachine({
      fetchBatch: (input, signal) =>
        effect('fetchBatch')(input, signal).then((answer) => batchOutput(input, answer)),
      fetchNearby: effect('fetchNearby'),
    }),
  inputFor: (input, { clock }) => ({ ...(input as PhotoLoaderInput), now: () => clock.now() }),
});

export const networkQualityRegistration = registerMachine({
  name: 'network-quality',
  description: 'Network quality: the connection type, else a /health probe within 100 ms.',
  effects: ['probeHealth'],
  defaultInput: { effectiveType: null },
  build: ({ effect }) =>
    networkQualityMachine.provide({
      actors: {
        // As the machine declares it: resolves with nothing when /health answered OK.
        // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
        probeHealth: fromPromise<void>(async ({ signal }) => {
          await effect('probeHealth')(undefined, signal);
        }),
      },
    }),
});

export const circuitBreakerRegistration = registerMachine({
  name: 'circuit-breaker',
  description:
    'The photo circuit breaker: closed, open after 3 failed requests for 30 s, then half-open for one trial.',
  effects: [],
  defaultInput: { consecutiveFailures: 0, openedAt: null },
  build: () => circuitBreakerMachine,
  inputFor: (input, { clock }) => ({ ...(input as CircuitBreakerInput), now: () => clock.now() }),
});
