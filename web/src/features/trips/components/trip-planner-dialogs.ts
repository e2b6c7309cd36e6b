// The two planners, loaded lazily (issue 19) from one module: they share the new-trip form (and with
// it zod and @mantine/form), which then loads with them, in one chunk, not with every screen.
export { CreateTripDialog } from './create-trip-dialog';
export { PlanYourVisitModal } from './plan-your-visit-modal';
