import { TRIP_TABS } from '../constants';
import type { TripTab } from '../constants';

// Plain functions, not zod schemas: routes' options load with every view, and zod then stays out
// of the first view (issue 19). Anything else in a key is dropped rather than failing the route;
// an explicit undefined, as the router keeps unvalidated keys unless the validator overrides them.

/** The trips list's search: `?create=1` opens the create-trip dialog (issue 18). */
export interface TripsSearch {
  create?: 1;
}

export function validateTripsSearch(search: Record<string, unknown>): TripsSearch {
  return { create: search.create === 1 ? 1 : undefined };
}

/** A trip's search: the open tab (`?tab=checklist`); an unknown tab falls back to the first one. */
export interface TripSearch {
  tab?: TripTab;
}

const isTripTab = (value: unknown): value is TripTab => TRIP_TABS.some((tab) => tab === value);

export function validateTripSearch(search: Record<string, unknown>): TripSearch {
  return { tab: isTripTab(search.tab) ? search.tab : undefined };
}
