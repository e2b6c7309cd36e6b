import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { validateTripEdit } from '@machines/trips/itinerary';
import type { TripEditErrors } from '@machines/trips/itinerary';
import { CANCEL, CLOSE, DESCRIPTION_LABEL, EDIT_TRIP } from '../constants';

export interface TripDetailsValues {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
}

/**
 * Edit Trip (spec 001 §2, §5): the 001 §5 messages; the end date's minimum is the start date.
 * Mounted while open, so it starts from the trip each time. The trip details machine closes it once
 * saved; a failed save keeps what was typed, with the message.
 */
export function EditTripDialog({
  initial,
  onClose,
  onSave,
  saving,
  failure,
}: {
  initial: {
    title: string;
    description: string | null;
    startDate: string | null;
    endDate: string | null;
  };
  onClose: () => void;
  onSave: (values: TripDetailsValues) => void;
  saving: boolean;
  /** The last failure to save, shown above the fields. */
  failure: string | null;
}) {
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description ?? '');
  const [startDate, setStartDate] = useState(initial.startDate ?? '');
  const [endDate, setEndDate] = useState(initial.endDate ?? '');
  const [errors, setErrors] = useState<TripEditErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTripEdit({ title, description, startDate, endDate });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSave(checked.value);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={EDIT_TRIP}
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
            label="Title"
            required
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
          />
          <Textarea
            label={DESCRIPTION_LABEL}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            rows={3}
          />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label="Start date"
              required
              value={startDate}
              onChange={(event) => setStartDate(event.currentTarget.value)}
              error={errors.startDate}
            />
            <TextInput
              type="date"
              label="End date"
              required
              value={endDate}
              min={startDate === '' ? undefined : startDate}
              onChange={(event) => setEndDate(event.currentTarget.value)}
              error={errors.endDate}
            />
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {CANCEL}
            </Button>
            <Button type="submit" loading={saving}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
