import type { ComponentType } from 'react';
import type { DestinationInput } from '@machines/trips/trip';

/** What "Save to itinerary" hands the planner it opens for a signed-in user. */
export interface PlanVisitDialogProps {
  /** The place, as a trip destination. */
  destination: DestinationInput;
  onClose: () => void;
}

/**
 * The planner "Save to itinerary" opens (spec 001 §2, §5: Plan Your Visit). Planning is the trips
 * feature's and a feature imports no other, so the place routes pass it in.
 */
export type PlanVisitDialog = ComponentType<PlanVisitDialogProps>;
