import { createFileRoute, Link } from '@tanstack/react-router';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { RoutePlaceholder } from '../components/placeholder/route-placeholder';

/** A trip shared by link; no main layout (spec 001 §2). */
export const Route = createFileRoute('/shared-trip/$shareToken')({
  component: SharedTripRoute,
});

function SharedTripRoute() {
  return (
    <RoutePlaceholder
      icon={<IconShare size={34} />}
      title="Shared trip"
      description="A trip someone shared with you will appear here: its cover, dates, destinations and travellers, with a way to join it."
    >
      <Button variant="light" renderRoot={(props) => <Link to="/" {...props} />}>
        Go to Homepage
      </Button>
    </RoutePlaceholder>
  );
}
