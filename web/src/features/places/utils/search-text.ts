import { PLACE_SEARCH_MIN_CHARS } from '../constants';

/**
 * The text the place search sends, or null when it sends nothing: a query under 2 characters after
 * trimming does nothing (spec 000 §5, §9).
 */
export function searchableText(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed.length < PLACE_SEARCH_MIN_CHARS ? null : trimmed;
}
