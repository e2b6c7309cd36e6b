/**
 * Texts of the collaborator and sharing calls (issue 13): the mock's answers and its request schemas'
 * errors (sharing.ts). Success texts are the toasts of D2 §8 where one fits (11.9–11.11, 12.2, 12.14);
 * the refusals are the mock's own (the spec does not show the server's texts).
 */
export const sharingMessages = {
  usersFound: 'Users fetched successfully',
  /** D2 §8. */
  collaboratorAdded: 'Collaborator added successfully',
  collaboratorRemoved: 'Collaborator removed successfully',
  collaboratorRoleUpdated: 'Collaborator role updated successfully',
  /** A collaborator removing themself. */
  leftTrip: 'You left the trip',
  /** D2 §8 (12.2). */
  shareLinkGenerated: 'Trip share link generated successfully!',
  sharingSettingsUpdated: 'Sharing settings updated successfully',
  sharedTripFetched: 'Shared trip fetched successfully',
  /** D2 §6 (12.14). */
  joinedAsViewer: 'Successfully joined the trip as a viewer!',

  searchTextRequired: 'Enter a user name to search for',
  userIdRequired: 'User ID is required',
  collaboratorIdRequired: 'Collaborator ID is required',
  roleRequired: 'Role is required',
  roleInvalid: 'Role must be viewer or editor',
  userNotFound: 'User not found',
  ownerIsNotACollaborator: 'The trip owner is already part of this trip',
  alreadyCollaborator: 'This user is already a collaborator on this trip',
  collaboratorNotFound: 'This user is not a collaborator on this trip',
  noInvitePermission: 'You do not have permission to invite collaborators to this trip',
  onlyOwnerChangesRoles: 'Only the trip owner can change collaborator roles',
  onlyOwnerRemoves: 'Only the trip owner can remove collaborators',
  noSharePermission: 'You do not have permission to share this trip',
  settingInvalid: (name: string) => `${name} must be true or false`,
  sharedTripNotFound: 'This shared trip link is not valid',
  publicViewOff: 'This trip is not shared publicly',
  joinsOff: 'This trip does not accept new members',
  alreadyMember: 'You are already a member of this trip',
} as const;
