import { Anchor, Avatar, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_REVIEWS_SHOWN, READ_MORE, SHOW_LESS } from '../../constants';
import type { PlaceDetails } from '../../hooks/use-place-details';
import { reviewerInitial, reviewExcerpt } from '../../utils/place-text';
import classes from './place-details.module.css';
import { StarRating } from './star-rating';

type Review = PlaceDetails['reviews'][number];

/** One review: author, photo or initial, relative time, stars, text cut at 150 characters. */
export function ReviewCard({ review }: { review: Review }) {
  const [expanded, setExpanded] = useState(false);
  const excerpt = reviewExcerpt(review.text);
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar
          src={review.authorPhotoUrl}
          alt=""
          radius="xl"
          color="teal"
          imageProps={{ loading: 'lazy' }}
        >
          {reviewerInitial(review.authorName)}
        </Avatar>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={600} size="sm">
              {review.authorName}
            </Text>
            <Text size="xs" c="dimmed">
              {review.relativeTime}
            </Text>
          </Group>
          <StarRating rating={review.rating} size={14} />
          <Text size="sm" className={classes.reviewText} mt={4}>
            {expanded ? review.text : excerpt.text}
          </Text>
          {excerpt.isTruncated && (
            <UnstyledButton
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
              fz="sm"
              fw={600}
              c="var(--mantine-color-anchor)"
              w="fit-content"
            >
              {expanded ? SHOW_LESS : READ_MORE}
            </UnstyledButton>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** Up to 3 reviews and a link to all of them on Google Maps (spec 001 §2, §9). */
export function PlaceReviews({ place }: { place: PlaceDetails }) {
  const reviews = place.reviews.slice(0, MAX_REVIEWS_SHOWN);
  return (
    <Stack gap="md" component="section" aria-labelledby="place-reviews">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="place-reviews">
          Reviews
        </Title>
        {place.googleMapsUri && (
          <Anchor
            href={place.googleMapsUri}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            fw={600}
          >
            <Group gap={4} component="span" wrap="nowrap">
              See all reviews
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
      {reviews.length === 0 ? (
        <Text c="dimmed">No reviews yet.</Text>
      ) : (
        reviews.map((review, index) => (
          <ReviewCard key={`${review.authorName}-${index}`} review={review} />
        ))
      )}
    </Stack>
  );
}
