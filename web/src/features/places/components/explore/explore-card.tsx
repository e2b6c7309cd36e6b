import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconStarFilled } from '@tabler/icons-react';
import { memo } from 'react';
import { countText } from '../../utils/place-text';
import { CardImage } from './card-image';
import classes from './explore.module.css';

/** Where a card leads (spec 001 §2): countries and cities to Explore by name, places to their page. */
export type CardTarget = { kind: 'place'; placeId: string } | { kind: 'explore'; place: string };

export interface ExploreCardItem {
  id: string;
  name: string;
  imageUrl: string;
  /** A place's type ("tourist attraction") or a destination's description. */
  detail?: string | null;
  rating?: number | null;
  totalRatings?: number | null;
}

interface ExploreCardProps {
  item: ExploreCardItem;
  /** Where a card leads, from its item (the list's, the same function for each card). */
  targetOf: (item: ExploreCardItem) => CardTarget;
  /** Shows the detail as a type (one line, capitalised) rather than a description (two lines). */
  detailIsType?: boolean;
  imageReleased: boolean;
  /** Its photo is one of the page's first screenful (CardImage `priority`). */
  imagePriority?: boolean;
}

/**
 * A card of the Explore rows: photo, name, rating with its total, and type or description. Rendered
 * again only when its own props change: each batch of photos released (every 300 ms, spec 001 §9)
 * re-renders the list, and without this every card with it (issue 19).
 */
export const ExploreCard = memo(function ExploreCard({
  item,
  targetOf,
  detailIsType,
  imageReleased,
  imagePriority,
}: ExploreCardProps) {
  const target = targetOf(item);
  const body = (
    <>
      <Card.Section>
        <CardImage
          src={item.imageUrl}
          name={item.name}
          released={imageReleased}
          priority={imagePriority}
        />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} lineClamp={1} title={item.name}>
          {item.name}
        </Text>
        {typeof item.rating === 'number' && (
          <Group gap={4} wrap="nowrap">
            <IconStarFilled size={14} className={classes.star} aria-hidden />
            <Text size="sm" fw={500}>
              {item.rating.toFixed(1)}
            </Text>
            {typeof item.totalRatings === 'number' && (
              <Text size="sm" c="dimmed">
                ({countText(item.totalRatings)})
              </Text>
            )}
          </Group>
        )}
        {item.detail && (
          <Text
            size="sm"
            c="dimmed"
            lineClamp={detailIsType ? 1 : 2}
            className={detailIsType ? classes.type : undefined}
          >
            {item.detail}
          </Text>
        )}
      </Stack>
    </>
  );
  return target.kind === 'place' ? (
    <Card
      withBorder
      padding="sm"
      className={classes.card}
      renderRoot={(props) => (
        <Link to="/place/$placeId" params={{ placeId: target.placeId }} {...props} />
      )}
    >
      {body}
    </Card>
  ) : (
    <Card
      withBorder
      padding="sm"
      className={classes.card}
      renderRoot={(props) => <Link to="/explore" search={{ place: target.place }} {...props} />}
    >
      {body}
    </Card>
  );
});
