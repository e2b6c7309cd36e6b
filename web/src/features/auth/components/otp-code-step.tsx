import { Button, Group, Stack, Text } from '@mantine/core';
import type { OtpDigits, OtpEditEvent } from '@machines/otp/otp-input';
import { OtpBoxes } from './otp-boxes';

export interface OtpCodeStepProps {
  /** The name of the whole code, read out for the boxes' group ("Verification code"). */
  codeLabel: string;
  digits: OtpDigits;
  /** Inline error under the boxes (incomplete code, refused code). */
  error: string | null;
  /** The code is being checked: the boxes are locked. */
  isVerifying: boolean;
  canVerify: boolean;
  /** "Verify Email" / "Verify Code", "Verifying..." while checking. */
  verifyLabel: string;
  canResend: boolean;
  /** "Resend OTP" / "Resend Code", "Sending...", or "Resend in {n}s". */
  resendLabel: string;
  /** The box edits, sent as they are to the screen's machine. */
  onEdit: (event: OtpEditEvent) => void;
  onVerify: () => void;
  onResend: () => void;
}

/**
 * The code step shared by /verify-email and /reset-password step 1 (spec 001 §2): the six boxes, the
 * verify button (disabled unless all six digits are in, and while checking), and the resend row with
 * its countdown. The screen's machine keeps every state; this only renders it and sends.
 */
export function OtpCodeStep({
  codeLabel,
  digits,
  error,
  isVerifying,
  canVerify,
  verifyLabel,
  canResend,
  resendLabel,
  onEdit,
  onVerify,
  onResend,
}: OtpCodeStepProps) {
  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onVerify();
        }}
      >
        <Stack gap="lg">
          <OtpBoxes
            label={codeLabel}
            digits={digits}
            onChange={(index, value) => onEdit({ type: 'otp.changed', index, value })}
            onPaste={(text) => onEdit({ type: 'otp.pasted', text })}
            onBackspace={(index) => onEdit({ type: 'otp.backspaced', index })}
            disabled={isVerifying}
            error={error}
            autoFocus
          />
          <Button type="submit" fullWidth disabled={!canVerify}>
            {verifyLabel}
          </Button>
        </Stack>
      </form>

      <Group justify="center" gap={6}>
        <Text size="sm" c="dimmed">
          Didn&apos;t receive the code?
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onResend} disabled={!canResend}>
          {resendLabel}
        </Button>
      </Group>
    </>
  );
}
