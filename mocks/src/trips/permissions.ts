import type { Trip } from '@contract/trip';
import { accessOf } from '../db/trips';
import type { TripAccess } from '../db/trips';
import { ApiError } from '../handlers/respond';
import { sharingMessages } from '@contract/sharing-messages';
import { tripMessages } from './constants';

/**
 * What the server enforces per role (D1 §6, D2 §6 leave it "not shown"; issues 4 and 13 decide it as
 * users expect from the UI rules): the owner and collaborators read the trip; the owner and editors
 * change it, delete it (RESOLUTIONS 7.8: editors see Delete Trip, so the server lets them), invite
 * people and share it; only the owner changes roles and removes collaborators (D2 §6, 11.3).
 * Viewers and strangers are refused with 403; the admin role gives no rights on other people's trips.
 */
export type TripAction = 'view' | 'edit' | 'delete' | 'invite' | 'share' | 'changeRoles' | 'remove';

const allowed: Record<TripAction, readonly TripAccess[]> = {
  view: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  delete: ['owner', 'editor'],
  invite: ['owner', 'editor'],
  share: ['owner', 'editor'],
  changeRoles: ['owner'],
  remove: ['owner'],
};

const refusals: Record<TripAction, string> = {
  view: tripMessages.noViewPermission,
  edit: tripMessages.noEditPermission,
  delete: tripMessages.noDeletePermission,
  invite: sharingMessages.noInvitePermission,
  share: sharingMessages.noSharePermission,
  changeRoles: sharingMessages.onlyOwnerChangesRoles,
  remove: sharingMessages.onlyOwnerRemoves,
};

/** Whether someone with this access (null: none) may do the action. */
export function mayDo(access: TripAccess | null, action: TripAction): boolean {
  return access !== null && allowed[action].includes(access);
}

/** Throws the 403 of the action unless the user may do it on this trip. */
export function assertMayDo(trip: Trip, userId: string, action: TripAction): void {
  if (!mayDo(accessOf(trip, userId), action)) throw new ApiError(403, refusals[action]);
}
