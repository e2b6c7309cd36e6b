import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarStats,
  IconMap2,
  IconMapPin,
  IconWorld,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { HOME_TEXTS } from '../constants';
import type { TravelStats } from '../utils/travel-stats';
import { HomeSection } from './home-section';
import classes from './home.module.css';

const tiles: { key: keyof TravelStats; icon: Icon; color: string }[] = [
  { key: 'tripsPlanned', icon: IconMap2, color: 'teal' },
  { key: 'upcoming', icon: IconCalendarEvent, color: 'blue' },
  { key: 'completed', icon: IconCalendarCheck, color: 'green' },
  { key: 'destinations', icon: IconMapPin, color: 'orange' },
  { key: 'daysTravelled', icon: IconCalendarStats, color: 'grape' },
  { key: 'countries', icon: IconWorld, color: 'cyan' },
];

/**
 * The travel stats (spec 000 §1): six tiles whose size never depends on their numbers, so the
 * figures replace their skeletons in place. Without trips data (loading or failed) a tile shows a
 * skeleton or a dash.
 */
export function TravelStatsGrid({
  stats,
  loading,
}: {
  stats: TravelStats | null;
  loading: boolean;
}) {
  return (
    <HomeSection id="travel-stats" title={HOME_TEXTS.statsTitle}>
      <SimpleGrid cols={{ base: 3, md: 6 }} spacing={{ base: 'xs', sm: 'md' }}>
        {tiles.map(({ key, icon: TileIcon, color }) => (
          <Paper
            key={key}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            className={classes.stat}
          >
            <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
              <TileIcon size={20} />
            </ThemeIcon>
            {loading ? (
              <Skeleton className={classes.statValue} height="1.1em" width={48} mt="sm" />
            ) : (
              <Text className={classes.statValue} mt="sm" data-testid={`stat-${key}`}>
                {stats === null ? '–' : stats[key]}
              </Text>
            )}
            <Text size="sm" c="dimmed" lh={1.3}>
              {HOME_TEXTS.stats[key]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
