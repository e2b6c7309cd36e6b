import { useLocation, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  selectCreateDialogOpen,
  selectCreateFormKey,
  selectCreateTripError,
  selectCreating,
} from '@machines/trips/create-trip.machine';
import { useSession } from '@web/actors/session';
import { clearSessionDraft } from '@web/lib/forms/use-session-draft';
import { useCreateTrip } from '../hooks/use-create-trip';
import { CREATE_TRIP_DRAFT_KEY } from '../hooks/use-new-trip-form';
import { CreateTripDialog } from './create-trip-dialog';
import type { NewTripValues } from './create-trip-dialog';

/**
 * The create-trip dialog for a screen outside the trips list (the home): `children` gets the function
 * that opens it; a created trip opens its page, as from the list (spec 000 §4).
 */
export function CreateTripLauncher({
  onCreated,
  children,
}: {
  onCreated?: () => void;
  children: (openPlanner: () => void) => ReactNode;
}) {
  const create = useCreateTrip({
    onCreated: () => {
      // Saved: the draft kept while typing is done with (issue 18).
      clearSessionDraft(CREATE_TRIP_DRAFT_KEY);
      onCreated?.();
    },
  });
  const opened = useSelector(create, selectCreateDialogOpen);
  const formKey = useSelector(create, selectCreateFormKey);
  const creating = useSelector(create, selectCreating);
  const failure = useSelector(create, selectCreateTripError);
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const here = useLocation({ select: (location) => location.href });

  const createTrip = (values: NewTripValues) => {
    // Spec 000 §4: submitting while logged out goes to /login, and back here after it, where the
    // dialog's draft is waiting (issue 18).
    if (!isAuthenticated) void navigate({ to: '/login', search: { redirect: here } });
    else create.send({ type: 'createTrip.submit', input: { ...values, destinations: [] } });
  };

  return (
    <>
      {children(() => create.send({ type: 'createTrip.open' }))}
      <CreateTripDialog
        key={formKey}
        opened={opened}
        onClose={() => create.send({ type: 'createTrip.close' })}
        onSubmit={createTrip}
        submitting={creating}
        failure={failure}
      />
    </>
  );
}
