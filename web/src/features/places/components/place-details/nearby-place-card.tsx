import { Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { NearbyPlace } from '@machines/photos/photo-loader.machine';
import { selectPhotos } from '@machines/photos/photo-loader.machine';
import { usePlacePhotos } from '../../hooks/place-photos-context';
import { countText, ratingText, typeLabel } from '../../utils/place-text';
import { PhotoFrame } from './photo-frame';
import classes from './place-details.module.css';
import { StarRating } from './star-rating';

/** A nearby restaurant or attraction (spec 001 §2): photo, name, stars, rating with count, type. */
export function NearbyPlaceCard({ place }: { place: NearbyPlace }) {
  const photo = usePlacePhotos(
    (snapshot) => (place.photoRef === null ? undefined : selectPhotos(snapshot)[place.photoRef]),
    undefined,
  );
  return (
    <Link to="/place/$placeId" params={{ placeId: place.id }} className={classes.nearbyCard}>
      <PhotoFrame
        className={classes.nearbyPhoto}
        src={photo?.url ?? null}
        alt=""
        name={place.name}
        loading={place.photoRef !== null && photo?.status !== 'failed'}
      />
      <NearbyPlaceFacts place={place} />
    </Link>
  );
}

/**
 * The card's text, rendered again only for another place: each photo's loading and arrival
 * re-renders its card (the photo's state), and without this every card's stars and counts with it,
 * twice per photo batch (issue 19).
 */
const NearbyPlaceFacts = memo(function NearbyPlaceFacts({ place }: { place: NearbyPlace }) {
  return (
    <Stack gap={4} p="sm" style={{ flex: 1 }}>
      <Text fw={600} size="sm" lineClamp={2}>
        {place.name}
      </Text>
      {typeof place.rating === 'number' && (
        <Group gap={6} wrap="nowrap">
          <StarRating rating={place.rating} size={13} />
          <Text size="xs" c="dimmed">
            {ratingText(place.rating)}
            {typeof place.totalRatings === 'number' && ` (${countText(place.totalRatings)})`}
          </Text>
        </Group>
      )}
      {place.primaryType && (
        <Text size="xs" c="dimmed" tt="capitalize">
          {typeLabel(place.primaryType)}
        </Text>
      )}
    </Stack>
  );
});
