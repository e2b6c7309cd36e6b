import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMapOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SHARED_TRIP_LOAD_FAILED } from '@machines/shared-trip/constants';
import { GO_TO_HOMEPAGE, TRIP_NOT_AVAILABLE } from '../constants';

/**
 * 12.8: an unknown link, a trip no longer shared publicly, or a failed load. The page's main
 * landmark (outside the app's layout there is no other), as the loaded trip's is.
 */
export function TripNotAvailable() {
  return (
    <Container component="main" py={{ base: 64, sm: 120 }}>
      <Stack align="center" gap="md" ta="center" maw={480} mx="auto">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconMapOff size={38} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {TRIP_NOT_AVAILABLE}
        </Title>
        <Text c="dimmed" size="lg">
          {SHARED_TRIP_LOAD_FAILED}
        </Text>
        <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} aria-hidden />}>
          {GO_TO_HOMEPAGE}
        </Button>
      </Stack>
    </Container>
  );
}
