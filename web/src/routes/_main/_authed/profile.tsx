import { createFileRoute } from '@tanstack/react-router';
import { useLogout } from '@web/features/auth/hooks/use-logout';
import { ProfilePage } from '@web/features/profile/components/profile-page';

/** Login required (spec 001 §2 route table). */
export const Route = createFileRoute('/_main/_authed/profile')({
  component: ProfileRoute,
});

function ProfileRoute() {
  const logout = useLogout();
  return <ProfilePage onLogout={logout} />;
}
