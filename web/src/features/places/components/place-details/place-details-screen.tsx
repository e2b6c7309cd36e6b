import { Button, Container, Grid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconMapPinOff } from '@tabler/icons-react';
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { RouteMap } from '@web/components/route-map/route-map';
import {
  NO_DETAILS_AVAILABLE,
  PLACE_DETAILS_FETCH_FAILED,
  PLACE_DETAILS_RETRY_HINT,
  TRY_AGAIN,
} from '../../constants';
import { usePlaceDetails } from '../../hooks/use-place-details';
import type { PlaceDetails } from '../../hooks/use-place-details';
import { useScrollToTopOnChange } from '../../hooks/use-scroll-to-top';
import { NearbyPlacesSection } from './nearby-places-section';
import { PlaceContactCard } from './place-contact-card';
import { PlaceDetailsSkeleton } from './place-details-skeleton';
import { PlaceOverview } from './place-overview';
import { PlacePhotoGallery } from './place-photo-gallery';
import { PlacePhotoScope } from './place-photo-scope';
import classes from './place-details.module.css';
import { PlaceReviews } from './place-reviews';
import type { PlanVisitDialog } from './plan-visit-slot';

/** Back to the previous page, or to /explore when the place page was opened directly. */
function BackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/explore' }))}
      px="xs"
      w="fit-content"
    >
      Back
    </Button>
  );
}

function NoDetails() {
  return (
    <Stack align="center" gap="sm" py={64} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconMapPinOff size={28} />
      </ThemeIcon>
      <Title order={1} size="h3">
        {NO_DETAILS_AVAILABLE}
      </Title>
      <Text c="dimmed" maw={420}>
        This place could not be found. Search for another place or explore popular destinations.
      </Text>
      <Button renderRoot={(props) => <Link to="/explore" {...props} />} variant="light">
        Explore destinations
      </Button>
    </Stack>
  );
}

/** A failed fetch (not an unknown place): the place may well exist, so the page offers to ask again. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack align="center" gap="sm" py={64} ta="center" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
        <IconAlertTriangle size={28} />
      </ThemeIcon>
      <Title order={1} size="h3">
        {PLACE_DETAILS_FETCH_FAILED}
      </Title>
      <Text c="dimmed" maw={420}>
        {PLACE_DETAILS_RETRY_HINT}
      </Text>
      <Button variant="light" onClick={onRetry}>
        {TRY_AGAIN}
      </Button>
    </Stack>
  );
}

function PlaceDetailsView({
  place,
  planVisitDialog,
}: {
  place: PlaceDetails;
  planVisitDialog: PlanVisitDialog;
}) {
  const photoRefs = place.photos.map((photo) => photo.ref);
  return (
    <PlacePhotoScope placeId={place.id} photoRefs={photoRefs} location={place.location}>
      <Stack gap="xl">
        <Stack gap="lg">
          <PlacePhotoGallery
            name={place.name}
            photoRefs={photoRefs}
            fallbackImageUrl={place.imageUrl}
          />
          <PlaceOverview place={place} planVisitDialog={planVisitDialog} />
        </Stack>
        <Grid gap="xl" className={classes.reviewsAndContact}>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <PlaceReviews place={place} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Stack gap="xl">
              <PlaceContactCard place={place} />
              <RouteMap
                heading="Location"
                mapLabel={`Map of ${place.name}`}
                showList={false}
                stops={[{ key: place.id, placeId: place.id, name: place.name, ...place.location }]}
              />
            </Stack>
          </Grid.Col>
        </Grid>
        <NearbyPlacesSection />
      </Stack>
    </PlacePhotoScope>
  );
}

/**
 * The place-details screen of /place/{placeId} and /destination/{id} (spec 001 §2 "Place details").
 * The route passes the planner "Save to itinerary" opens (the trips feature's Plan Your Visit).
 */
export function PlaceDetailsScreen({
  placeId,
  planVisitDialog,
}: {
  placeId: string;
  planVisitDialog: PlanVisitDialog;
}) {
  useScrollToTopOnChange(placeId);
  const { place, loading, failed, retry } = usePlaceDetails(placeId);
  // Details that come by network are an Apollo store update, which React renders synchronously:
  // the whole page (gallery, reviews, map, nearby places) in one task, 300–400 ms in a trace at
  // Lighthouse's 4× CPU. Deferred, that update keeps the skeleton and the page renders next, in
  // slices input can come between (issue 19). Details already in the cache show at the first render.
  const shownPlace = useDeferredValue(place);
  return (
    <Container py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackButton />
        {loading || (place !== null && shownPlace === null) ? (
          <PlaceDetailsSkeleton />
        ) : shownPlace ? (
          <PlaceDetailsView
            key={shownPlace.id}
            place={shownPlace}
            planVisitDialog={planVisitDialog}
          />
        ) : failed ? (
          <LoadFailed onRetry={retry} />
        ) : (
          <NoDetails />
        )}
      </Stack>
    </Container>
  );
}
