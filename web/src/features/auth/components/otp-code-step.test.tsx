import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyOtp } from '@machines/otp/otp-input';
import { theme } from '@web/app/theme';
import { OtpCodeStep } from './otp-code-step';
import type { OtpCodeStepProps } from './otp-code-step';

function renderStep(props: Partial<OtpCodeStepProps> = {}) {
  const handlers = { onEdit: vi.fn(), onVerify: vi.fn(), onResend: vi.fn() };
  render(
    <MantineProvider theme={theme} env="test">
      <OtpCodeStep
        codeLabel="Reset code"
        digits={emptyOtp()}
        error={null}
        isVerifying={false}
        canVerify={false}
        verifyLabel="Verify Code"
        canResend
        resendLabel="Resend Code"
        {...handlers}
        {...props}
      />
    </MantineProvider>,
  );
  return handlers;
}

describe('the code step of /verify-email and /reset-password (spec 001 §2)', () => {
  it('sends box edits and locks verify until the machine allows it', async () => {
    const user = userEvent.setup();
    const { onEdit } = renderStep();
    expect(screen.getByRole('group', { name: 'Reset code' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Digit 1 of 6'), '7');
    expect(onEdit).toHaveBeenCalledWith({ type: 'otp.changed', index: 0, value: '7' });
    await user.keyboard('{Backspace}');
    expect(onEdit).toHaveBeenLastCalledWith({ type: 'otp.backspaced', index: 1 });
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  });

  it('verifies with the button once allowed; locks the boxes while verifying', async () => {
    const user = userEvent.setup();
    const { onVerify } = renderStep({ canVerify: true });
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(onVerify).toHaveBeenCalledTimes(1);

    renderStep({ isVerifying: true, verifyLabel: 'Verifying...' });
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(screen.getAllByLabelText('Digit 1 of 6')[1]).toBeDisabled();
  });

  it('shows the countdown on a disabled resend button, and resends when allowed', async () => {
    const user = userEvent.setup();
    const { onResend } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(onResend).toHaveBeenCalledTimes(1);

    renderStep({ canResend: false, resendLabel: 'Resend in 42s' });
    expect(screen.getByRole('button', { name: 'Resend in 42s' })).toBeDisabled();
  });
});
