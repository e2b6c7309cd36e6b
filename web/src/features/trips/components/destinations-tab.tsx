import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectDestinationAdding,
  selectDestinationsDialog,
  selectHiddenDestinationIds,
} from '@machines/trips/destinations.machine';
import { hiddenIdSet } from '@machines/trips/undo-window';
import type { DestinationsActorRef } from '@machines/trips/destinations.machine';
import { RouteMap } from '@web/components/route-map/route-map';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import { ADD_PLACE, NO_DESTINATIONS, VIEW_PLACE } from '../constants';
import { AddPlaceDialog } from './add-place-dialog';
import { destinationsInDayOrder } from '../utils/route-order';
import classes from './trips.module.css';

const typeLabel = (type: string) => type.replace(/_/g, ' ');

/**
 * The Destinations tab (spec 001 §2): each place with its first type, address and a view-place
 * link; Add Place and Remove for those who can edit. A removed destination leaves the list (and the
 * map) at once, its Undo toast can bring it back, and it returns if the removal fails (issue 18).
 */
export function DestinationsTab({
  trip,
  destinations,
}: {
  trip: TripDetailFieldsFragment;
  destinations: DestinationsActorRef;
}) {
  const dialog = useSelector(destinations, selectDestinationsDialog);
  const adding = useSelector(destinations, selectDestinationAdding);
  const hiddenIds = useSelector(destinations, selectHiddenDestinationIds);
  const close = () => destinations.send({ type: 'destinations.closeDialog' });
  const shown = useMemo(() => {
    const hidden = hiddenIdSet(hiddenIds);
    return trip.destinations.filter((destination) => !hidden.has(destination.id));
  }, [trip.destinations, hiddenIds]);
  const route = useMemo(
    () => destinationsInDayOrder({ ...trip, destinations: shown }),
    [trip, shown],
  );
  return (
    <Stack gap="md">
      {trip.viewerCanEdit && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => destinations.send({ type: 'destinations.openPlaceSearch' })}
          >
            {ADD_PLACE}
          </Button>
        </Group>
      )}
      <RouteMap stops={route} heading="Route" mapLabel={`Map of ${trip.title}`} />
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {NO_DESTINATIONS}
        </Text>
      ) : (
        shown.map((destination) => (
          <Card key={destination.id} withBorder radius="md" padding="sm">
            <Group wrap="nowrap" align="flex-start">
              <img src={destination.imageUrl} alt="" className={classes.destinationImage} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                {destination.types[0] && (
                  <Badge variant="light" size="sm" tt="capitalize" w="fit-content">
                    {typeLabel(destination.types[0])}
                  </Badge>
                )}
                <Title order={2} fz="md">
                  {destination.name}
                </Title>
                {destination.address && (
                  <Text size="sm" c="dimmed">
                    {destination.address}
                  </Text>
                )}
                <Anchor component={Link} to={`/place/${destination.placeId}`} size="sm">
                  {VIEW_PLACE}
                </Anchor>
              </Stack>
              {trip.viewerCanEdit && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${destination.name}`}
                  onClick={() =>
                    destinations.send({
                      type: 'destinations.remove',
                      tripId: trip.id,
                      destinationId: destination.id,
                      name: destination.name,
                    })
                  }
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Card>
        ))
      )}
      <AddPlaceDialog
        opened={dialog?.kind === 'placeSearch'}
        adding={adding}
        onClose={close}
        onAdd={(destination) =>
          destinations.send({ type: 'destinations.add', tripId: trip.id, destination })
        }
      />
    </Stack>
  );
}
