import { Group, Skeleton, Stack } from '@mantine/core';
import classes from './place-details.module.css';

/** The shape of the place page while its details load. */
export function PlaceDetailsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading place details">
      <div className={classes.mosaic} data-count={3}>
        <Skeleton className={`${classes.tile} ${classes.tileLarge}`} radius={0} />
        <Skeleton className={`${classes.tile} ${classes.tileSmall1}`} radius={0} />
        <Skeleton className={`${classes.tile} ${classes.tileSmall2}`} radius={0} />
      </div>
      <Skeleton h={36} w="60%" />
      <Skeleton h={18} w={220} />
      <Skeleton h={16} w="90%" />
      <Skeleton h={16} w="75%" />
      <Group gap="sm">
        <Skeleton h={36} w={120} />
        <Skeleton h={36} w={170} />
      </Group>
    </Stack>
  );
}
