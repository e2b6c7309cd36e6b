import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '@web/actors/session';
import { SharedTripPage } from '../features/shared-trip/components/shared-trip-page';
import { asksToJoin } from '../features/shared-trip/shared-trip-path';

interface SharedTripSearch {
  /** Back from login after a guest pressed Join (12.18): join once signed in. */
  join?: true;
}

/** A trip shared by link; no main layout (spec 001 §2 "Shared trip page"). */
export const Route = createFileRoute('/shared-trip/$shareToken')({
  // An explicit undefined: the router keeps unvalidated keys unless the validator overrides them.
  validateSearch: (search: Record<string, unknown>): SharedTripSearch => ({
    join: asksToJoin(search.join) ? true : undefined,
  }),
  component: SharedTripRoute,
});

function SharedTripRoute() {
  const { shareToken } = Route.useParams();
  const { join } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useSession();
  // The page started with the join remembered; the address forgets it, so a reload asks again.
  useEffect(() => {
    if (join) void navigate({ search: {}, replace: true });
  }, [join, navigate]);
  return (
    // A new page per visitor: who is asking decides membership and Join.
    <SharedTripPage
      key={`${shareToken}:${user?.id ?? 'guest'}`}
      shareToken={shareToken}
      signedIn={user !== null}
      joinOnArrival={join === true}
    />
  );
}
