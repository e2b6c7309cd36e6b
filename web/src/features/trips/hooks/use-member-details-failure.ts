import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect } from 'react';
import type { CollaboratorsActorRef } from '@machines/collaborators/collaborators.machine';

/** The answer's errors are about the owner's or the collaborators' cards (user/collaboraters-info). */
export function isMemberDetailsFailure(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (graphQLError) =>
        graphQLError.path?.includes('owner') === true ||
        graphQLError.path?.includes('collaborators') === true,
    )
  );
}

/**
 * Spec 001 §8 / checklist 11.12: when the trip came but its members' names and pictures could not
 * be loaded, the collaborators machine toasts "Failed to fetch user details" (once per failed answer).
 */
export function useMemberDetailsFailure(
  error: unknown,
  collaborators: CollaboratorsActorRef,
): void {
  useEffect(() => {
    if (isMemberDetailsFailure(error)) collaborators.send({ type: 'members.detailsFailed' });
  }, [error, collaborators]);
}
