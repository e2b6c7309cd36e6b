import { startTransition, useEffect, useState } from 'react';

/**
 * Long lists on the trip pages (issue 19: a 1,000-activity itinerary, 500 trips) render in steps:
 * the first step at once, then one more step per task, each as a transition, which React renders
 * in slices and leaves for any input. So the first screen paints as soon as a short list would,
 * no single task grows with the list, and everything is in the page a moment later (find in page
 * and screen readers see it all). A short list is one step: it renders as it always did.
 */

/** Entries' weight rendered in the first step: more than a tall screen shows. */
export const FIRST_STEP_WEIGHT = 20;
/** Entries' weight rendered in each later step: one step stays a short task. */
export const LATER_STEP_WEIGHT = 40;

/**
 * The entry counts after each step, for entries of these weights (an itinerary day weighs its
 * activities, at least 1 for its heading): a step ends at the first entry that brings it to its
 * weight; the last count is the whole list.
 */
export function revealSteps(
  weights: readonly number[],
  firstStep = FIRST_STEP_WEIGHT,
  laterStep = LATER_STEP_WEIGHT,
): number[] {
  const steps: number[] = [];
  let weightInStep = 0;
  weights.forEach((weight, index) => {
    weightInStep += Math.max(1, weight);
    if (weightInStep >= (steps.length === 0 ? firstStep : laterStep)) {
      steps.push(index + 1);
      weightInStep = 0;
    }
  });
  if (steps.at(-1) !== weights.length && weights.length > 0) steps.push(weights.length);
  return steps;
}

/** How many entries to render now, of steps from `revealSteps`: one step more per task. */
export function useRevealedCount(steps: readonly number[]): number {
  const [reached, setReached] = useState(0);
  const lastStep = steps.length - 1;
  useEffect(() => {
    if (reached >= lastStep) return undefined;
    const timer = window.setTimeout(() => startTransition(() => setReached(reached + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [reached, lastStep]);
  return steps[Math.min(reached, lastStep)] ?? 0;
}
