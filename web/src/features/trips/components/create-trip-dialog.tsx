import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import {
  CANCEL,
  CLOSE,
  CREATE_TRIP_DRAFT_KEY,
  CREATE_TRIP_SUBMIT,
  CREATE_TRIP_TITLE,
  PAST_DATES_NOTE,
} from '../constants';
import { useNewTripForm } from '../hooks/use-new-trip-form';
import { NewTripFields } from './new-trip-fields';

export interface NewTripValues {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
}

/**
 * The create-trip dialog (spec 000 §2, §4, §5): Trip Title*, Description, the dates, the note that
 * past dates are allowed. The create-trip machine closes it once the trip is created (the page then
 * mounts a fresh one, `key`); a failure keeps it open with what was typed and the message. What
 * is typed is kept as a draft until the trip is created (issue 18).
 */
export function CreateTripDialog({
  opened,
  onClose,
  onSubmit,
  submitting,
  failure,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (values: NewTripValues) => void;
  submitting: boolean;
  /** The last failure to create, shown above the fields. */
  failure: string | null;
}) {
  // What is typed outlives a session that ends midway: back from /login it is here again.
  const form = useNewTripForm('', CREATE_TRIP_DRAFT_KEY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.check();
    if (values !== null) onSubmit(values);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={CREATE_TRIP_TITLE}
      size="lg"
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
          <NewTripFields {...form.fields} datesDescription={PAST_DATES_NOTE} autoFocusTitle />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {CANCEL}
            </Button>
            <Button type="submit" loading={submitting}>
              {CREATE_TRIP_SUBMIT}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
