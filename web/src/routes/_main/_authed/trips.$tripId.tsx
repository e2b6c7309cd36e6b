import { createFileRoute } from '@tanstack/react-router';
import { IconRoute } from '@tabler/icons-react';
import { RoutePlaceholder } from '../../../components/placeholder/route-placeholder';

export const Route = createFileRoute('/_main/_authed/trips/$tripId')({
  component: TripDetailRoute,
});

function TripDetailRoute() {
  return (
    <RoutePlaceholder
      icon={<IconRoute size={34} />}
      title="Trip details"
      description="This trip's destinations, day-by-day itinerary, checklist and collaborators will appear here, with ways to edit, share and delete it."
    />
  );
}
