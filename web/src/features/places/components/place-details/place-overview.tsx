import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBookmarkPlus, IconNavigation } from '@tabler/icons-react';
import { useRef } from 'react';
import { NAVIGATE, SAVE_TO_ITINERARY } from '../../constants';
import type { PlaceDetails } from '../../hooks/use-place-details';
import { useSaveToItinerary } from '../../hooks/use-save-to-itinerary';
import { countText, directionsUrl, ratingText, typeTags } from '../../utils/place-text';
import type { PlanVisitDialog } from './plan-visit-slot';
import { StarRating } from './star-rating';

/**
 * Name, editorial summary, rating with the review count, up to 3 type tags, Navigate and Save to
 * itinerary (spec 001 §2 "Place details"), which opens the given planner for a signed-in user.
 */
export function PlaceOverview({
  place,
  planVisitDialog: PlanVisit,
}: {
  place: PlaceDetails;
  planVisitDialog: PlanVisitDialog;
}) {
  const saveToItinerary = useSaveToItinerary();
  // The planner is mounted only while open, so Mantine has nothing to give focus back to on close.
  const saveButton = useRef<HTMLButtonElement>(null);
  const closePlanner = () => {
    saveToItinerary.closePlanner();
    saveButton.current?.focus();
  };
  const tags = typeTags(place.types);
  return (
    <Stack gap="sm">
      <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.15}>
        {place.name}
      </Title>
      {place.rating !== null && (
        <Group gap={8} wrap="nowrap">
          <Text fw={700}>{ratingText(place.rating)}</Text>
          <StarRating rating={place.rating} size={18} />
          {place.userRatingCount !== null && (
            <Text c="dimmed" size="sm">
              ({countText(place.userRatingCount)}{' '}
              {place.userRatingCount === 1 ? 'review' : 'reviews'})
            </Text>
          )}
        </Group>
      )}
      {tags.length > 0 && (
        <Group gap={6} aria-label="Place types">
          {tags.map((tag) => (
            <Badge key={tag} variant="default" radius="sm" tt="capitalize">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      {place.summary && (
        <Text size="lg" c="dimmed" maw={760}>
          {place.summary}
        </Text>
      )}
      <Group gap="sm" mt={4}>
        <Button
          component="a"
          href={directionsUrl(place.location)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconNavigation size={18} aria-hidden />}
        >
          {NAVIGATE}
        </Button>
        <Button
          ref={saveButton}
          variant="default"
          leftSection={<IconBookmarkPlus size={18} aria-hidden />}
          onClick={saveToItinerary.save}
        >
          {SAVE_TO_ITINERARY}
        </Button>
      </Group>
      {saveToItinerary.plannerOpen && (
        <PlanVisit
          onClose={closePlanner}
          destination={{
            placeId: place.id,
            name: place.name,
            formattedAddress: place.address,
            photoRef: place.photos[0]?.ref ?? null,
            rating: place.rating ?? 0,
            googleMapsUrl: place.googleMapsUri,
            latitude: place.location.latitude,
            longitude: place.location.longitude,
            types: place.types,
          }}
        />
      )}
    </Stack>
  );
}
