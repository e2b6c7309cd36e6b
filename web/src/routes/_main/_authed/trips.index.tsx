import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { TripsPage } from '@web/features/trips/components/trips-page';
import { validateTripsSearch } from '@web/features/trips/utils/trip-search';

/**
 * Login required (spec 000 §2, 001 §2 route table). The create-trip dialog lives in the URL
 * (`?create=1`, issue 18): reload keeps it open, Back closes it, and a link can open it.
 */
export const Route = createFileRoute('/_main/_authed/trips/')({
  validateSearch: validateTripsSearch,
  component: TripsRoute,
});

function TripsRoute() {
  const { create } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  // Whether the open dialog's history entry is the one opening it pushed.
  const pushed = useRef(false);
  useEffect(() => {
    if (create !== 1) pushed.current = false;
  }, [create]);
  // Opening pushes an entry, so Back closes the dialog. Closing goes back over that entry (so Back
  // then leaves the page), or, when the page was loaded with it open, drops `create` in place.
  const onOpenedChange = (opened: boolean) => {
    if (opened) {
      pushed.current = true;
      void navigate({ search: (prev) => ({ ...prev, create: 1 }) });
    } else if (pushed.current) {
      pushed.current = false;
      router.history.back();
    } else {
      void navigate({ search: (prev) => ({ ...prev, create: undefined }), replace: true });
    }
  };
  return <TripsPage createDialog={{ opened: create === 1, onOpenedChange }} />;
}
