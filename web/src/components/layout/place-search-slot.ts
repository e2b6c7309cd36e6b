import type { ComponentType, Ref } from 'react';

/**
 * What the layout hands the place search box it is given (spec 000 §2 "Place search box"): the
 * layout is shared and imports no feature, so the route that renders it (routes/_main.tsx) passes
 * the places feature's box in.
 */
export interface PlaceSearchSlotProps {
  inputRef?: Ref<HTMLInputElement>;
  size?: 'sm' | 'md';
  /** Called after a suggestion was chosen (the mobile overlay closes itself). */
  onSelect?: () => void;
  /**
   * Render the suggestions panel in place rather than in a portal: the mobile overlay is a
   * full-screen dialog, where the panel belongs to the dialog's own layout.
   */
  inline?: boolean;
}

/** The search box component the layout renders in the desktop header and the mobile overlay. */
export type PlaceSearchSlot = ComponentType<PlaceSearchSlotProps>;
