import { Alert, Button, Container, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import { useIsDesktop } from '@web/components/layout/use-is-desktop';
import { useLocationUpdate } from '../hooks/use-location-update';
import { useProfile } from '../hooks/use-profile';
import { useProfilePictureUpdate } from '../hooks/use-profile-picture-update';
import { useProfileTrips } from '../hooks/use-profile-trips';
import { locationText } from '../utils/profile-display';
import { EditProfileModal } from './edit-profile-modal';
import { LocationPromptCards } from './location-prompt-cards';
import { ProfileHeader } from './profile-header';
import { ProfileStats } from './profile-stats';
import classes from './profile.module.css';
import { ProfileTabs } from './profile-tabs';

/**
 * The profile page (spec 001 §2 "Profile"): header, location prompt cards while no location is
 * set, the Edit Profile dialog, stats, tabs, and a Logout button on mobile only (the desktop header
 * has its own).
 */
export function ProfilePage({ onLogout }: { onLogout: () => void }) {
  const profile = useProfile();
  const { trips, failed: tripsFailed } = useProfileTrips();
  const location = useLocationUpdate();
  const picture = useProfilePictureUpdate();
  const [editOpened, edit] = useDisclosure(false);
  const isDesktop = useIsDesktop();
  const { user } = profile;

  return (
    <Container py={{ base: 'md', sm: 'xl' }} size={960}>
      <Stack gap="lg">
        {user === undefined ? (
          profile.failed ? (
            <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />}>
              Your profile could not be loaded. Please try again later.
            </Alert>
          ) : (
            // The header's height with every field filled, so the stats and tabs below stay put.
            <Skeleton radius="lg" aria-label="Loading profile" className={classes.headerSkeleton} />
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
        <ProfileStats tripCount={trips ? trips.length : null} />
        <ProfileTabs trips={trips} tripsError={tripsFailed} />
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
