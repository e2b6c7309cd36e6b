import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../actors/session';
import { ExplorePage } from '../../features/places/components/explore/explore-page';

interface ExploreSearch {
  /** A country or city name (spec 000 §2). */
  place?: string;
}

export const Route = createFileRoute('/_main/explore')({
  validateSearch: (search: Record<string, unknown>): ExploreSearch => {
    const place = typeof search.place === 'string' ? search.place.trim() : '';
    // An explicit undefined: the router keeps unvalidated keys unless the validator overrides them.
    return { place: place === '' ? undefined : place };
  },
  component: ExploreRoute,
});

function ExploreRoute() {
  const { place } = Route.useSearch();
  const { isAuthenticated } = useSession();
  return <ExplorePage place={place} signedIn={isAuthenticated} />;
}
