import { AspectRatio, Card, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { CARD_IMAGE_RATIO } from './card-image';
import classes from './explore.module.css';

/**
 * A row loading: its text (announced) above placeholder cards in the shape of the Explore cards.
 */
export function CardSkeletons({ count = 4, text }: { count?: number; text: string }) {
  return (
    <Stack gap="sm">
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Group>
      <div className={`${classes.rowViewport} ${classes.skeletonRow}`} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} withBorder padding="sm" className={classes.card}>
            <Card.Section>
              <AspectRatio ratio={CARD_IMAGE_RATIO}>
                <Skeleton radius={0} />
              </AspectRatio>
            </Card.Section>
            <Stack gap={8} mt="sm">
              <Skeleton height={16} width="70%" />
              <Skeleton height={12} width="40%" />
              <Skeleton height={12} width="55%" />
            </Stack>
          </Card>
        ))}
      </div>
    </Stack>
  );
}
