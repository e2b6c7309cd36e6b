import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useEmailVerification } from '../hooks/use-email-verification';
import { AuthScreenHeader } from './auth-screen-header';
import { OtpCodeStep } from './otp-code-step';

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
  const { view, actorRef, output } = useEmailVerification(email);
  const navigate = useNavigate();

  useEffect(() => {
    if (output === undefined) return;
    void navigate({
      to: '/login',
      search: { redirect: returnTo },
      state: { message: output.loginMessage, email: output.email },
      replace: true,
    });
  }, [output, navigate, returnTo]);

  return (
    <Stack gap="lg">
      <AuthScreenHeader icon={<IconMailCheck size={30} />} title="Verify your email">
        We sent a 6-digit code to{' '}
        <Text span fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
          {view.email}
        </Text>
        . Enter it below to activate your account.
      </AuthScreenHeader>

      <OtpCodeStep
        codeLabel="Verification code"
        digits={view.digits}
        error={view.error}
        isVerifying={view.isVerifying}
        canVerify={view.canVerify}
        verifyLabel={view.verifyLabel}
        canResend={view.canResend}
        resendLabel={view.resendLabel}
        onEdit={(event) => actorRef.send(event)}
        onVerify={() => actorRef.send({ type: 'verification.verify' })}
        onResend={() => actorRef.send({ type: 'verification.resend' })}
      />

      <Anchor size="sm" ta="center" renderRoot={(props) => <Link to="/signup" {...props} />}>
        Back to Signup
      </Anchor>
    </Stack>
  );
}
