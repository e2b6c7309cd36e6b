import { Badge, Button, Paper, Skeleton, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  IconArticle,
  IconChevronRight,
  IconLuggage,
  IconMap2,
  IconPhoto,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProfileTripsQuery } from '@web/gql/graphql';
import { COMING_SOON } from '../constants';
import { tripDatesText } from '../utils/profile-display';
import classes from './profile.module.css';

type ProfileTrip = ProfileTripsQuery['myTrips'][number];

interface ProfileTabsProps {
  trips: readonly ProfileTrip[] | null;
  tripsError: boolean;
}

/** Spec 001 §2 "Profile": tabs Your Trips, Blogs and Posts (the last two coming soon). */
export function ProfileTabs({ trips, tripsError }: ProfileTabsProps) {
  return (
    <Tabs defaultValue="trips" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="trips" leftSection={<IconLuggage size={16} aria-hidden />}>
          Your Trips
        </Tabs.Tab>
        <Tabs.Tab value="blogs" leftSection={<IconArticle size={16} aria-hidden />}>
          Blogs
        </Tabs.Tab>
        <Tabs.Tab value="posts" leftSection={<IconPhoto size={16} aria-hidden />}>
          Posts
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="trips" pt="md">
        <YourTrips trips={trips} tripsError={tripsError} />
      </Tabs.Panel>
      <Tabs.Panel value="blogs" pt="md">
        <ComingSoon icon={<IconArticle size={26} aria-hidden />} title="Blogs">
          Write about your journeys and share tips with other travelers.
        </ComingSoon>
      </Tabs.Panel>
      <Tabs.Panel value="posts" pt="md">
        <ComingSoon icon={<IconPhoto size={26} aria-hidden />} title="Posts">
          Share quick updates and photos from the road.
        </ComingSoon>
      </Tabs.Panel>
    </Tabs>
  );
}

function YourTrips({ trips, tripsError }: ProfileTabsProps) {
  if (tripsError) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        Your trips could not be loaded. Please try again later.
      </Text>
    );
  }
  if (trips === null) {
    return (
      <Stack gap="sm" aria-busy>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={62} radius="md" />
        ))}
      </Stack>
    );
  }
  if (trips.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconMap2 size={28} />
          </ThemeIcon>
          <Text fw={600}>No trips yet</Text>
          <Text size="sm" c="dimmed">
            Plan your first trip and it will show up here.
          </Text>
          <Button renderRoot={(props) => <Link to="/trips" {...props} />}>Plan a trip</Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {trips.map((trip) => (
        <li key={trip.id}>
          <Link to="/trips/$tripId" params={{ tripId: trip.id }} className={classes.tripRow}>
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              <IconLuggage size={22} />
            </ThemeIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} truncate>
                {trip.title}
              </Text>
              <Text size="sm" c="dimmed">
                {tripDatesText(trip.startDate, trip.endDate)}
              </Text>
            </div>
            <IconChevronRight size={18} aria-hidden />
          </Link>
        </li>
      ))}
    </Stack>
  );
}

function ComingSoon({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={600}>
          {title}{' '}
          <Badge variant="outline" color="gray" tt="none" ml={4}>
            {COMING_SOON}
          </Badge>
        </Text>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
