import { Modal, Stack, Text } from '@mantine/core';

interface GoogleTestModeNoticeProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The Google sign-in's development test mode (spec 001 §2; RESOLUTIONS "Google test-mode"):
 * for now a notice; the Google sign-in issue adds the switch that signs in as a mock account.
 */
export function GoogleTestModeNotice({ opened, onClose }: GoogleTestModeNoticeProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Development test mode" centered>
      <Stack gap="sm">
        <Text>Google sign-in is not configured yet: it is set up in a later issue.</Text>
        <Text c="dimmed" size="sm">
          Where no Google client is configured, or in development, a test-mode switch will sign you
          in as a mock Google account through the same verification call. Until then, sign in with
          your username and password.
        </Text>
      </Stack>
    </Modal>
  );
}
