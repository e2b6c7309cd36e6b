import { createFileRoute } from '@tanstack/react-router';
import { IconUserCircle } from '@tabler/icons-react';
import { RoutePlaceholder } from '../../../components/placeholder/route-placeholder';

export const Route = createFileRoute('/_main/_authed/profile')({
  component: ProfileRoute,
});

function ProfileRoute() {
  return (
    <RoutePlaceholder
      icon={<IconUserCircle size={34} />}
      title="Your Profile"
      description="Your picture, name, bio, social links, location and trips will appear here, with a form to edit your profile."
    />
  );
}
