import { z } from 'zod';
import { okBody } from './envelope';

/** Trip shapes as the REST server sends them (D1 §3, D2 §3). `lattitude` is spelt so on the wire. */
export const destination = z.object({
  destinationId: z.string(),
  placeId: z.string(),
  name: z.string(),
  formattedAddress: z.string().optional(),
  photoRef: z.string().nullable().optional(),
  rating: z.number().optional(),
  googleMapsUrl: z.string().optional(),
  lattitude: z.number().optional(),
  longitude: z.number().optional(),
  types: z.array(z.string()).default([]),
});
export type Destination = z.infer<typeof destination>;

export const memoryPhoto = z.object({
  url: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export const reflection = z.object({
  text: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});

export const activity = z.object({
  _id: z.string(),
  title: z.string(),
  time: z.object({ start: z.string().optional(), end: z.string().optional() }).optional(),
  notes: z.string().optional(),
  destinationId: z.string().optional(),
  memories: z.object({ photos: z.array(memoryPhoto), reflections: z.array(reflection) }),
});
export type Activity = z.infer<typeof activity>;

export const itineraryDay = z.object({ day: z.number().int(), activities: z.array(activity) });
export type ItineraryDay = z.infer<typeof itineraryDay>;

export const checklistItem = z.object({
  _id: z.string(),
  item: z.string(),
  isCompleted: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

export const collaboratorRole = z.enum(['viewer', 'editor']);
export const collaborator = z.object({
  /** An id, or an object with `_id` or `id` (D2 §3). The mock sends the plain id. */
  userId: z.union([z.string(), z.object({ _id: z.string() }), z.object({ id: z.string() })]),
  role: collaboratorRole,
});
export type Collaborator = z.infer<typeof collaborator>;

export const sharing = z.object({
  shareToken: z.string().nullable().optional(),
  allowPublicView: z.boolean(),
  allowJoinRequests: z.boolean(),
});

export const trip = z.object({
  _id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().optional(),
  /** ISO date (YYYY-MM-DD). */
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  tripCoverImage: z.string().nullable().optional(),
  destinations: z.array(destination),
  itinerary: z.array(itineraryDay),
  checklist: z.array(checklistItem),
  collaborators: z.array(collaborator),
  sharing: sharing.optional(),
  isCompleted: z.boolean().optional(),
  createdAt: z.string().optional(),
});
export type Trip = z.infer<typeof trip>;

/** GET /api/v1/trip/get-all-trips: trips the user owns or collaborates on. */
export const allTripsResponse = okBody(z.array(trip));
export type AllTripsResponse = z.infer<typeof allTripsResponse>;
