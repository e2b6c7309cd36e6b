import { formatDateRange, formatLongDate } from '@machines/shared/date-format';
import type { ProfileFieldsFragment } from '@web/gql/graphql';

const present = (part: string | null | undefined): part is string =>
  typeof part === 'string' && part.trim() !== '';

/** "First Last", whichever of the two is set, else the username. */
export function profileFullName(
  user: Pick<ProfileFieldsFragment, 'firstName' | 'lastName' | 'userName'>,
): string {
  const name = [user.firstName, user.lastName].filter(present).join(' ');
  return name === '' ? user.userName : name;
}

/** "City, State, Country" from what is known; null when no place is saved. */
export function locationText(
  location: Pick<
    NonNullable<ProfileFieldsFragment['location']>,
    'city' | 'state' | 'country'
  > | null,
): string | null {
  if (!location) return null;
  const parts = [location.city, location.state, location.country].filter(present);
  return parts.length === 0 ? null : parts.join(', ');
}

/** "Joined March 4, 2025" (RESOLUTIONS "Date formats": MMMM d, yyyy); null for a bad date. */
export function joinedText(createdAt: string): string | null {
  const date = formatLongDate(createdAt);
  return date === '' ? null : `Joined ${date}`;
}

/** A trip's dates as on cards (MMM dd, yyyy), "Dates not set" when missing. */
export function tripDatesText(startDate?: string | null, endDate?: string | null): string {
  return formatDateRange(startDate, endDate) || 'Dates not set';
}

/** The role as the gateway names it (enum ADMIN) or as REST does ('admin'). */
export const isAdminRole = (role: string) => role.toLowerCase() === 'admin';
