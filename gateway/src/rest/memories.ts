import { ACTIVITY_IMAGE_FIELD } from '@contract/memories';
import type { AddActivityReflectionRequest } from '@contract/memories';
import { paths } from '@contract/paths';
import { tripResponse } from '@contract/trip';
import { toTripModel } from '../trips/trip-models';
import type { TripModel } from '../trips/trip-models';
import type { FormFile, RestTransport } from './transport';

/** Where a memory goes: the trip, the 1-based day and the activity (D2 §7). */
export interface ActivityRef {
  tripId: string;
  day: number;
  activityId: string;
}

/** Memory calls (issue 14; D2 §7): both answer the trip after the change. */
export function memoriesRest({ call }: RestTransport) {
  return {
    /**
     * PATCH trip/add-activity-image (multipart: tripId, day, activityId, `activityImage` repeated).
     * The photos must already have passed the activity-photo rule (uploads/upload-rules.ts).
     */
    async addActivityImages(where: ActivityRef, photos: readonly FormFile[]): Promise<TripModel> {
      const form = new FormData();
      form.append('tripId', where.tripId);
      form.append('day', String(where.day));
      form.append('activityId', where.activityId);
      for (const photo of photos) form.append(ACTIVITY_IMAGE_FIELD, photo.blob, photo.fileName);
      return toTripModel(
        (await call('PATCH', paths.addActivityImage, tripResponse, { form })).data,
      );
    },
    /** PATCH trip/add-activity-reflection?tripId&day&activityId `{ reflections }`. */
    async addActivityReflection(
      where: ActivityRef,
      body: AddActivityReflectionRequest,
    ): Promise<TripModel> {
      const answer = await call('PATCH', paths.addActivityReflection, tripResponse, {
        query: { tripId: where.tripId, day: where.day, activityId: where.activityId },
        json: body,
      });
      return toTripModel(answer.data);
    },
  };
}
