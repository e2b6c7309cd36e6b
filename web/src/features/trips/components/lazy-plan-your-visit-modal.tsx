import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import type { PlanYourVisitModal } from './plan-your-visit-modal';

// Loaded when "Save to itinerary" first opens it, as the feedback dialog is: the place screens
// then share no form code with the first view of other pages (issue 19).
const LoadedPlanYourVisitModal = lazy(() =>
  import('./trip-planner-dialogs').then((module) => ({ default: module.PlanYourVisitModal })),
);

/** Plan Your Visit (spec 001 §2, §5), its code loaded on first open; mounted while open. */
export function LazyPlanYourVisitModal(props: ComponentProps<typeof PlanYourVisitModal>) {
  return (
    <Suspense fallback={null}>
      <LoadedPlanYourVisitModal {...props} />
    </Suspense>
  );
}
