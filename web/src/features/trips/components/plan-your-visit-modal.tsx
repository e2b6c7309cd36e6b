import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { selectCreateTripError, selectCreating } from '@machines/trips/create-trip.machine';
import {
  selectAddDestinationError,
  selectDestinationAdding,
} from '@machines/trips/destinations.machine';
import { formatTripDateRange } from '@machines/trips/itinerary';
import type { DestinationInput } from '@machines/trips/trip';
import { useFreshQuery } from '@web/lib/query-freshness/use-fresh-query';
import { MyTripsQuery } from '../graphql/my-trips-query';
import { useCreateTrip } from '../hooks/use-create-trip';
import { useDestinationsEditor } from '../hooks/use-destinations-editor';
import { useNewTripForm } from '../hooks/use-new-trip-form';
import { NewTripFields } from './new-trip-fields';
import {
  ADD_TO_EXISTING_TRIP,
  ADD_TO_TRIP,
  CANCEL,
  CLOSE,
  CREATE_NEW_TRIP,
  CREATE_TRIP_SUBMIT,
  NO_TRIPS_YET,
  PLAN_YOUR_VISIT,
  PROCESSING,
  SELECT_A_TRIP,
  SELECT_TRIP_LABEL,
  tripToPlace,
} from '../constants';

type Mode = 'new' | 'existing';

/**
 * Plan Your Visit (spec 001 §2, §5): a new trip holding this place, or the place added to one of
 * the user's trips; then the trip's page. Errors show inside the modal, which keeps what was typed.
 * Mounted while open (signed-in users only: guests were sent to /login before).
 */
export function PlanYourVisitModal({
  destination,
  onClose,
}: {
  destination: DestinationInput;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  // Spec 001 §2: then the new trip's page (useCreateTrip opens it), or the chosen trip's.
  const create = useCreateTrip({ onCreated: onClose });
  const destinations = useDestinationsEditor({
    onAdded: (tripId) => {
      onClose();
      void navigate({ to: '/trips/$tripId', params: { tripId } });
    },
  });
  const creating = useSelector(create, selectCreating);
  const adding = useSelector(destinations, selectDestinationAdding);
  const createFailure = useSelector(create, selectCreateTripError);
  const addFailure = useSelector(destinations, selectAddDestinationError);
  const trips = useFreshQuery(MyTripsQuery, { freshness: 'trips' });
  const [mode, setMode] = useState<Mode>('new');
  const newTrip = useNewTripForm(tripToPlace(destination.name));
  const [tripId, setTripId] = useState<string | null>(null);
  const [tripError, setTripError] = useState<string | null>(null);
  const list = trips.data?.myTrips ?? [];
  const working = creating || adding;
  const failure = mode === 'new' ? createFailure : addFailure;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTripError(null);
    if (mode === 'new') {
      const values = newTrip.check();
      if (values === null) return;
      create.send({
        type: 'createTrip.submit',
        input: { ...values, destinations: [destination] },
      });
    } else if (tripId === null) setTripError(SELECT_A_TRIP);
    else destinations.send({ type: 'destinations.add', tripId, destination });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={PLAN_YOUR_VISIT}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': CLOSE }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(value) => setMode(value === 'existing' ? 'existing' : 'new')}
            data={[
              { value: 'new', label: CREATE_NEW_TRIP },
              { value: 'existing', label: ADD_TO_EXISTING_TRIP },
            ]}
          />
          {failure !== null && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {mode === 'new' ? (
            <NewTripFields {...newTrip.fields} />
          ) : list.length === 0 && !trips.loading ? (
            <Text c="dimmed">{NO_TRIPS_YET}</Text>
          ) : (
            <Select
              label={SELECT_TRIP_LABEL}
              required
              placeholder="Choose a trip"
              value={tripId}
              onChange={setTripId}
              error={tripError}
              data={list.map((trip) => ({
                value: trip.id,
                label: [trip.title, formatTripDateRange(trip.startDate, trip.endDate)]
                  .filter((text) => text !== '')
                  .join(' · '),
              }))}
            />
          )}
          <Paper withBorder radius="md" p="sm" aria-label="Destination">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Destination
            </Text>
            <Text fw={600}>{destination.name}</Text>
            {destination.formattedAddress && (
              <Text size="sm" c="dimmed">
                {destination.formattedAddress}
              </Text>
            )}
          </Paper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {CANCEL}
            </Button>
            <Button type="submit" disabled={working || (mode === 'existing' && list.length === 0)}>
              {working ? PROCESSING : mode === 'new' ? CREATE_TRIP_SUBMIT : ADD_TO_TRIP}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
