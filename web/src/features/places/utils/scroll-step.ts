import {
  SCROLL_STEP_BREAKPOINT_PX,
  SCROLL_STEP_NARROW_PX,
  SCROLL_STEP_WIDE_PX,
} from '../constants';

/** How far one press of a scroll button moves a row: 300 px under 768 px wide, else 900 (spec 001 §9). */
export function scrollStepFor(viewportWidth: number): number {
  return viewportWidth < SCROLL_STEP_BREAKPOINT_PX ? SCROLL_STEP_NARROW_PX : SCROLL_STEP_WIDE_PX;
}
