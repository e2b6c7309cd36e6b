import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconCalendar,
  IconCurrentLocation,
  IconEdit,
  IconMapPin,
  IconRosetteDiscountCheck,
  IconShieldStar,
} from '@tabler/icons-react';
import type { LocationPermissionView } from '@machines/location/location-permission.machine';
import type { ProfileFieldsFragment } from '@web/gql/graphql';
import { BIO_FALLBACK } from '../constants';
import { isAdminRole, joinedText, locationText, profileFullName } from '../utils/profile-display';
import { ProfilePictureButton } from './profile-picture-button';
import classes from './profile.module.css';

interface ProfileHeaderProps {
  user: ProfileFieldsFragment;
  location: LocationPermissionView;
  onUpdateLocation: () => void;
  onEdit: () => void;
  picture: { isUploading: boolean; onChoose: (file: File | null) => void };
}

/**
 * The profile header (spec 001 §2 "Profile"): picture (click to change), full name, Verified and
 * Admin badges, @username, bio or its fallback, social links, location with its update button, and
 * the join date.
 */
export function ProfileHeader({
  user,
  location,
  onUpdateLocation,
  onEdit,
  picture,
}: ProfileHeaderProps) {
  const fullName = profileFullName(user);
  const place = locationText(user.location);
  const joined = joinedText(user.createdAt);
  const facebook = user.socialLinks?.facebook?.trim();
  const instagram = user.socialLinks?.instagram?.trim();
  const bio = user.bio?.trim();
  const isRequesting = location.status === 'requesting';

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <div className={classes.header}>
        <ProfilePictureButton
          src={user.profilePic ?? null}
          name={fullName}
          isUploading={picture.isUploading}
          onChoose={picture.onChoose}
        />
        <Stack gap={8} className={classes.headerMain}>
          <Group gap="xs" className={classes.centerOnMobile}>
            <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {fullName}
            </Title>
            {user.isVerified && (
              <Badge
                color="teal"
                variant="outline"
                tt="none"
                leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
              >
                Verified
              </Badge>
            )}
            {isAdminRole(user.role) && (
              <Badge
                color="grape"
                variant="outline"
                tt="none"
                leftSection={<IconShieldStar size={14} aria-hidden />}
              >
                Admin
              </Badge>
            )}
          </Group>
          <Text c="dimmed" fw={500} mt={-6}>
            @{user.userName}
          </Text>
          <Text
            c={bio ? undefined : 'dimmed'}
            fs={bio ? undefined : 'italic'}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {bio || BIO_FALLBACK}
          </Text>

          {(facebook || instagram) && (
            <Group gap="xs" className={classes.centerOnMobile}>
              {facebook && (
                <ActionIcon
                  component="a"
                  href={facebook}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  size="lg"
                  radius="xl"
                  aria-label="Facebook profile"
                >
                  <IconBrandFacebook size={20} aria-hidden />
                </ActionIcon>
              )}
              {instagram && (
                <ActionIcon
                  component="a"
                  href={instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  size="lg"
                  radius="xl"
                  aria-label="Instagram profile"
                >
                  <IconBrandInstagram size={20} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          )}

          <Group gap="xs" wrap="wrap" className={classes.centerOnMobile}>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text size="sm" data-testid="profile-location">
                {place ?? 'No location set'}
              </Text>
            </Group>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconCurrentLocation size={16} aria-hidden />}
              onClick={onUpdateLocation}
              loading={isRequesting}
              disabled={!location.canRequest}
            >
              {place === null ? 'Set location' : 'Update location'}
            </Button>
          </Group>
          {place !== null && location.error !== null && (
            <Text size="sm" c="red.8" role="alert">
              {location.error}
            </Text>
          )}

          {joined !== null && (
            <Group gap={6} className={classes.centerOnMobile}>
              <IconCalendar size={18} aria-hidden />
              <Text size="sm" c="dimmed">
                {joined}
              </Text>
            </Group>
          )}
        </Stack>
        <Button
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
          onClick={onEdit}
          style={{ flex: 'none' }}
        >
          Edit Profile
        </Button>
      </div>
    </Paper>
  );
}
