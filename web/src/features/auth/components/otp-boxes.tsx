import { Group, Stack, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import type { ClipboardEvent, FormEvent, KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@machines/otp/constants';
import { backspaceOtpBox, changeOtpBox, pasteOtp } from '@machines/otp/otp-input';
import type { OtpDigits } from '@machines/otp/otp-input';
import classes from './otp-boxes.module.css';

export interface OtpBoxesProps {
  /** One entry per box, kept by the screen's machine. */
  digits: OtpDigits;
  /** The name of the whole code, read out for the group ("Verification code"). */
  label: string;
  onChange: (index: number, value: string) => void;
  onPaste: (text: string) => void;
  onBackspace: (index: number) => void;
  disabled?: boolean;
  /** Shown under the boxes and tied to them for screen readers. */
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * What was typed into a box that held `previous`: typing into a filled box gives two characters,
 * the new one before or after the old one depending on where the caret was.
 */
export function typedCharacter(previous: string, value: string): string {
  if (value.length !== 2 || previous === '') return value;
  if (value[0] === previous) return value.slice(1);
  if (value[1] === previous) return value.slice(0, 1);
  return value;
}

/** "Digit 1 of 6" ...: each box says which one it is. */
export const otpBoxLabel = (index: number) => `Digit ${index + 1} of ${OTP_LENGTH}`;

/**
 * The six single-digit code boxes (spec 001 §2 "Verify email", "Reset password"; §5). The machine
 * keeps the digits; the same pure edit (machines/src/otp/otp-input.ts) tells where the focus goes:
 * to the next box after a digit, back through the code on Backspace, after the last pasted digit.
 *
 * Typing is read from the `input` event (`onInput`), not React's `onChange`: React drops a change
 * whose value equals the last one it saw, and typing a digit over the same selected digit (a refused
 * code typed over) leaves the value unchanged, so the focus would stay and every later digit would
 * land one box early.
 */
export function OtpBoxes({
  digits,
  label,
  onChange,
  onPaste,
  onBackspace,
  disabled = false,
  error = null,
  autoFocus = false,
}: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = useId();
  const errorId = useId();

  const focusBox = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const lastIndex = OTP_LENGTH - 1;
    if (event.key === 'Backspace') {
      event.preventDefault();
      const { focusIndex } = backspaceOtpBox(digits, index);
      onBackspace(index);
      focusBox(focusIndex);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < lastIndex) {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(lastIndex);
    }
  }

  function pasteText(text: string) {
    const { focusIndex } = pasteOtp(text);
    onPaste(text);
    focusBox(focusIndex);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    pasteText(event.clipboardData.getData('text'));
  }

  function handleInput(index: number, event: FormEvent<HTMLInputElement>) {
    const typed = typedCharacter(digits[index] ?? '', event.currentTarget.value);
    // Several characters at once are a whole code (the one-time-code autofill, a drop): as a paste.
    if (typed.length > 1) {
      pasteText(typed);
      return;
    }
    const { focusIndex } = changeOtpBox(digits, index, typed);
    onChange(index, typed);
    if (focusIndex !== index) focusBox(focusIndex);
  }

  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <Group
        role="group"
        aria-labelledby={labelId}
        gap={6}
        wrap="nowrap"
        justify="center"
        className={classes.boxes}
      >
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the position is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={classes.box}
            value={digit}
            onInput={(event) => handleInput(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            // The box's digit is selected, so what is typed replaces it (a click would otherwise
            // leave a caret beside it).
            onFocus={(event) => event.currentTarget.select()}
            onClick={(event) => event.currentTarget.select()}
            aria-label={otpBoxLabel(index)}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? errorId : undefined}
            data-error={error !== null || undefined}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // The first box takes the focus when the screen opens (the code is what it asks for).
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
          />
        ))}
      </Group>
      {error !== null && (
        <Text id={errorId} role="alert" c="red.8" size="sm" ta="center">
          {error}
        </Text>
      )}
    </Stack>
  );
}
