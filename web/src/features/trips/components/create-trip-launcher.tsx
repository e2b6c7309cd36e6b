import { useLocation, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, useEffect } from 'react';
import type { ReactNode } from 'react';
import {
  selectCreateDialogOpen,
  selectCreateFormKey,
  selectCreateTripError,
  selectCreating,
} from '@machines/trips/create-trip.machine';
import { useSession } from '@web/actors/session';
import { LazyOnFirstOpen } from '@web/components/lazy-dialog/lazy-on-first-open';
import { clearSessionDraft } from '@web/lib/forms/use-session-draft';
import { CREATE_TRIP_DRAFT_KEY } from '../constants';
import { useCreateTrip } from '../hooks/use-create-trip';
import type { NewTripValues } from './create-trip-dialog';

// Loaded when first opened (LazyOnFirstOpen): the home and the trips list then carry no form code on
// their first view (issue 19).
const CreateTripDialog = lazy(() =>
  import('./trip-planner-dialogs').then((module) => ({ default: module.CreateTripDialog })),
);

/** A dialog whose open state lives in the URL (e.g. `/trips?create=1`): the route reads and sets it. */
export interface DialogInUrl {
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
}

/**
 * The create-trip dialog, on the trips list and the home: `children` gets the function that opens
 * it; a created trip opens its page (spec 000 §4). With `inUrl` (the trips list, issue 18) the URL
 * says whether it is open, so reload keeps it and Back closes it; the machine follows the URL.
 */
export function CreateTripLauncher({
  onCreated,
  inUrl,
  children,
}: {
  onCreated?: () => void;
  inUrl?: DialogInUrl;
  children: (openPlanner: () => void) => ReactNode;
}) {
  const create = useCreateTrip({
    replace: inUrl !== undefined,
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
  const openedInUrl = inUrl?.opened;
  useEffect(() => {
    if (openedInUrl !== undefined) {
      create.send({ type: openedInUrl ? 'createTrip.open' : 'createTrip.close' });
    }
  }, [create, openedInUrl]);
  const setOpened = (next: boolean) => {
    if (inUrl !== undefined) inUrl.onOpenedChange(next);
    else create.send({ type: next ? 'createTrip.open' : 'createTrip.close' });
  };

  const createTrip = (values: NewTripValues) => {
    // Spec 000 §4: submitting while logged out goes to /login, and back here after it, where the
    // dialog's draft is waiting (issue 18).
    if (!isAuthenticated) void navigate({ to: '/login', search: { redirect: here } });
    else create.send({ type: 'createTrip.submit', input: { ...values, destinations: [] } });
  };

  return (
    <>
      {children(() => setOpened(true))}
      <LazyOnFirstOpen opened={opened}>
        {(dialogOpened) => (
          <CreateTripDialog
            key={formKey}
            opened={dialogOpened}
            onClose={() => setOpened(false)}
            onSubmit={createTrip}
            submitting={creating}
            failure={failure}
          />
        )}
      </LazyOnFirstOpen>
    </>
  );
}
