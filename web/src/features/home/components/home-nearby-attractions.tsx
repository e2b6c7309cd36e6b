import {
  AspectRatio,
  Button,
  Card,
  Center,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCurrentLocation,
  IconMapPinSearch,
  IconStarFilled,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { HOME_TEXTS, MAX_NEARBY_ATTRACTIONS } from '../constants';
import type { HomeLocation, NearbySection } from '../hooks/use-home';
import { HomeSection } from './home-section';
import classes from './home.module.css';
import landing from './landing.module.css';
import { CardImage } from './trending-destinations';

const grid = { base: 2, sm: 4 } as const;

/**
 * Nearby attractions (spec 000 §2, §9: at most 4) around the saved location. Without a location
 * with valid coordinates nothing is asked for (spec 000 §5, RESOLUTIONS 4.11): the section invites
 * the traveller to set it on the profile instead of showing an empty box.
 */
export function HomeNearbyAttractions({
  nearby,
  location,
}: {
  nearby: NearbySection;
  location: HomeLocation | null;
}) {
  const city = nearby.status === 'ready' ? location?.city : null;
  return (
    <HomeSection
      id="nearby-attractions"
      title={HOME_TEXTS.nearbyTitle}
      description={city ? HOME_TEXTS.nearbyAround(city) : null}
      action={
        nearby.status === 'ready' && (
          <Button
            variant="subtle"
            size="compact-sm"
            renderRoot={(props) => <Link to="/explore" {...props} />}
          >
            {HOME_TEXTS.exploreMore}
          </Button>
        )
      }
    >
      {nearby.status === 'loading' && (
        <SimpleGrid
          cols={grid}
          spacing={{ base: 'sm', sm: 'lg' }}
          aria-busy="true"
          aria-label="Loading nearby attractions"
        >
          {Array.from({ length: MAX_NEARBY_ATTRACTIONS }, (_, index) => (
            <Card key={index} withBorder padding="md">
              <Card.Section>
                <AspectRatio ratio={4 / 3}>
                  <Skeleton radius={0} />
                </AspectRatio>
              </Card.Section>
              <Skeleton height={16} width="70%" mt="sm" />
              <Skeleton height={12} width="40%" mt={8} />
            </Card>
          ))}
        </SimpleGrid>
      )}
      {nearby.status === 'noLocation' && (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Group gap="lg" wrap="nowrap" align="flex-start">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden visibleFrom="xs">
              <IconMapPinSearch size={30} stroke={1.5} />
            </ThemeIcon>
            <Stack gap="xs" align="flex-start">
              <Title order={3} fz="lg">
                {HOME_TEXTS.locationTitle}
              </Title>
              <Text c="dimmed" size="sm">
                {HOME_TEXTS.locationText}
              </Text>
              <Button
                mt={4}
                leftSection={<IconCurrentLocation size={18} aria-hidden />}
                renderRoot={(props) => <Link to="/profile" {...props} />}
              >
                {HOME_TEXTS.setLocation}
              </Button>
            </Stack>
          </Group>
        </Paper>
      )}
      {nearby.status === 'failed' && (
        <Center className={classes.sectionMessage} role="alert">
          <Group gap="xs">
            <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-red-filled)" />
            <Text>{HOME_TEXTS.nearbyFailed}</Text>
          </Group>
        </Center>
      )}
      {nearby.status === 'ready' && nearby.value.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">{HOME_TEXTS.nearbyEmpty}</Text>
        </Paper>
      )}
      {nearby.status === 'ready' && nearby.value.length > 0 && (
        <SimpleGrid cols={grid} spacing={{ base: 'sm', sm: 'lg' }}>
          {nearby.value.map((place) => (
            <Card
              key={place.id}
              withBorder
              padding="md"
              className={landing.trendingCard}
              renderRoot={(props) => (
                <Link to="/place/$placeId" params={{ placeId: place.id }} {...props} />
              )}
            >
              <Card.Section>
                <CardImage src={place.imageUrl} name={place.name} ratio={4 / 3} />
              </Card.Section>
              <Text fw={600} mt="sm" lineClamp={1}>
                {place.name}
              </Text>
              <Group gap={6} wrap="nowrap">
                {place.rating !== null && (
                  // Never squeezed by a long type beside it: the type is the one cut short.
                  <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
                    <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                    <Text size="sm" fw={500}>
                      {place.rating.toFixed(1)}
                    </Text>
                  </Group>
                )}
                {place.description && (
                  <Text size="sm" c="dimmed" lineClamp={1} tt="capitalize" miw={0}>
                    {place.description}
                  </Text>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
