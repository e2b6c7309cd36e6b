import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { backspaceOtpBox, changeOtpBox, emptyOtp, pasteOtp } from '@machines/otp/otp-input';
import type { OtpDigits } from '@machines/otp/otp-input';
import { theme } from '@web/app/theme';
import { OtpBoxes } from './otp-boxes';

/** The boxes over plain state, edited by the same pure functions the machines use. */
function Harness({ error = null }: { error?: string | null }) {
  const [digits, setDigits] = useState<OtpDigits>(emptyOtp());
  return (
    <MantineProvider theme={theme} env="test">
      <OtpBoxes
        label="Verification code"
        digits={digits}
        onChange={(index, value) => setDigits((d) => changeOtpBox(d, index, value).digits)}
        onPaste={(text) => setDigits(pasteOtp(text).digits)}
        onBackspace={(index) => setDigits((d) => backspaceOtpBox(d, index).digits)}
        error={error}
      />
    </MantineProvider>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value);

describe('OTP boxes (spec 001 §2 "Verify email", §5)', () => {
  it('shows six labelled numeric boxes in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    for (let n = 1; n <= 6; n += 1) {
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('takes one digit per box and moves the focus on', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(box(4)).toHaveFocus();
  });

  it('types a new code over a filled one box by box, where digits repeat in place too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('000000');
    expect(box(6)).toHaveFocus();

    // A refused code is typed over from the first box: each digit replaces the one in its box,
    // also where the new digit equals the old one (the box's value does not change then).
    await user.click(box(1));
    await user.keyboard('102030');
    expect(values()).toEqual(['1', '0', '2', '0', '3', '0']);
    expect(box(6)).toHaveFocus();

    await user.click(box(1));
    await user.keyboard('102039');
    expect(values()).toEqual(['1', '0', '2', '0', '3', '9']);
    expect(box(6)).toHaveFocus();
  });

  it('moves on when the digit typed is the one the box already holds', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('55');
    await user.click(box(1));
    await user.keyboard('5');
    expect(values()).toEqual(['5', '5', '', '', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it('spreads a whole code put into one box at once (autofill) as a paste', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '482 913' } });
    expect(values()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(box(6)).toHaveFocus();
  });

  it('refuses letters: the box stays empty and keeps the focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(values()[0]).toBe('');
    expect(box(1)).toHaveFocus();
  });

  it('keeps the newly typed character when a filled box is typed into, wherever the caret was', () => {
    render(<Harness />);
    fireEvent.input(box(2), { target: { value: '4' } });
    fireEvent.input(box(2), { target: { value: '47' } });
    expect(values()[1]).toBe('7');
    // The caret was before the old digit: the new one comes first.
    fireEvent.input(box(2), { target: { value: '57' } });
    expect(values()[1]).toBe('5');
  });

  it('keeps digits only from pasted text, at most six, focusing after the last', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'Code: 98-76 54 321' } });
    expect(values()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(box(6)).toHaveFocus();

    fireEvent.paste(box(3), { clipboardData: { getData: () => 'a1b2' } });
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
  });

  it('walks back through the code with Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(box(1)).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{End}');
    expect(box(6)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(6)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box(1)).toHaveFocus();
  });

  it('ties an error to every box', () => {
    render(<Harness error="Please enter all 6 digits" />);
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Please enter all 6 digits');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(box(6)).toHaveAttribute('aria-describedby', message.id);
  });
});
