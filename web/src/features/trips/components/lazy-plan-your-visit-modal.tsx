import { lazyWhileOpen } from '@web/components/lazy-dialog/lazy-while-open';

/**
 * Plan Your Visit (spec 001 §2, §5), its code loaded when "Save to itinerary" first opens it, as
 * the feedback dialog is: the place screens then share no form code with the first view of other
 * pages (issue 19); mounted while open.
 */
export const LazyPlanYourVisitModal = lazyWhileOpen(() =>
  import('./trip-planner-dialogs').then((module) => module.PlanYourVisitModal),
);
