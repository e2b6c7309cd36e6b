import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { GoogleTestAccount } from '@contract/google-test-credential';
import { EMAIL_INVALID, EMAIL_PATTERN } from '@machines/password-reset/constants';
import { GOOGLE_TEST_ACCOUNT_DEFAULT, GOOGLE_TEST_MODE_TITLE } from '../constants';

interface GoogleTestModeDialogProps {
  opened: boolean;
  /** A Google client id is configured too (a development build): the real button is beside. */
  clientConfigured?: boolean;
  onClose: () => void;
  /** Sign in as this mock Google account. */
  onContinue: (account: GoogleTestAccount) => void;
  /** Act as if Google answered without an access token (the panel's "No access token" case). */
  onSimulateNoToken: () => void;
}

const NAME_REQUIRED = 'Name is required';

/**
 * The development test-mode switch of the Google flow (spec 001 §2 "Login"; RESOLUTIONS "Google
 * test-mode"): no Google account is contacted; the app signs in as a mock Google account through the
 * same verification call a real Google token would go through.
 */
export function GoogleTestModeDialog({
  opened,
  clientConfigured = false,
  onClose,
  onContinue,
  onSimulateNoToken,
}: GoogleTestModeDialogProps) {
  const [email, setEmail] = useState<string>(GOOGLE_TEST_ACCOUNT_DEFAULT.email);
  const [displayName, setDisplayName] = useState<string>(GOOGLE_TEST_ACCOUNT_DEFAULT.displayName);
  const [errors, setErrors] = useState<{ email?: string; displayName?: string }>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim().toLowerCase();
    const trimmedName = displayName.trim();
    // The credential separates its parts with ':', so an e-mail may not hold one.
    const nextErrors = {
      email:
        EMAIL_PATTERN.test(trimmedEmail) && !trimmedEmail.includes(':') ? undefined : EMAIL_INVALID,
      displayName: trimmedName === '' ? NAME_REQUIRED : undefined,
    };
    setErrors(nextErrors);
    if (nextErrors.email !== undefined || nextErrors.displayName !== undefined) return;
    onContinue({ email: trimmedEmail, displayName: trimmedName });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={GOOGLE_TEST_MODE_TITLE}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconFlask size={20} aria-hidden />}>
            {clientConfigured
              ? 'This is a development build, so Google sign-in can be simulated.'
              : 'No Google client is configured, so Google sign-in is simulated.'}{' '}
            You sign in as a mock Google account; the account is created on first use.
          </Alert>
          <TextInput
            label="Google account email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            label="Name on the Google account"
            value={displayName}
            onChange={(event) => setDisplayName(event.currentTarget.value)}
            error={errors.displayName}
            autoComplete="off"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Continue as mock user</Button>
          </Group>
          <Text size="xs" c="dimmed">
            Testing the error panel?{' '}
            <Anchor component="button" type="button" size="xs" onClick={onSimulateNoToken}>
              Simulate Google answering without an access token
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
