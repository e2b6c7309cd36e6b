import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendar,
  IconEdit,
  IconEye,
  IconMapPin,
  IconShare,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { formatTripDateRange } from '@machines/trips/itinerary';
import {
  selectEditTripError,
  selectTripDeleting,
  selectTripDetailsDialog,
  selectTripSaving,
} from '@machines/trips/trip-details.machine';
import type { TripDetailsActorRef } from '@machines/trips/trip-details.machine';
import type { SharingActorRef } from '@machines/collaborators/sharing.machine';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import {
  DELETE_TRIP,
  EDIT_TRIP,
  SHARE_TRIP,
  VIEW_ONLY_BANNER,
  deleteTripMessage,
} from '../constants';
import { peopleCount, plural } from '@web/lib/trips/trip-cover';
import { ConfirmDialog } from './confirm-dialog';
import { LazyEditTripDialog } from './lazy-trip-page-dialogs';
import { ShareTripDialog } from './share-trip-dialog';
import classes from './trips.module.css';

/**
 * The trip page's header (spec 001 §2 "Trip detail"): title, description, dates, destination and
 * people counts; Edit Trip, Share Trip and Delete Trip with their dialogs for the owner and editors
 * (RESOLUTIONS 7.8: editors may delete too), the view-only banner for the others.
 */
export function TripHeader({
  trip,
  details,
  sharing,
}: {
  trip: TripDetailFieldsFragment;
  details: TripDetailsActorRef;
  sharing: SharingActorRef;
}) {
  const dialog = useSelector(details, selectTripDetailsDialog);
  const saving = useSelector(details, selectTripSaving);
  const deleting = useSelector(details, selectTripDeleting);
  const editFailure = useSelector(details, selectEditTripError);
  const dates = formatTripDateRange(trip.startDate, trip.endDate);
  const close = () => details.send({ type: 'details.closeDialog' });

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Title order={1}>{trip.title}</Title>
          {trip.description && <Text c="dimmed">{trip.description}</Text>}
          <Group gap="md" c="dimmed">
            {dates !== '' && (
              <Group gap={4} wrap="nowrap">
                <IconCalendar size={16} aria-hidden />
                <Text size="sm">{dates}</Text>
              </Group>
            )}
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">
                {plural(trip.destinations.length, 'destination', 'destinations')}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">{plural(peopleCount(trip), 'person', 'people')}</Text>
            </Group>
          </Group>
        </Stack>
        {trip.viewerCanEdit && (
          <div className={classes.headerActions}>
            <Button
              variant="default"
              leftSection={<IconEdit size={18} aria-hidden />}
              onClick={() => details.send({ type: 'details.openDialog', dialog: 'edit' })}
            >
              {EDIT_TRIP}
            </Button>
            <Button
              variant="default"
              leftSection={<IconShare size={18} aria-hidden />}
              onClick={() =>
                sharing.send({
                  type: 'share.open',
                  shareUrl: trip.sharing?.shareUrl ?? null,
                  settings: trip.sharing?.settings ?? null,
                })
              }
            >
              {SHARE_TRIP}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => details.send({ type: 'details.openDialog', dialog: 'delete' })}
            >
              {DELETE_TRIP}
            </Button>
          </div>
        )}
      </Group>
      {!trip.viewerCanEdit && (
        <Alert color="blue" icon={<IconEye size={20} aria-hidden />}>
          {VIEW_ONLY_BANNER}
        </Alert>
      )}
      {dialog === 'edit' && (
        <LazyEditTripDialog
          initial={trip}
          itinerary={trip.itineraryDays}
          onClose={close}
          saving={saving}
          failure={editFailure}
          onSave={(changes) => details.send({ type: 'details.save', changes })}
        />
      )}
      {trip.viewerCanEdit && <ShareTripDialog sharing={sharing} title={trip.title} />}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={DELETE_TRIP}
        message={deleteTripMessage(trip.title)}
        confirmLabel={DELETE_TRIP}
        busy={deleting}
        onClose={close}
        onConfirm={() => details.send({ type: 'details.delete' })}
      />
    </>
  );
}
