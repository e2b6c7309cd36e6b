import {
  Alert,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { WAITING_FOR_MAIN_PHOTOS } from '@machines/photos/constants';
import { selectNearby } from '@machines/photos/photo-loader.machine';
import type { NearbyPlace, NearbyState } from '@machines/photos/photo-loader.machine';
import {
  NEARBY_FETCH_FAILED,
  NEARBY_INITIAL_COUNT,
  NEARBY_LOAD_FAILED,
  NO_NEARBY_PLACES,
  TRY_AGAIN,
} from '../../constants';
import { usePlacePhotoLoaderRef, usePlacePhotos } from '../../hooks/place-photos-context';
import { NearbyPlaceCard } from './nearby-place-card';
import classes from './place-details.module.css';

const WAITING: NearbyState = { status: 'waiting', places: null, error: null };

const gridCols = { base: 2, sm: 3, md: 4 };

interface NearbyListProps {
  /** "Restaurants" / "Attractions". */
  title: string;
  /** "restaurants" / "attractions", for the toggle. */
  noun: string;
  places: readonly NearbyPlace[];
}

/** The first 4, then all with "View all N {noun}" / "Show less {noun}" (spec 001 §2, §9). */
function NearbyList({ title, noun, places }: NearbyListProps) {
  const [showsAll, setShowsAll] = useState(false);
  if (places.length === 0) return null;
  const shown = showsAll ? places : places.slice(0, NEARBY_INITIAL_COUNT);
  const headingId = `nearby-${noun}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      <SimpleGrid cols={gridCols} spacing="md">
        {shown.map((place) => (
          <NearbyPlaceCard key={place.id} place={place} />
        ))}
      </SimpleGrid>
      {places.length > NEARBY_INITIAL_COUNT && (
        <Group justify="center">
          <Button variant="subtle" onClick={() => setShowsAll((value) => !value)}>
            {showsAll ? `Show less ${noun}` : `View all ${places.length} ${noun}`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function NearbySkeleton() {
  return (
    <SimpleGrid cols={gridCols} spacing="md" aria-hidden>
      {Array.from({ length: NEARBY_INITIAL_COUNT }, (_, index) => (
        <Stack key={index} gap={8}>
          <Skeleton style={{ aspectRatio: '4 / 3' }} h="auto" radius="md" />
          <Skeleton h={14} w="80%" />
          <Skeleton h={12} w="50%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * Nearby Places (spec 001 §2): waits for the main photos, then restaurants and attractions from the
 * photo loader (fetched 1 s later, spec 001 §4); empty, error with Try Again, and the toggles.
 */
export function NearbyPlacesSection() {
  const loader = usePlacePhotoLoaderRef();
  // Deferred: the lists' arrival is a store update React would render synchronously, every card in
  // one task (155 ms in a trace at Lighthouse's 4× CPU); the section renders it next, in slices
  // (issue 19), as PlaceDetailsScreen does the details.
  const nearby = useDeferredValue(usePlacePhotos(selectNearby, WAITING));

  let body;
  if (nearby.status === 'waiting') {
    body = (
      <Group gap="sm" c="dimmed">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{WAITING_FOR_MAIN_PHOTOS}</Text>
      </Group>
    );
  } else if (nearby.status === 'loading') {
    body = (
      <Stack gap="sm" aria-busy="true">
        <Text size="sm" c="dimmed">
          Finding places near here...
        </Text>
        <NearbySkeleton />
      </Stack>
    );
  } else if (nearby.status === 'error') {
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={NEARBY_LOAD_FAILED}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{nearby.error ?? NEARBY_FETCH_FAILED}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => loader?.send({ type: 'nearby.retry' })}
          >
            {TRY_AGAIN}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const restaurants = nearby.places?.restaurants ?? [];
    const attractions = nearby.places?.attractions ?? [];
    body =
      restaurants.length === 0 && attractions.length === 0 ? (
        <Text c="dimmed">{NO_NEARBY_PLACES}</Text>
      ) : (
        <Stack gap="xl">
          <NearbyList title="Restaurants" noun="restaurants" places={restaurants} />
          <NearbyList title="Attractions" noun="attractions" places={attractions} />
        </Stack>
      );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="nearby-places" className={classes.nearby}>
      <Title order={2} size="h3" id="nearby-places">
        Nearby Places
      </Title>
      {body}
    </Stack>
  );
}
