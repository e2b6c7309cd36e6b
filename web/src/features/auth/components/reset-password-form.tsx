import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconAlertCircle, IconArrowLeft, IconLockPassword } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PASSWORD_TOO_SHORT, RESET_STEP_TITLES } from '@machines/password-reset/constants';
import { useResetPassword } from '../hooks/use-reset-password';
import { AuthScreenHeader } from './auth-screen-header';
import { OtpCodeStep } from './otp-code-step';
import { PasswordChecklist } from './password-checklist';
import { StepIndicator } from './step-indicator';

/**
 * The "Reset password" screen (spec 001 §2, §4, §5, §8): step 1 "Verify Code" (six boxes, Verify
 * Code, Resend Code with its countdown), step 2 "New Password" (two fields, the live checklist, the
 * mismatch message, Reset Password). Back goes to /forgot-password from step 1 and to step 1 from
 * step 2. Success goes to /login with the message and the e-mail.
 */
export function ResetPasswordForm({ email }: { email: string }) {
  const { view, actorRef, output } = useResetPassword(email);
  const navigate = useNavigate();

  useEffect(() => {
    if (output === undefined) return;
    void navigate({
      to: '/login',
      state: { message: output.loginMessage, email: output.email },
      replace: true,
    });
  }, [output, navigate]);

  const activeStep = view.step === 'verifyCode' ? 0 : 1;
  // The length refusal belongs under the new password; the server's refusals above the form.
  const passwordError = view.step === 'newPassword' && view.error === PASSWORD_TOO_SHORT;
  const formError = view.step === 'newPassword' && view.error !== null && !passwordError;

  return (
    <Stack gap="lg">
      <AuthScreenHeader icon={<IconLockPassword size={30} />} title="Reset your password">
        {view.step === 'verifyCode' ? (
          <>
            Enter the 6-digit code we sent to{' '}
            <Text span fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
              {view.email}
            </Text>
            .
          </>
        ) : (
          'Choose a new password for your account.'
        )}
      </AuthScreenHeader>

      <StepIndicator
        label="Reset steps"
        steps={[RESET_STEP_TITLES.verifyCode, RESET_STEP_TITLES.newPassword]}
        active={activeStep}
      />

      {view.step === 'verifyCode' ? (
        <>
          <OtpCodeStep
            codeLabel="Reset code"
            digits={view.digits}
            error={view.error}
            isVerifying={view.isVerifyingCode}
            canVerify={view.canVerifyCode}
            verifyLabel={view.verifyLabel}
            canResend={view.canResend}
            resendLabel={view.resendLabel}
            onEdit={(event) => actorRef.send(event)}
            onVerify={() => actorRef.send({ type: 'reset.verifyCode' })}
            onResend={() => actorRef.send({ type: 'reset.resendCode' })}
          />
          <Anchor
            size="sm"
            ta="center"
            renderRoot={(props) => <Link to="/forgot-password" {...props} />}
          >
            <Group component="span" gap={4} justify="center">
              <IconArrowLeft size={14} aria-hidden />
              Back to Forgot Password
            </Group>
          </Anchor>
        </>
      ) : (
        <>
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />}>
              {view.error}
            </Alert>
          )}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              actorRef.send({ type: 'reset.submit' });
            }}
          >
            <Stack gap="md">
              <PasswordInput
                label="New Password"
                name="newPassword"
                autoComplete="new-password"
                value={view.newPassword}
                onChange={(event) =>
                  actorRef.send({ type: 'password.changed', value: event.currentTarget.value })
                }
                error={passwordError ? view.error : undefined}
                readOnly={view.isResetting}
                data-autofocus
              />
              <PasswordChecklist checklist={view.checklist} />
              <PasswordInput
                label="Confirm New Password"
                name="confirmPassword"
                autoComplete="new-password"
                value={view.confirmPassword}
                onChange={(event) =>
                  actorRef.send({
                    type: 'password.confirmationChanged',
                    value: event.currentTarget.value,
                  })
                }
                error={view.mismatchMessage ?? undefined}
                readOnly={view.isResetting}
              />
              <Button type="submit" fullWidth disabled={!view.canSubmitPassword}>
                {view.submitLabel}
              </Button>
            </Stack>
          </form>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => actorRef.send({ type: 'reset.back' })}
          >
            <Group component="span" gap={4} justify="center">
              <IconArrowLeft size={14} aria-hidden />
              Back to Verify Code
            </Group>
          </Anchor>
        </>
      )}
    </Stack>
  );
}
