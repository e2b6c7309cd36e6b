import { Group, Rating, Text } from '@mantine/core';
import { useId } from 'react';
import { RATING_MAX } from '@machines/feedback/constants';

const starLabel = (value: number) =>
  value === 0 ? 'No rating' : `${value} ${value === 1 ? 'star' : 'stars'} of ${RATING_MAX}`;

/**
 * One star rating (spec 000 §9: 1–5). Mantine's Rating is a group of radio inputs, so Tab reaches it
 * and the arrow keys choose the stars; the group carries the rating's name.
 */
export function StarRatingField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (rating: number) => void;
}) {
  const labelId = useId();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text id={labelId} fw={500}>
        {label}
      </Text>
      <Rating
        role="radiogroup"
        aria-labelledby={labelId}
        value={value ?? 0}
        onChange={onChange}
        count={RATING_MAX}
        size="lg"
        getSymbolLabel={starLabel}
      />
    </Group>
  );
}
