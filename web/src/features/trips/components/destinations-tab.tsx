import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectDestinationAdding,
  selectDestinationRemoving,
  selectDestinationsDialog,
} from '@machines/trips/destinations.machine';
import type { DestinationsActorRef } from '@machines/trips/destinations.machine';
import { RouteMap } from '@web/components/route-map/route-map';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import { ADD_PLACE, NO_DESTINATIONS, VIEW_PLACE } from '../constants';
import { AddPlaceDialog } from './add-place-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { destinationsInDayOrder } from '../utils/route-order';
import classes from './trips.module.css';

const typeLabel = (type: string) => type.replace(/_/g, ' ');

/**
 * The Destinations tab (spec 001 §2): each place with its first type, address and a view-place
 * link; Add Place and the Remove Destination confirmation for those who can edit.
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
  const removing = useSelector(destinations, selectDestinationRemoving);
  const close = () => destinations.send({ type: 'destinations.closeDialog' });
  const route = useMemo(() => destinationsInDayOrder(trip), [trip]);
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
      {trip.destinations.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {NO_DESTINATIONS}
        </Text>
      ) : (
        trip.destinations.map((destination) => (
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
                      type: 'destinations.askRemoval',
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
      <ConfirmDialog
        opened={dialog?.kind === 'removal'}
        title="Remove Destination"
        message={`Remove ${dialog?.kind === 'removal' ? dialog.name : ''} from this trip?`}
        confirmLabel="Remove"
        busy={removing}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind !== 'removal') return;
          destinations.send({
            type: 'destinations.remove',
            tripId: trip.id,
            destinationId: dialog.destinationId,
          });
        }}
      />
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
