import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconListCheck, IconMapPin, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { STAT_DAYS, STAT_DAYS_PLANNED, STAT_DESTINATIONS, STAT_TRAVELERS } from '../constants';
import type { SharedTrip } from '../hooks/use-shared-trip';
import classes from './shared-trip.module.css';

function Stat({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.stat}>
      <ThemeIcon variant="light" radius="xl" size="lg" mx="auto" mb={6} aria-hidden>
        {icon}
      </ThemeIcon>
      <Text className={classes.statValue}>{value}</Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/**
 * 12.12: destinations; days, the ceiling of the date difference (RESOLUTIONS 6.14, as the gateway
 * counts it; 0 without dates); travelers, collaborators + 1; days planned, the itinerary's length.
 */
export function SharedTripStats({ trip }: { trip: SharedTrip }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="section" aria-label="Trip stats">
      <Stat
        icon={<IconMapPin size={18} />}
        value={trip.destinations.length}
        label={STAT_DESTINATIONS}
      />
      <Stat icon={<IconCalendarEvent size={18} />} value={trip.dayCount ?? 0} label={STAT_DAYS} />
      <Stat
        icon={<IconUsers size={18} />}
        value={trip.collaboratorCount + 1}
        label={STAT_TRAVELERS}
      />
      <Stat
        icon={<IconListCheck size={18} />}
        value={trip.plannedDayCount}
        label={STAT_DAYS_PLANNED}
      />
    </SimpleGrid>
  );
}
