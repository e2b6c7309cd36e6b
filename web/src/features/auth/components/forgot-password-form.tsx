import {
  Alert,
  Anchor,
  Button,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconAlertCircle, IconInfoCircle, IconKey, IconMailForward } from '@tabler/icons-react';
import { RESET_CODE_EXPIRY_MINUTES } from '@machines/password-reset/constants';
import { useForgotPassword } from '../hooks/use-forgot-password';
import { AuthScreenHeader } from './auth-screen-header';

const backToLogin = (
  <Anchor size="sm" ta="center" renderRoot={(props) => <Link to="/login" {...props} />}>
    Back to Login
  </Anchor>
);

/**
 * The "Forgot password" screen (spec 001 §2, §5, §8): the e-mail form, then the "Check Your Email"
 * panel with the next steps, "I Have the Code", "Try Different Email" and "Back to Login".
 */
export function ForgotPasswordForm() {
  const { view, actorRef } = useForgotPassword();
  const navigate = useNavigate();

  if (view.isSent) {
    return (
      <Stack gap="lg">
        <AuthScreenHeader icon={<IconMailForward size={30} />} title="Check Your Email">
          We sent a password reset code to{' '}
          <Text span fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
            {view.sentTo}
          </Text>
          .
        </AuthScreenHeader>
        <div>
          <Text fw={600} size="sm" mb={6}>
            Next steps
          </Text>
          <List type="ordered" size="sm" spacing={6}>
            <List.Item>Check your inbox for the reset code.</List.Item>
            <List.Item>Enter the 6-digit code on the next page.</List.Item>
            <List.Item>Create a new password.</List.Item>
            <List.Item>The code expires in {RESET_CODE_EXPIRY_MINUTES} minutes.</List.Item>
          </List>
        </div>
        <Paper
          p="sm"
          radius="md"
          bg="light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-6))"
        >
          <Stack gap={4}>
            <Text size="sm" fw={600} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <ThemeIcon size={20} variant="transparent" aria-hidden>
                <IconInfoCircle size={18} />
              </ThemeIcon>
              Didn&apos;t get the email?
            </Text>
            <Text size="sm">
              If nothing arrives within a few minutes, check your spam or junk folder.
            </Text>
          </Stack>
        </Paper>
        <Stack gap="sm">
          <Button
            fullWidth
            onClick={() =>
              void navigate({ to: '/reset-password', state: { email: view.sentTo ?? view.email } })
            }
          >
            I Have the Code
          </Button>
          <Button
            fullWidth
            variant="default"
            onClick={() => actorRef.send({ type: 'forgot.tryDifferentEmail' })}
          >
            Try Different Email
          </Button>
        </Stack>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AuthScreenHeader icon={<IconKey size={30} />} title="Forgot your password?">
        Enter the e-mail address of your account and we&apos;ll send you a 6-digit code to reset
        your password.
      </AuthScreenHeader>
      {view.error !== null && (
        <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />}>
          {view.error}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actorRef.send({ type: 'forgot.submit' });
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={view.email}
            onChange={(event) =>
              actorRef.send({ type: 'email.changed', value: event.currentTarget.value })
            }
            error={view.emailError}
            readOnly={view.isSending}
            data-autofocus
          />
          <Button type="submit" fullWidth disabled={!view.canSubmit}>
            {view.submitLabel}
          </Button>
        </Stack>
      </form>
      {backToLogin}
    </Stack>
  );
}
