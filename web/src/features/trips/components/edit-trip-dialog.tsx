import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { characterCount } from '@web/lib/forms/character-count';
import {
  CANCEL,
  CLOSE,
  DESCRIPTION_LABEL,
  EDIT_TRIP,
  SHORTEN_TRIP_CONFIRM,
  SHORTEN_TRIP_TITLE,
  TRIP_DESCRIPTION_MAX_LENGTH,
  TRIP_TITLE_MAX_LENGTH,
  shortenTripMessage,
} from '../constants';
import { activitiesDroppedBy, toTripDetails, validateTripEditForm } from '../utils/trip-edit-form';
import type { PlannedDay, TripEditFormValues } from '../utils/trip-edit-form';
import { ConfirmDialog } from './confirm-dialog';

export interface TripDetailsValues {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
}

/**
 * Edit Trip (spec 001 §2, §5): the 001 §5 messages; the end date's minimum is the start date.
 * Mounted while open, so it starts from the trip each time. The trip details machine closes it once
 * saved; a failed save keeps what was typed, with the message. New dates that drop days holding
 * activities ask first (issue 18); Cancel there goes back to the form as typed.
 */
export function EditTripDialog({
  initial,
  onClose,
  onSave,
  saving,
  failure,
  itinerary = [],
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
  /** The trip's planned days, to tell what new dates would remove. */
  itinerary?: readonly PlannedDay[];
}) {
  // The details waiting for "Save and Remove", with how many activities they drop.
  const [pending, setPending] = useState<{ details: TripDetailsValues; dropped: number } | null>(
    null,
  );
  const form = useForm<TripEditFormValues>({
    mode: 'controlled',
    initialValues: {
      title: initial.title,
      description: initial.description ?? '',
      startDate: initial.startDate ?? '',
      endDate: initial.endDate ?? '',
    },
    validate: validateTripEditForm,
    // Checked on Save only; a message stays until the next Save.
    clearInputErrorOnChange: false,
  });

  const submit = form.onSubmit((values) => {
    const details = toTripDetails(values);
    if (details === null) return;
    const dropped = activitiesDroppedBy(itinerary, details);
    if (dropped > 0) setPending({ details, dropped });
    else onSave(details);
  });
  const { startDate } = form.values;

  return (
    <Modal
      opened
      onClose={onClose}
      // Mantine's modals hear Escape on the window: while the question is open, it closes only that.
      closeOnEscape={pending === null}
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
            maxLength={TRIP_TITLE_MAX_LENGTH}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={DESCRIPTION_LABEL}
            {...form.getInputProps('description')}
            rows={3}
            maxLength={TRIP_DESCRIPTION_MAX_LENGTH}
            description={characterCount(form.values.description, TRIP_DESCRIPTION_MAX_LENGTH)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label="Start date"
              required
              {...form.getInputProps('startDate')}
            />
            <TextInput
              type="date"
              label="End date"
              required
              {...form.getInputProps('endDate')}
              min={startDate === '' ? undefined : startDate}
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
      <ConfirmDialog
        opened={pending !== null}
        title={SHORTEN_TRIP_TITLE}
        message={shortenTripMessage(pending?.dropped ?? 0)}
        confirmLabel={SHORTEN_TRIP_CONFIRM}
        busy={saving}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending === null) return;
          onSave(pending.details);
          setPending(null);
        }}
      />
    </Modal>
  );
}
