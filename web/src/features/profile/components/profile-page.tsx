import { Alert, Button, Container, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { useIsDesktop } from '@web/components/layout/use-is-desktop';
import { ProfileQuery } from '../graphql/profile-query';
import { ProfileTripsQuery } from '../graphql/profile-trips-query';
import { useLocationUpdate } from '../hooks/use-location-update';
import { useProfilePictureUpdate } from '../hooks/use-profile-picture-update';
import { locationText } from '../utils/profile-display';
import { EditProfileModal } from './edit-profile-modal';
import { LocationPromptCards } from './location-prompt-cards';
import { ProfileHeader } from './profile-header';
import { ProfileStats } from './profile-stats';
import { ProfileTabs } from './profile-tabs';

/**
 * The profile page (spec 001 §2 "Profile"): header, location prompt cards while no location is
 * set, the Edit Profile dialog, stats, tabs, and a Logout button on mobile only (the desktop header
 * has its own).
 */
export function ProfilePage({ onLogout }: { onLogout: () => void }) {
  const profile = useFreshQuery(ProfileQuery, { freshness: 'profile' });
  const trips = useFreshQuery(ProfileTripsQuery, { freshness: 'trips' });
  const location = useLocationUpdate();
  const picture = useProfilePictureUpdate();
  const [editOpened, edit] = useDisclosure(false);
  const isDesktop = useIsDesktop();
  const user = profile.data?.me;

  return (
    <Container py={{ base: 'md', sm: 'xl' }} size={960}>
      <Stack gap="lg">
        {user === undefined ? (
          profile.error ? (
            <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />}>
              Your profile could not be loaded. Please try again later.
            </Alert>
          ) : (
            <Skeleton height={220} radius="lg" aria-label="Loading profile" />
          )
        ) : (
          <>
            <ProfileHeader
              user={user}
              location={location.view}
              onUpdateLocation={location.request}
              onEdit={edit.open}
              picture={{
                isUploading: picture.isUploading,
                onChoose: (file) => void picture.change(file),
              }}
            />
            {locationText(user.location) === null && (
              <LocationPromptCards location={location.view} onRequest={location.request} />
            )}
            <EditProfileModal opened={editOpened} onClose={edit.close} user={user} />
          </>
        )}
        <ProfileStats tripCount={trips.data ? trips.data.myTrips.length : null} />
        <ProfileTabs trips={trips.data?.myTrips ?? null} tripsError={trips.error !== undefined} />
        {!isDesktop && (
          <Button
            variant="outline"
            color="red"
            fullWidth
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={onLogout}
          >
            Logout
          </Button>
        )}
      </Stack>
    </Container>
  );
}
