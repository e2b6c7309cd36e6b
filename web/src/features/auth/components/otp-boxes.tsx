import { Group, Stack, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { OTP_LENGTH } from '../../../../../machines/src/otp/constants';
import { backspaceOtpBox, changeOtpBox, pasteOtp } from '../../../../../machines/src/otp/otp-input';
import type { OtpDigits } from '../../../../../machines/src/otp/otp-input';
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
    if (event.key === 'Backspace') {
      event.preventDefault();
      const { focusIndex } = backspaceOtpBox(digits, index);
      onBackspace(index);
      focusBox(focusIndex);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    const { focusIndex } = pasteOtp(text);
    onPaste(text);
    focusBox(focusIndex);
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
            onChange={(event) => {
              const value = typedCharacter(digit, event.currentTarget.value);
              const { focusIndex } = changeOtpBox(digits, index, value);
              onChange(index, value);
              if (focusIndex !== index) focusBox(focusIndex);
            }}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => event.currentTarget.select()}
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
