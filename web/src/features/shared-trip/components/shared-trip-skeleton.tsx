import { Card, Container, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { LOADING_SHARED_TRIP } from '../constants';
import classes from './shared-trip.module.css';

/** The loaded page's shape while the trip loads (12.7 "loading"): hero, side card, sections. */
export function SharedTripSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={LOADING_SHARED_TRIP}>
      <Skeleton height={440} radius={0} className={classes.hero} />
      <Container>
        <div className={classes.layout}>
          <aside className={classes.aside}>
            <Card withBorder radius="lg" padding="lg">
              <Group gap="md">
                <Skeleton circle height={56} />
                <Stack gap={8} style={{ flex: 1 }}>
                  <Skeleton height={14} width="70%" />
                  <Skeleton height={12} width="40%" />
                </Stack>
              </Group>
              <Skeleton height={42} mt="lg" />
            </Card>
          </aside>
          <div className={classes.main}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} height={88} radius="md" />
              ))}
            </SimpleGrid>
            <Stack gap="sm">
              <Skeleton height={22} width={200} />
              <Skeleton height={12} />
              <Skeleton height={12} width="85%" />
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {[0, 1].map((index) => (
                <Skeleton key={index} height={220} radius="md" />
              ))}
            </SimpleGrid>
          </div>
        </div>
      </Container>
    </div>
  );
}
