import { createFileRoute } from '@tanstack/react-router';
import { IconCompass } from '@tabler/icons-react';
import { RoutePlaceholder } from '../../components/placeholder/route-placeholder';

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
  return (
    <RoutePlaceholder
      icon={<IconCompass size={34} />}
      title={place === undefined ? 'Explore' : `Places in ${place}`}
      description="Search results for a country or city, nearby tourist attractions, popular destinations and cities, and travel tips will appear here."
    />
  );
}
