import { useLocation, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  selectCreateDialogOpen,
  selectCreateFormKey,
  selectCreateTripError,
  selectCreating,
} from '@machines/trips/create-trip.machine';
import { useSession } from '@web/actors/session';
import { clearSessionDraft } from '@web/lib/forms/use-session-draft';
import { CREATE_TRIP_DRAFT_KEY } from '../constants';
import { useCreateTrip } from '../hooks/use-create-trip';
import type { NewTripValues } from './create-trip-dialog';

// Loaded when first opened, as the feedback dialog is: the home and the trips list then carry no
// form code on their first view (issue 19). Kept mounted afterwards so closing animates and gives
// focus back.
const CreateTripDialog = lazy(() =>
  import('./trip-planner-dialogs').then((module) => ({ default: module.CreateTripDialog })),
);

/** Says when the lazily loaded dialog beside it (same Suspense boundary) has mounted. */
function OnMounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

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
  const [wasOpened, setWasOpened] = useState(false);
  if (opened && !wasOpened) setWasOpened(true);
  // The loaded dialog mounts closed, then opens: Mantine notes the focused element (to give focus
  // back on close) only when `opened` changes, not on a mount that starts open.
  const [mounted, setMounted] = useState(false);
  const onDialogMounted = useCallback(() => setMounted(true), []);
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
      {wasOpened && (
        <Suspense fallback={null}>
          <CreateTripDialog
            key={formKey}
            opened={opened && mounted}
            onClose={() => setOpened(false)}
            onSubmit={createTrip}
            submitting={creating}
            failure={failure}
          />
          <OnMounted onMounted={onDialogMounted} />
        </Suspense>
      )}
    </>
  );
}
