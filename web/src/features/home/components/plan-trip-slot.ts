import type { ComponentType, ReactNode } from 'react';

/** What the home hands the trip planner: what to do once a trip exists, and its own buttons. */
export interface PlanTripLauncherProps {
  /** Runs once a trip has been created (before its page opens). */
  onCreated: () => void;
  /** The home's content; `openPlanner` opens the create-trip dialog. */
  children: (openPlanner: () => void) => ReactNode;
}

/**
 * The create-trip dialog the home's "Plan a trip" buttons open (spec 000 §1, §2). Creating trips is
 * the trips feature's and a feature imports no other, so the home route passes it in.
 */
export type PlanTripLauncher = ComponentType<PlanTripLauncherProps>;
