import { createFileRoute } from '@tanstack/react-router';
import { IconMap2 } from '@tabler/icons-react';
import { RoutePlaceholder } from '../../../components/placeholder/route-placeholder';

export const Route = createFileRoute('/_main/_authed/trips/')({
  component: TripsRoute,
});

function TripsRoute() {
  return (
    <RoutePlaceholder
      icon={<IconMap2 size={34} />}
      title="Your Trips"
      description="Your trips will be listed here with their cover images, dates, destinations and travellers, and you will be able to plan a new trip."
    />
  );
}
