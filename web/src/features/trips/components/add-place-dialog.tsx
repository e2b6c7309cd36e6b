import { Alert, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { destinationOfPlace } from '@machines/trips/trip';
import type { DestinationInput } from '@machines/trips/trip';
import { PlaceDetailsQuery } from '@web/lib/places/place-details-query';
import { usePlaceSuggestions } from '@web/lib/places/use-place-suggestions';
import {
  ADD_PLACE,
  ADD_PLACE_SEARCH_DEBOUNCE_MS,
  CLOSE,
  NO_PLACES_FOUND,
  NO_PLACES_HINT,
  PLACE_DETAILS_FAILED,
  PLACE_SEARCH_FAILED,
} from '../constants';
import classes from './trips.module.css';

/**
 * Add Destination (spec 001 §2, §5, §8, §9; RESOLUTIONS 14.3): the search waits for a 500 ms pause;
 * "No places found matching the term" with a hint; inline "Failed to search places" / "Failed to
 * fetch place details". Picking a place fetches its details and hands it to `onAdd`; the
 * destinations machine closes the dialog once the place is added.
 */
export function AddPlaceDialog({
  opened,
  adding,
  onClose,
  onAdd,
}: {
  opened: boolean;
  /** The picked place is being added. */
  adding: boolean;
  onClose: () => void;
  onAdd: (destination: DestinationInput) => void;
}) {
  const client = useApolloClient();
  const [typed, setTyped] = useState('');
  const {
    query,
    suggestions: list,
    pending,
    failed,
  } = usePlaceSuggestions(typed, ADD_PLACE_SEARCH_DEBOUNCE_MS);
  const [detailsFailed, setDetailsFailed] = useState(false);
  /** The place whose details are being fetched, then added. */
  const [picked, setPicked] = useState<{ placeId: string; fetching: boolean } | null>(null);
  // Closed (by Close, or by the machine once the place is added): the next opening starts empty.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (!opened) {
      setTyped('');
      setDetailsFailed(false);
      setPicked(null);
    }
  }
  const busyPlaceId = picked !== null && (picked.fetching || adding) ? picked.placeId : null;

  const pick = async (placeId: string) => {
    setDetailsFailed(false);
    setPicked({ placeId, fetching: true });
    try {
      const { data } = await client.query({ query: PlaceDetailsQuery, variables: { id: placeId } });
      const place = data?.place;
      if (!place) throw new Error(PLACE_DETAILS_FAILED);
      onAdd(destinationOfPlace(place));
    } catch {
      setDetailsFailed(true);
    } finally {
      setPicked((current) =>
        current?.placeId === placeId ? { placeId, fetching: false } : current,
      );
    }
  };

  const settled = query !== null && !pending;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ADD_PLACE}
      size="md"
      closeButtonProps={{ 'aria-label': CLOSE }}
    >
      <Stack gap="sm">
        <TextInput
          label="Search places"
          placeholder="Search for a place"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          rightSection={pending ? <Loader size="xs" /> : null}
          data-autofocus
        />
        {detailsFailed && (
          <Alert color="red" role="alert">
            {PLACE_DETAILS_FAILED}
          </Alert>
        )}
        {failed ? (
          <Alert color="red" role="alert">
            {PLACE_SEARCH_FAILED}
          </Alert>
        ) : settled && list.length === 0 ? (
          <Stack gap={2} ta="center" py="md">
            <Text fw={500}>{NO_PLACES_FOUND}</Text>
            <Text size="sm" c="dimmed">
              {NO_PLACES_HINT}
            </Text>
          </Stack>
        ) : (
          settled && (
            <Stack gap={4} role="list" aria-label="Places found">
              {list.map((suggestion) => (
                <UnstyledButton
                  key={suggestion.placeId}
                  role="listitem"
                  p="xs"
                  disabled={busyPlaceId !== null}
                  onClick={() => void pick(suggestion.placeId)}
                  className={`mantine-focus-auto ${classes.placeOption}`}
                >
                  <Text fw={500}>
                    {suggestion.mainText}
                    {busyPlaceId === suggestion.placeId && <Loader size="xs" ml="xs" />}
                  </Text>
                  {suggestion.secondaryText && (
                    <Text size="sm" c="dimmed">
                      {suggestion.secondaryText}
                    </Text>
                  )}
                </UnstyledButton>
              ))}
            </Stack>
          )
        )}
      </Stack>
    </Modal>
  );
}
