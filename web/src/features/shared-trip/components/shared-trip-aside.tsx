import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconLogin, IconUserPlus, IconUsersPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { canJoin } from '@machines/shared-trip/shared-trip.machine';
import {
  GUEST_PROMO_TEXT,
  GUEST_PROMO_TITLE,
  JOIN_NOTE,
  JOIN_THIS_TRIP,
  JOINING,
  LOG_IN,
  MEMBER_NOTE,
  SIGN_UP_FREE,
  TRIP_CREATOR,
  VIEW_FULL_TRIP,
} from '../constants';
import type { SharedTrip } from '../hooks/use-shared-trip';
import { sharedTripPath } from '../shared-trip-path';
import classes from './shared-trip.module.css';
import { initialOf } from '@web/lib/text/initials';

interface SharedTripAsideProps {
  trip: SharedTrip;
  signedIn: boolean;
  joining: boolean;
  onJoin: () => void;
}

/**
 * Who made the trip (12.9–12.11) and what a visitor can do with it: View Full Trip for members
 * (12.16), Join This Trip while the trip takes joins (12.13; a guest's press goes to login, 12.18),
 * and for guests the promo with Sign Up Free and Log In, both returning here (12.17).
 */
export function SharedTripAside({ trip, signedIn, joining, onJoin }: SharedTripAsideProps) {
  const returnPath = sharedTripPath(trip.shareToken);
  return (
    <>
      <Card withBorder radius="lg" padding="lg" shadow="sm">
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={trip.ownerProfilePic}
            alt={trip.ownerName}
            size={56}
            radius="xl"
            color="teal"
          >
            {initialOf(trip.ownerName)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" truncate>
              {trip.ownerName}
            </Text>
            <Text size="sm" c="dimmed">
              {TRIP_CREATOR}
            </Text>
          </div>
        </Group>
        {trip.viewerIsMember ? (
          <Stack gap="xs" mt="lg">
            <Text size="sm" c="dimmed">
              {MEMBER_NOTE}
            </Text>
            <Button
              renderRoot={(props) => (
                <Link to="/trips/$tripId" params={{ tripId: trip.id }} {...props} />
              )}
              size="md"
              fullWidth
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {VIEW_FULL_TRIP}
            </Button>
          </Stack>
        ) : (
          canJoin(trip) && (
            <Stack gap="xs" mt="lg">
              <Text size="sm" c="dimmed">
                {JOIN_NOTE}
              </Text>
              <Button
                size="md"
                fullWidth
                onClick={onJoin}
                disabled={joining}
                leftSection={<IconUsersPlus size={18} aria-hidden />}
              >
                {joining ? JOINING : JOIN_THIS_TRIP}
              </Button>
            </Stack>
          )
        )}
      </Card>
      {!signedIn && (
        <Card radius="lg" padding="lg" className={classes.promo} component="section">
          <Title order={2} fz="lg" c="white">
            {GUEST_PROMO_TITLE}
          </Title>
          <Text size="sm" mt={6} className={classes.promoText}>
            {GUEST_PROMO_TEXT}
          </Text>
          <Group mt="md" gap="sm" grow>
            <Button
              renderRoot={(props) => (
                <Link to="/signup" search={{ redirect: returnPath }} {...props} />
              )}
              variant="white"
              color="dark"
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              {SIGN_UP_FREE}
            </Button>
            <Button
              renderRoot={(props) => (
                <Link to="/login" search={{ redirect: returnPath }} {...props} />
              )}
              variant="outline"
              color="white"
              leftSection={<IconLogin size={16} aria-hidden />}
            >
              {LOG_IN}
            </Button>
          </Group>
        </Card>
      )}
    </>
  );
}
