import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useEmailVerification } from '../hooks/use-email-verification';
import { AuthScreenHeader } from './auth-screen-header';
import { OtpBoxes } from './otp-boxes';

interface VerifyEmailFormProps {
  email: string;
  /** An in-app path the first login returns to (passed on to /login). */
  returnTo?: string;
}

/**
 * The "Verify email" screen (spec 001 §2, §4, §5, §8): six boxes, Verify Email ("Verifying..."),
 * Resend OTP with its 60 s countdown, Back to Signup. A verified code goes to /login with the
 * machine's message and the e-mail.
 */
export function VerifyEmailForm({ email, returnTo }: VerifyEmailFormProps) {
  const { view, actorRef } = useEmailVerification(email);
  const navigate = useNavigate();

  useEffect(() => {
    if (!view.isVerified) return;
    const output = actorRef.getSnapshot().output;
    if (output === undefined) return;
    void navigate({
      to: '/login',
      search: { redirect: returnTo },
      state: { message: output.loginMessage, email: output.email },
      replace: true,
    });
  }, [view.isVerified, actorRef, navigate, returnTo]);

  return (
    <Stack gap="lg">
      <AuthScreenHeader icon={<IconMailCheck size={30} />} title="Verify your email">
        We sent a 6-digit code to{' '}
        <Text span fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
          {view.email}
        </Text>
        . Enter it below to activate your account.
      </AuthScreenHeader>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actorRef.send({ type: 'verification.verify' });
        }}
      >
        <Stack gap="lg">
          <OtpBoxes
            label="Verification code"
            digits={view.digits}
            onChange={(index, value) => actorRef.send({ type: 'otp.changed', index, value })}
            onPaste={(text) => actorRef.send({ type: 'otp.pasted', text })}
            onBackspace={(index) => actorRef.send({ type: 'otp.backspaced', index })}
            disabled={view.isVerifying}
            error={view.error}
            autoFocus
          />
          <Button type="submit" fullWidth disabled={!view.canVerify}>
            {view.verifyLabel}
          </Button>
        </Stack>
      </form>

      <Group justify="center" gap={6}>
        <Text size="sm" c="dimmed">
          Didn&apos;t receive the code?
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => actorRef.send({ type: 'verification.resend' })}
          disabled={!view.canResend}
        >
          {view.resendLabel}
        </Button>
      </Group>

      <Anchor size="sm" ta="center" renderRoot={(props) => <Link to="/signup" {...props} />}>
        Back to Signup
      </Anchor>
    </Stack>
  );
}
