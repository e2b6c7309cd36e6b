import { createFileRoute } from '@tanstack/react-router';
import { TripsPage } from '@web/features/trips/components/trips-page';

/** Login required (spec 000 §2, 001 §2 route table). */
export const Route = createFileRoute('/_main/_authed/trips/')({
  component: TripsPage,
});
