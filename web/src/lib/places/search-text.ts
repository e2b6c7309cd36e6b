/** Spec 000 §5, §9: a query under 2 characters after trimming does nothing. */
export const PLACE_SEARCH_MIN_CHARS = 2;

/**
 * The text a place search (the top-bar box, the Add Place dialog) sends, or null when it sends nothing: a query under 2 characters after
 * trimming does nothing (spec 000 §5, §9).
 */
export function searchableText(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed.length < PLACE_SEARCH_MIN_CHARS ? null : trimmed;
}
