import { Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCompass,
  IconCurrentLocation,
  IconMapPinOff,
  IconMapPinQuestion,
} from '@tabler/icons-react';
import type { LocationPermissionView } from '@machines/location/location-permission.machine';

interface LocationPromptCardsProps {
  location: LocationPermissionView;
  onRequest: () => void;
}

/**
 * Shown while the profile has no location (spec 001 §2 "Profile"): one card asks for the position
 * and follows the permission state (prompt, denied, failed, unsupported: §4, §8); the other says
 * what the location is used for.
 */
export function LocationPromptCards({ location, onRequest }: LocationPromptCardsProps) {
  const isRequesting = location.status === 'requesting';
  const isBlocked = location.status === 'denied' || location.status === 'unsupported';

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" h="100%">
          <ThemeIcon size={44} radius="xl" variant="light" color={isBlocked ? 'orange' : undefined}>
            {isBlocked ? (
              <IconMapPinOff size={24} aria-hidden />
            ) : (
              <IconMapPinQuestion size={24} aria-hidden />
            )}
          </ThemeIcon>
          <Title order={2} fz="lg">
            {isBlocked ? 'Location access is blocked' : 'Add your location'}
          </Title>
          <Text size="sm" c="dimmed">
            {isBlocked
              ? 'Your browser did not share your position with us.'
              : 'Share your current position once and we save your city, region and country on your profile.'}
          </Text>
          {location.error !== null && (
            <Text size="sm" c="red.8" role="alert">
              {location.error}
            </Text>
          )}
          {location.status !== 'unsupported' && (
            <Button
              mt="auto"
              leftSection={<IconCurrentLocation size={18} aria-hidden />}
              onClick={onRequest}
              loading={isRequesting}
              disabled={!location.canRequest}
            >
              {location.status === 'prompt' ? 'Share my location' : 'Try again'}
            </Button>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconCompass size={24} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            Why share your location?
          </Title>
          <List size="sm" spacing={6}>
            <List.Item>Nearby tourist attractions on Home and Explore</List.Item>
            <List.Item>Places to visit around where you are</List.Item>
            <List.Item>Update it any time from your profile</List.Item>
          </List>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
