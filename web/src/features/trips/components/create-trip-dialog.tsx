import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  CANCEL,
  CLOSE,
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
 * past dates are allowed. `onSubmit` resolves with null on success (the form clears) or the
 * failure's message (the dialog stays open with what was typed).
 */
export function CreateTripDialog({
  opened,
  onClose,
  onSubmit,
  submitting,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (values: NewTripValues) => Promise<string | null>;
  submitting: boolean;
}) {
  const form = useNewTripForm();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check();
    if (values === null) return;
    setFailure(null);
    const message = await onSubmit(values);
    if (message === null) form.reset();
    else setFailure(message);
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
      <form onSubmit={(event) => void submit(event)} noValidate>
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
