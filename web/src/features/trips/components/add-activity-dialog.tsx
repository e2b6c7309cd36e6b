import { Alert, Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ActivityInput } from '@machines/trips/trip';
import type { ItineraryDay } from '@machines/trips/itinerary';
import { characterCount } from '@web/lib/forms/character-count';
import {
  ACTIVITY_NOTES_MAX_LENGTH,
  ACTIVITY_TITLE_MAX_LENGTH,
  ACTIVITY_TITLE_REQUIRED,
  CANCEL,
  CLOSE,
  addActivityTitle,
} from '../constants';

/**
 * Add Activity for Day N (spec 001 §2, §5): title and day required; time range, related
 * destination, notes. The itinerary machine closes it once the activity is added; a failure keeps it
 * open with what was typed and the message.
 */
export function AddActivityDialog({
  day,
  days,
  destinations,
  onClose,
  onAdd,
  saving,
  failure,
}: {
  day: number;
  days: readonly ItineraryDay[];
  destinations: readonly { id: string; name: string }[];
  onClose: () => void;
  onAdd: (day: number, activity: ActivityInput) => void;
  saving: boolean;
  /** The last failure to add, shown above the fields. */
  failure: string | null;
}) {
  const [title, setTitle] = useState('');
  const [chosenDay, setChosenDay] = useState<string | null>(String(day));
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [destinationId, setDestinationId] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setTitleError(ACTIVITY_TITLE_REQUIRED);
      return;
    }
    if (chosenDay === null) return;
    setTitleError(null);
    onAdd(Number(chosenDay), {
      title: title.trim(),
      time: start === '' && end === '' ? null : { start: start || null, end: end || null },
      notes: notes.trim() === '' ? null : notes.trim(),
      destinationId,
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={addActivityTitle(chosenDay === null ? day : Number(chosenDay))}
      centered
      closeButtonProps={{ 'aria-label': CLOSE }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure !== null && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Activity title"
            required
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={titleError}
            maxLength={ACTIVITY_TITLE_MAX_LENGTH}
            data-autofocus
          />
          <Select
            label="Day"
            required
            allowDeselect={false}
            value={chosenDay}
            onChange={setChosenDay}
            data={days.map((entry) => ({
              value: String(entry.day),
              label: `${entry.title} · ${entry.dateLabel}`,
            }))}
          />
          <Group grow>
            <TextInput
              type="time"
              label="Start time"
              value={start}
              onChange={(event) => setStart(event.currentTarget.value)}
            />
            <TextInput
              type="time"
              label="End time"
              value={end}
              onChange={(event) => setEnd(event.currentTarget.value)}
            />
          </Group>
          <Select
            label="Related destination"
            placeholder={destinations.length === 0 ? 'No destinations yet' : 'None'}
            clearable
            value={destinationId}
            onChange={setDestinationId}
            data={destinations.map((destination) => ({
              value: destination.id,
              label: destination.name,
            }))}
          />
          <Textarea
            label="Notes"
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            rows={3}
            maxLength={ACTIVITY_NOTES_MAX_LENGTH}
            description={characterCount(notes, ACTIVITY_NOTES_MAX_LENGTH)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {CANCEL}
            </Button>
            <Button type="submit" loading={saving}>
              Add Activity
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
