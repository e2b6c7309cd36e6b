import type { SessionUser } from '@machines/session/session.machine';

/** "First Last", or whichever of the two is set, else the username. */
export function userFullName(user: SessionUser): string {
  const fullName = [user.firstName, user.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return fullName === '' ? user.userName : fullName;
}
